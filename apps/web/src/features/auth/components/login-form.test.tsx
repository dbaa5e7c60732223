import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  address,
  type Answer,
  aUser,
  jsonBodyOf,
  notifications,
  renderApp,
  stubApi,
} from '@/testing/test-utils';

async function logIn(answer: Answer) {
  const fetchMock = stubApi({ '/api/auth/login': answer });
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByLabelText('E-mail'), 'maria@example.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return fetchMock;
}

describe('login', () => {
  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'maria@');
    await user.type(screen.getByLabelText('Senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('Senha deve conter pelo menos 6 dígitos')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the e-mail when it is empty', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
  });

  it('takes a pilot to their profile', async () => {
    const pilot = aUser({ role: 'DRIVER' });
    const fetchMock = await logIn({ status: 200, body: { accessToken: 'abc', user: pilot } });

    expect(await screen.findByRole('heading', { level: 1, name: pilot.name })).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/perfil/${pilot.id}`);
    expect(
      await within(await notifications()).findByText('Login bem sucedido!'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('@drones:accessToken')).toBe('abc');
    expect(jsonBodyOf(fetchMock, 'POST', '/auth/login')).toEqual({
      email: 'maria@example.com',
      password: 'segredo123',
    });
  });

  it.each(['GOVERNMENT', 'ADMIN'] as const)('takes %s to /home', async (role) => {
    await logIn({ status: 200, body: { accessToken: 'abc', user: aUser({ role }) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!' }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/home$/);
  });

  it.each([
    [
      { status: 401, body: { message: 'Credenciais inválidas!', statusCode: 401 } },
      'Credenciais inválidas!',
    ],
    [
      {
        status: 429,
        body: {
          message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
          statusCode: 429,
        },
      },
      'Muitas tentativas. Aguarde um pouco e tente novamente.',
    ],
    [{ status: 200, body: { user: aUser() } }, 'Login inválido, tente novamente mais tarde.'],
    [
      { status: 500, body: { message: 'Erro interno do servidor.', statusCode: 500 } },
      'Login inválido, tente novamente mais tarde.',
    ],
  ])('stays on the form with the right message (%#)', async (answer, message) => {
    await logIn(answer);
    expect(await within(await notifications()).findByText(message)).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/login$/);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(localStorage.getItem('@drones:accessToken')).toBeNull();
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await within(await notifications()).findByText(
        'Não foi possível conectar ao servidor. Verifique sua conexão.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it.each([
    ['/solicitations/abc?search=ponte', '/solicitations/abc?search=ponte'],
    ['//example.com/roubo', '/home'],
    ['https://example.com/roubo', '/home'],
    ['/\\example.com', '/home'],
  ])('after login follows next=%s only inside the app (to %s)', async (next, landing) => {
    const staff = aUser({ role: 'GOVERNMENT' });
    stubApi({
      '/api/auth/login': { status: 200, body: { accessToken: 'abc', user: staff } },
      '/api/users/currentUser': { status: 200, body: staff },
    });
    const user = userEvent.setup();
    renderApp(`/login?${new URLSearchParams({ next })}`);
    await user.type(await screen.findByLabelText('E-mail'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(address()).toHaveTextContent(landing));
    expect(address().textContent).toBe(landing);
  });

  it('links to the sign-ups and to password recovery', async () => {
    stubApi({});
    renderApp('/login');
    expect(
      await screen.findByRole('link', { name: 'Quero ser droneiro voluntário' }),
    ).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sou participante da defesa civil' })).toHaveAttribute(
      'href',
      '/register/government',
    );
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });
});
