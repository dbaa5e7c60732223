import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from '@drones/shared/zod-locale';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { SelectField } from './select-field';
import { useForm } from './use-form';

const schema = z.object({
  name: z.string().min(1, 'Campo obrigatório'),
  uf: z.string().min(1, 'Escolha o estado'),
});

function StateForm() {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '', uf: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormField form={form} name="name" label="Nome" hint="Como aparece no perfil." />
      <FormField form={form} name="uf" as={SelectField} label="Estado (UF)">
        <option value="">Escolha o estado</option>
        <option value="RJ">RJ</option>
      </FormField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('FormField', () => {
  it("shows the form's error for its name in place of the hint, and the first invalid field gets the focus", async () => {
    const user = userEvent.setup();
    render(<StateForm />);
    const name = screen.getByLabelText('Nome');
    expect(name).toHaveAccessibleDescription('Como aparece no perfil.');
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Campo obrigatório');
    expect(name).toHaveFocus();
    const uf = screen.getByRole('combobox', { name: 'Estado (UF)' });
    expect(uf).toHaveAttribute('aria-invalid', 'true');
    expect(uf).toHaveAccessibleDescription('Escolha o estado');

    await user.type(name, 'Maria');
    await user.selectOptions(uf, 'RJ');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(uf).not.toHaveAttribute('aria-invalid');
  });
});
