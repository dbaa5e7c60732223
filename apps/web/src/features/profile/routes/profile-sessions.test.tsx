import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, notifications, renderApp, signedInAs } from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });
const sessions = [
  {
    id: '0190a5b2-1111-7000-8000-000000000001',
    createdAt: '2026-11-20T12:00:00.000Z',
    lastUsedAt: '2026-11-25T12:00:00.000Z',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36',
    current: true,
  },
  {
    id: '0190a5b2-1111-7000-8000-000000000002',
    createdAt: '2026-11-10T08:00:00.000Z',
    lastUsedAt: '2026-11-24T22:15:00.000Z',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Firefox/140.0',
    current: false,
  },
];

describe('active sessions', () => {
  it('lists where the account is open and ends the other sessions after asking', async () => {
    const fetchMock = signedInAs(pilot, {
      'GET /api/auth/sessions': { status: 200, body: sessions },
      'DELETE /api/auth/sessions': { status: 204 },
    });
    const user = userEvent.setup();
    renderApp(`/perfil/${pilot.id}/sessoes`);

    expect(await screen.findByText('Chrome no Linux')).toBeInTheDocument();
    expect(screen.getByText('Firefox no Android')).toBeInTheDocument();
    expect(screen.getByText('Esta sessão')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Encerrar as outras sessões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar as outras sessões?' });
    expect(dialog).toHaveTextContent('Sua conta será fechada em outro aparelho');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    expect(
      await within(await notifications()).findByText('As outras sessões foram encerradas.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/api/auth/sessions' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
