import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  address,
  aUser,
  fieldRefusal,
  jsonBodyOf,
  notifications,
  openAs,
  renderApp,
  signedInAs,
} from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });
const url = `/perfil/${pilot.id}/privacidade`;

afterEach(() => vi.unstubAllGlobals());

describe('privacy and data', () => {
  it('lists the terms of adhesion the pilot accepted', async () => {
    openAs(pilot, url, {
      '/api/users/me/terms': {
        status: 200,
        body: [
          {
            organizationId: '0190a5b2-0000-7000-8000-0000000000b1',
            organization: 'Defesa Civil de Petrópolis',
            version: 2,
            at: '2026-03-09T12:00:00.000Z',
            channel: 'email',
          },
        ],
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Termos de adesão aceitos' })).closest(
      'div',
    )!;
    const accepted = await within(card).findByRole('listitem');
    expect(accepted).toHaveTextContent(
      /^Defesa Civil de Petrópolis, versão 2: aceito em 09\/03\/2026 .* pelo e-mail$/,
    );
  });

  it('downloads the own-data zip', async () => {
    const fetchMock = signedInAs(pilot, { '/api/users/me/export': { status: 200, body: {} } });
    const createObjectURL = vi.fn(() => 'blob:meus-dados');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderApp(url);

    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
    expect(
      await within(await notifications()).findByText('Download dos seus dados iniciado.'),
    ).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/users/me/export')).toBe(
      true,
    );
  });

  it('erases the account only with the typed confirmation and the right password', async () => {
    const { fetchMock, user } = openAs(pilot, url, {
      'DELETE /api/users/me': fieldRefusal(403, 'password', 'Senha atual incorreta'),
    });

    const password = await screen.findByLabelText('Senha');
    const confirmation = screen.getByLabelText('Para confirmar, digite REMOVER');
    await user.type(password, 'senha-errada');
    await user.type(confirmation, 'remova');
    await user.click(screen.getByRole('button', { name: 'Remover minha conta' }));
    expect(await screen.findByText('Digite REMOVER para confirmar')).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'DELETE', '/users/me')).toBeUndefined();

    await user.clear(confirmation);
    await user.type(confirmation, 'REMOVER');
    await user.click(screen.getByRole('button', { name: 'Remover minha conta' }));
    expect(await screen.findByText('Senha atual incorreta')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(jsonBodyOf(fetchMock, 'DELETE', '/users/me')).toEqual({ password: 'senha-errada' });
  });

  it('signs out and goes home once the account is erased', async () => {
    const { fetchMock, user } = openAs(pilot, url, { 'DELETE /api/users/me': { status: 204 } });

    await user.type(await screen.findByLabelText('Senha'), pilot.email);
    await user.type(screen.getByLabelText('Para confirmar, digite REMOVER'), 'REMOVER');
    await user.click(screen.getByRole('button', { name: 'Remover minha conta' }));
    expect(await screen.findByText('Sua conta foi removida.')).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
    // The session is forgotten as the private page unmounts, just after the address changes.
    await waitFor(() => expect(localStorage.getItem('@drones:accessToken')).toBeNull());
    expect(screen.queryByText('Sua sessão expirou!')).not.toBeInTheDocument();
    // The server ended the session with the account: nothing is left to log out.
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/logout')).toBe(
      false,
    );
  });

  it('is linked from the profile', async () => {
    const { user } = openAs(pilot, `/perfil/${pilot.id}`);
    await user.click(await screen.findByRole('link', { name: /Privacidade e dados/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacidade e dados' }),
    ).toBeInTheDocument();
  });
});
