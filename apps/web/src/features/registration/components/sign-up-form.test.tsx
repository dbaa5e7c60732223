import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  address,
  aUser,
  fieldRefusal,
  jsonBodyOf,
  renderApp,
  signedInAs,
  STRONG_PASSWORD,
  stubApi,
  WEAK_PASSWORD,
} from '@/testing/test-utils';

async function fillIn(user: UserEvent, values: Partial<Record<string, string>> = {}) {
  const fields = {
    'Nome completo': 'Maria da Silva',
    'Data de nascimento': '17051990',
    Telefone: '21987654321',
    'E-mail': 'maria@example.com',
    Senha: STRONG_PASSWORD,
    'Confirmar a senha': STRONG_PASSWORD,
    CPF: '52998224725',
    ...values,
  };
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
}

describe('sign-up form', () => {
  it('masks the birth date, the phone and the CPF while typing', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user);
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('17/05/1990');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });

  it("blocks the submit with 'Cpf inválido' and 'Data de nascimento inválida'", async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user, { CPF: '52998224700', 'Data de nascimento': '31021990' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Cpf inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('Cpf inválido');
    expect(screen.getByText('Data de nascimento inválida')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a bidirectional override in the name as the server does', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user, { 'Nome completo': 'Maria \u202eavliS' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByLabelText('Nome completo')).toHaveAccessibleDescription(
      'Caracteres de controle não são permitidos.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a mismatched confirmation on the confirmation field', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user, { 'Confirmar a senha': 'outrasenha' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByLabelText('Confirmar a senha')).toHaveAccessibleDescription(
      'A confirmação da senha tem que ser igual a senha',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the strength of the password as it is typed, politely for screen readers', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Nome completo'), 'Maria da Silva');
    await user.type(screen.getByLabelText('Senha'), '123456');
    const meter = await screen.findByTestId('password-strength');
    expect(meter).toHaveTextContent('Senha muito fraca');
    const live = await screen.findByText(
      /^Força da senha: Senha muito fraca/,
      {},
      { timeout: 3000 },
    );
    expect(live).toHaveAttribute('aria-live', 'polite');

    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), STRONG_PASSWORD);
    await waitFor(() =>
      expect(screen.getByTestId('password-strength')).toHaveTextContent('Muito forte'),
    );
    expect(
      await screen.findByText('Força da senha: Muito forte', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it("refuses a guessable password, the person's own name included, with 'Senha muito fraca'", async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user, { Senha: 'maria.silva', 'Confirmar a senha': 'maria.silva' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByLabelText('Senha')).toHaveAccessibleDescription('Senha muito fraca');

    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), WEAK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha muito fraca');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs a pilot up with digits and an ISO date, then goes to the equipment step', async () => {
    const pilot = aUser({ role: 'DRIVER' });
    const fetchMock = stubApi({
      'POST /api/users': { status: 201, body: { accessToken: 'novo', user: pilot } },
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(address()).toHaveTextContent(`/register/${pilot.id}/equipment`));
    expect(jsonBodyOf(fetchMock, 'POST', '/users')).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      password: STRONG_PASSWORD,
      role: 'DRIVER',
      birthDate: '1990-05-17',
      phone: '21987654321',
      cpf: '52998224725',
    });
    expect(localStorage.getItem('@drones:accessToken')).toBe('novo');
  });

  it('signs civil defence up as GOVERNMENT and shows the completed page', async () => {
    const government = aUser({ role: 'GOVERNMENT', approvalStatus: 'pending' });
    const fetchMock = stubApi({
      'POST /api/users': { status: 201, body: { accessToken: 'novo', user: government } },
    });
    const user = userEvent.setup();
    renderApp('/register/government');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boas-vindas ao Drones Voluntários!' }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent('/register/completed');
    expect(jsonBodyOf(fetchMock, 'POST', '/users')).toMatchObject({ role: 'GOVERNMENT' });
    expect(screen.getByRole('link', { name: 'Ir para a página principal' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it("keeps the form usable and shows the server's field errors when the sign-up fails", async () => {
    stubApi({
      'POST /api/users': fieldRefusal(409, 'email', 'E-mail já cadastrado.'),
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    const region = await screen.findByRole('region', { name: /Notificações/ });
    expect(
      await within(region).findByText('Erro ao registrar informações, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail já cadastrado.');
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    expect(address()).toHaveTextContent(/^\/register$/);
  });
});

describe('registration completed', () => {
  it('an empty submit focuses the first field of the form, not the password', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveFocus());
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-in user who comes back to the sign-up on to his own page', async () => {
    const pilot = aUser({ role: 'DRIVER' });
    signedInAs(pilot);
    renderApp('/register');
    await waitFor(() => expect(address().textContent).toBe(`/perfil/${pilot.id}`));
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    stubApi({});
    renderApp('/register/completed');
    expect(await screen.findByRole('link', { name: 'Entrar na plataforma' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
