import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, aUser, renderApp, signedInAs, stubApi } from '@/testing/test-utils';

const counters = {
  '/api/users/driversLength': { status: 200, body: { driversCount: 7 } },
  '/api/solicitation/finishedLength': { status: 200, body: { solictationsFinishedCount: 3 } },
  '/api/equipment/length': { status: 200, body: { equipmentsCount: 5 } },
};

describe('route guards', () => {
  it.each([
    '/perfil/qualquer',
    '/perfil/qualquer/user',
    '/home',
    '/admin/aprovacoes',
    '/solicitations/abc?search=ponte',
  ])('sends a signed-out visitor of %s to the login that leads back there', async (path) => {
    const fetchMock = stubApi(counters);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/login?${new URLSearchParams({ next: path })}`);
    // Without a token the current user is never asked for.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/users/currentUser'))).toBe(
      false,
    );
  });

  it('keeps a pilot out of /home, on their own profile', async () => {
    const pilot = aUser({ role: 'DRIVER' });
    signedInAs(pilot);
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: pilot.name })).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/perfil/${pilot.id}`);
  });

  it('lets civil defence into /home but not into the approvals of admins', async () => {
    const government = aUser({ role: 'GOVERNMENT', name: 'Carlos Souza' });
    signedInAs(government);
    renderApp('/admin/aprovacoes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Carlos!' }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/home$/);
  });

  it("redirects another user's profile address to one's own", async () => {
    const pilot = aUser();
    signedInAs(pilot);
    renderApp('/perfil/0190a5b2-0000-7000-8000-000000000000/suport');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suporte' })).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/perfil/${pilot.id}/suport`);
  });

  it('sends a signed-in user away from the login page to their landing page', async () => {
    const admin = aUser({ role: 'ADMIN', name: 'Ana Admin' });
    signedInAs(admin);
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/home$/);
  });

  it("signs out with 'Sua sessão expirou!' when the current user cannot be read", async () => {
    signedInAs(aUser(), {
      ...counters,
      '/api/users/currentUser': {
        status: 401,
        body: { message: 'Sessão inválida ou expirada. Faça login novamente.', statusCode: 401 },
      },
    });
    renderApp('/perfil/qualquer');

    const region = await screen.findByRole('region', { name: /Notificações/ });
    expect(await within(region).findByText('Sua sessão expirou!')).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent('/login?next=%2Fperfil%2Fqualquer'));
    expect(localStorage.getItem('@drones:accessToken')).toBeNull();
  });

  it('keeps the session when the server cannot be reached, and reads the user when it can', async () => {
    const pilot = aUser();
    const api = signedInAs(pilot, counters);
    const answers = api.getMockImplementation()!;
    let reachable = false;
    api.mockImplementation((input, init) =>
      reachable ? answers(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderApp(`/perfil/${pilot.id}`);

    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    expect(localStorage.getItem('@drones:accessToken')).not.toBeNull();
    reachable = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { level: 1, name: pilot.name })).toBeInTheDocument();
    expect(screen.queryByText('Sem conexão')).toBeNull();
    expect(localStorage.getItem('@drones:accessToken')).not.toBeNull();
  });
});
