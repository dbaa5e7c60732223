import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aUser,
  currentUserBody,
  fieldRefusal,
  jsonBodyOf,
  notifications,
  openAs,
} from '@/testing/test-utils';

describe('profile data', () => {
  it('fills the form with the masked saved data', async () => {
    const pilot = aUser();
    openAs(pilot, `/perfil/${pilot.id}/user`);
    expect(await screen.findByLabelText('Nome completo')).toHaveValue('Maria da Silva');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('17/05/1990');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      `/perfil/${pilot.id}`,
    );
  });

  it("says 'O CPF deve conter 11 dígitos' and sends nothing for a short CPF", async () => {
    const pilot = aUser();
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/user`);
    const cpf = await screen.findByLabelText('CPF');
    await user.clear(cpf);
    await user.type(cpf, '5299822');
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));

    expect(await screen.findByText('O CPF deve conter 11 dígitos')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('asks for the current password to change the e-mail, and sends it', async () => {
    const pilot = aUser();
    const saved = { ...pilot, email: 'nova@example.com' };
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`PUT /api/users/${pilot.id}`]: { status: 200, body: currentUserBody(saved) },
    });
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));
    expect(
      await screen.findByText('Informe a senha atual para trocar o e-mail.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText('Senha atual'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));
    expect(
      await within(await notifications()).findByText('Dados atualizados com sucesso!'),
    ).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'PUT', `/users/${pilot.id}`)).toMatchObject({
      email: 'nova@example.com',
      currentPassword: 'segredo123',
    });
  });

  it("saves the new name and phone and says 'Dados atualizados com sucesso!'", async () => {
    const pilot = aUser();
    const saved = { ...pilot, name: 'Maria Souza', phone: '21912345678' };
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`PUT /api/users/${pilot.id}`]: { status: 200, body: currentUserBody(saved) },
    });
    const name = await screen.findByLabelText('Nome completo');
    await user.clear(name);
    await user.type(name, 'Maria Souza');
    const phone = screen.getByLabelText('Telefone');
    await user.clear(phone);
    await user.type(phone, '21912345678');
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));

    expect(
      await within(await notifications()).findByText('Dados atualizados com sucesso!'),
    ).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'PUT', `/users/${pilot.id}`)).toEqual({
      name: 'Maria Souza',
      email: 'maria@example.com',
      birthDate: '1990-05-17',
      phone: '21912345678',
      cpf: '52998224725',
    });
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Souza');
  });

  it('keeps the form usable when the save fails', async () => {
    const pilot = aUser();
    const { user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`PUT /api/users/${pilot.id}`]: fieldRefusal(409, 'cpf', 'CPF já cadastrado.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Atualizar dados' }));
    expect(
      await within(await notifications()).findByText(
        'Erro ao registrar informações, tente novamente mais tarde!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('CPF já cadastrado.');
    expect(screen.getByRole('button', { name: 'Atualizar dados' })).toBeEnabled();
  });
});

describe('profile summary', () => {
  it.each([
    ['DRIVER', 'DRONEIRO VOLUNTÁRIO', ['Meus dados', 'Meus Equipamentos', 'Suporte']],
    ['GOVERNMENT', 'DEFESA CIVIL', ['Meus dados', 'Suporte']],
  ] as const)('labels a %s account and lists its entries', async (role, label, entries) => {
    const account = aUser({ role });
    openAs(account, `/perfil/${account.id}`);
    expect(await screen.findByText(label)).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const entry of entries) {
      expect(within(main).getByRole('link', { name: new RegExp(`^${entry}`) })).toBeInTheDocument();
    }
    expect(within(main).queryAllByRole('link', { name: /^Meus Equipamentos/ })).toHaveLength(
      entries.length === 3 ? 1 : 0,
    );
  });
});
