import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('shows the hint until an error takes its place, never both', () => {
    const { rerender } = render(<TextField label="Senha" hint="Mínimo de 6 caracteres." />);
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Mínimo de 6 caracteres.');

    rerender(
      <TextField label="Senha" hint="Mínimo de 6 caracteres." error="Mínimo de 6 caracteres" />,
    );
    expect(screen.getAllByText(/Mínimo de 6 caracteres/)).toHaveLength(1);
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Mínimo de 6 caracteres');
  });
});
