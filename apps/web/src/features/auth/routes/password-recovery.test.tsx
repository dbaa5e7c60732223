import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  address,
  type Answer,
  fieldRefusal,
  jsonBodyOf,
  notifications,
  renderApp,
  STRONG_PASSWORD,
  stubApi,
  WEAK_PASSWORD,
} from '@/testing/test-utils';

const RESET = '/api/users/resetPassword/u1/t0k3n';

describe('forgot password', () => {
  it('shows success only once the server has answered', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          if (String(input) === '/api/users/forgotPassword') answer = resolve;
          else resolve(new Response('{}', { status: 200 }));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/forgotpassword');
    await user.type(await screen.findByLabelText('E-mail'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar o link' }));

    const submit = screen.getByRole('button', { name: 'Enviar o link' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('E-mail enviado com sucesso')).not.toBeInTheDocument();

    answer(new Response(JSON.stringify({ message: 'ok' }), { status: 202 }));
    expect(
      await within(await notifications()).findByText('E-mail enviado com sucesso'),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
  });

  it("says 'Problemas ao enviar o e-mail!' when it fails", async () => {
    stubApi({
      '/api/users/forgotPassword': {
        status: 429,
        body: {
          message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
          statusCode: 429,
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/forgotpassword');
    await user.type(await screen.findByLabelText('E-mail'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar o link' }));
    expect(
      await within(await notifications()).findByText('Problemas ao enviar o e-mail!'),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent('/forgotpassword');
    expect(screen.getByRole('button', { name: 'Enviar o link' })).toBeEnabled();
  });
});

/**
 * A valid reset link whose change answers `answer`: types `password` in both fields and sends it.
 */
async function resetWith(answer: Answer, password: string) {
  const fetchMock = stubApi({
    [`GET ${RESET}`]: { status: 200, body: { status: 'valid' } },
    [`PATCH ${RESET}`]: answer,
  });
  const user = userEvent.setup();
  renderApp('/resetPassword/u1/t0k3n');
  await user.type(await screen.findByLabelText('Senha'), password);
  await user.type(screen.getByLabelText('Confirmar a senha'), password);
  await user.click(screen.getByRole('button', { name: 'Atualizar a senha' }));
  return { fetchMock, user };
}

describe('reset password', () => {
  it('does not send mismatched passwords', async () => {
    const fetchMock = stubApi({ [`GET ${RESET}`]: { status: 200, body: { status: 'valid' } } });
    const user = userEvent.setup();
    renderApp('/resetPassword/u1/t0k3n');
    await user.type(await screen.findByLabelText('Senha'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirmar a senha'), 'outrasenha');
    await user.click(screen.getByRole('button', { name: 'Atualizar a senha' }));

    expect(
      await screen.findByText('A senha e a confirmação da senha tem que ser iguais'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("changes the password, says 'Senha alterada com sucesso' and goes to /login", async () => {
    const { fetchMock } = await resetWith({ status: 204 }, STRONG_PASSWORD);

    expect(
      await within(await notifications()).findByText('Senha alterada com sucesso'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'PATCH', '/users/resetPassword/u1/t0k3n')).toEqual({
      password: STRONG_PASSWORD,
    });
  });

  it("refuses a guessable password with 'Senha muito fraca', and shows the server's", async () => {
    const { fetchMock, user } = await resetWith(
      fieldRefusal(400, 'password', 'Senha muito fraca'),
      WEAK_PASSWORD,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha muito fraca'),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    // The server knows the account's name and e-mail; the page does not.
    await user.clear(screen.getByLabelText('Senha'));
    await user.clear(screen.getByLabelText('Confirmar a senha'));
    await user.type(screen.getByLabelText('Senha'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirmar a senha'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Atualizar a senha' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha muito fraca'),
    );
    expect(address()).toHaveTextContent('/resetPassword/u1/t0k3n');
  });

  it('keeps the form when the change fails', async () => {
    await resetWith(
      { status: 500, body: { message: 'Erro interno.', statusCode: 500 } },
      STRONG_PASSWORD,
    );
    expect(
      await within(await notifications()).findByText(
        'Problemas ao alterar a senha! Tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar a senha' })).toBeEnabled();
  });

  it.each([
    ['used', 'Link já utilizado, peça um novo link para alterar a senha!'],
    ['expired', 'Tempo do link expirado, peça um novo link para alterar a senha!'],
  ])('leaves a %s link for /login with its message', async (status, message) => {
    stubApi({ [`GET ${RESET}`]: { status: 200, body: { status } } });
    renderApp('/resetPassword/u1/t0k3n');
    expect(await within(await notifications()).findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/login$/);
  });

  it('explains an invalid link and offers a new one', async () => {
    stubApi({ [`GET ${RESET}`]: { status: 200, body: { status: 'invalid' } } });
    renderApp('/resetPassword/u1/t0k3n');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link inválido' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });
});
