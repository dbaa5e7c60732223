import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  address,
  aUser,
  fieldRefusal,
  jsonBodyOf,
  notifications,
  openAs,
  STRONG_PASSWORD,
  WEAK_PASSWORD,
} from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });
const PASSWORD = `PUT /api/users/${pilot.id}/password`;

async function fillIn(user: UserEvent, values: Partial<Record<string, string>> = {}) {
  const fields = {
    'Senha atual': 'segredo-antigo',
    'Nova senha': STRONG_PASSWORD,
    'Confirmar nova senha': STRONG_PASSWORD,
    ...values,
  };
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
}

const submit = () => screen.getByRole('button', { name: 'Alterar senha' });

describe("the profile's 'Alterar senha'", () => {
  it('is linked from the profile', async () => {
    const { user } = openAs(pilot, `/perfil/${pilot.id}`);
    await user.click(await screen.findByRole('link', { name: /Alterar senha/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alterar senha' }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/perfil/${pilot.id}/senha`);
  });

  it("changes the password, says 'Senha alterada com sucesso' and goes back to the profile", async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/senha`, {
      [PASSWORD]: { status: 204 },
    });
    await fillIn(user);
    expect(await screen.findByTestId('password-strength')).toHaveTextContent('Muito forte');
    await user.click(submit());

    expect(
      await within(await notifications()).findByText('Senha alterada com sucesso'),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(new RegExp(`^/perfil/${pilot.id}$`)));
    expect(jsonBodyOf(fetchMock, 'PUT', `/users/${pilot.id}/password`)).toEqual({
      currentPassword: 'segredo-antigo',
      password: STRONG_PASSWORD,
    });
  });

  it("shows 'Senha atual incorreta' on the current password and keeps the form", async () => {
    const { user } = openAs(pilot, `/perfil/${pilot.id}/senha`, {
      [PASSWORD]: fieldRefusal(403, 'currentPassword', 'Senha atual incorreta'),
    });
    await fillIn(user);
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
        'Senha atual incorreta',
      ),
    );
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();
    expect(
      await within(await notifications()).findByText('Não foi possível alterar a senha.'),
    ).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(address()).toHaveTextContent(`/perfil/${pilot.id}/senha`);
  });

  it('does not send a mismatched confirmation', async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/senha`);
    await fillIn(user, { 'Confirmar nova senha': 'outra-senha-forte' });
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
        'A confirmação da senha tem que ser igual a senha',
      ),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it.each([
    ['a common one', WEAK_PASSWORD],
    ["the user's own name", 'maria.silva'],
    ["the user's CPF", pilot.cpf!],
  ])("refuses a guessable password (%s) with 'Senha muito fraca'", async (_, weak) => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/senha`);
    await fillIn(user, { 'Nova senha': weak, 'Confirmar nova senha': weak });
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription('Senha muito fraca'),
    );
    expect(screen.getByTestId('password-strength')).toHaveTextContent(/Senha muito fraca|Fraca/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('asks before leaving with a half-filled form', async () => {
    const { user } = openAs(pilot, `/perfil/${pilot.id}/senha`);
    await user.type(await screen.findByLabelText('Senha atual'), 'segredo');
    await user.click(screen.getByRole('link', { name: /Voltar/ }));
    expect(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).toBeInTheDocument();
  });
});
