import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { address, aUser, renderApp, signedInAs } from '@/testing/test-utils';

const counters = {
  '/api/users/driversLength': { status: 200, body: { driversCount: 7 } },
  '/api/solicitation/finishedLength': { status: 200, body: { solictationsFinishedCount: 3 } },
  '/api/equipment/length': { status: 200, body: { equipmentsCount: 5 } },
};

describe('signed-in layout', () => {
  it('marks the current entry by path prefix', async () => {
    const admin = aUser({ role: 'ADMIN' });
    signedInAs(admin);
    renderApp(`/perfil/${admin.id}/suport`);
    await screen.findByRole('heading', { level: 1, name: 'Suporte' });
    const rail = screen.getAllByRole('navigation', { name: 'Menu lateral' })[0]!;
    expect(
      within(rail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([
      ['Página principal', null],
      ['Solicitações', null],
      ['Perfil', 'page'],
      ['Aprovações', null],
      ['Certificados', null],
      ['Teste de alcance', null],
      ['Auditoria', null],
    ]);
  });

  it("gives a pilot 'Solicitações' in the small screens' menu, leading to the requests", async () => {
    const pilot = aUser();
    signedInAs(pilot, { '/api/solicitation': { status: 200, body: [] } });
    const user = userEvent.setup();
    renderApp(`/perfil/${pilot.id}`);
    await screen.findByRole('heading', { level: 1, name: pilot.name });

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Solicitações' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
    expect(address()).toHaveTextContent(/^\/solicitations$/);
  });

  it("asks 'Tem certeza que deseja sair?' and stays signed in on Cancelar", async () => {
    const pilot = aUser();
    const fetchMock = signedInAs(pilot);
    const user = userEvent.setup();
    renderApp(`/perfil/${pilot.id}`);
    await screen.findByRole('heading', { level: 1, name: pilot.name });

    const signOut = screen.getByRole('button', { name: 'Sair' });
    await user.click(signOut);
    const dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja sair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signOut).toHaveFocus();
    expect(address()).toHaveTextContent(`/perfil/${pilot.id}`);
    expect(localStorage.getItem('@drones:accessToken')).not.toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/logout'))).toBe(false);
  });

  it('revokes the session on Sair and goes to /', async () => {
    const pilot = aUser();
    const fetchMock = signedInAs(pilot, { ...counters, '/api/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    renderApp(`/perfil/${pilot.id}`);
    await screen.findByRole('heading', { level: 1, name: pilot.name });

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tem certeza que deseja sair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Drones voluntários onde a Defesa Civil mais precisa',
      }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('@drones:accessToken')).toBeNull();
    const logout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(logout?.[1]?.method).toBe('POST');
    expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe('Bearer token-de-teste');
  });
});
