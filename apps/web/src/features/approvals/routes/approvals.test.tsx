import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, renderApp, signedInAs } from '@/testing/test-utils';

const admin = aUser({ role: 'ADMIN', name: 'Ana Admin' });
const pending = {
  ...aUser({ id: '0190a5b2-1111-7000-8000-000000000001', role: 'GOVERNMENT' }),
  name: 'Carlos Souza',
  email: 'carlos@defesacivil.gov.br',
  phone: '2133334444',
  createdAt: '2026-03-09T12:00:00.000Z',
  approvalStatus: 'pending',
  disponibility: null,
  equipments: [],
};

describe('approvals', () => {
  it('lists pending civil-defence accounts and approves one after confirming', async () => {
    const fetchMock = signedInAs(admin, {
      '/api/users': { status: 200, body: [pending] },
      [`PATCH /api/users/${pending.id}/approval`]: {
        status: 200,
        body: { ...pending, approvalStatus: 'approved' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/aprovacoes');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Carlos Souza' })).closest(
      'li',
    )!;
    expect(within(card).getByText('carlos@defesacivil.gov.br')).toBeInTheDocument();
    expect(within(card).getByText('(21) 3333-4444')).toBeInTheDocument();
    expect(within(card).getByText('09/03/2026')).toBeInTheDocument();
    const list = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/users?'));
    expect(String(list?.[0])).toContain('role=GOVERNMENT&status=pending');

    await user.click(within(card).getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar a conta de Carlos Souza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

    expect(await screen.findByText('Nenhuma conta aguardando aprovação.')).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'PATCH', `/users/${pending.id}/approval`)).toEqual({
      approved: true,
    });
  });

  it('sends nothing when the refusal is cancelled', async () => {
    const fetchMock = signedInAs(admin, { '/api/users': { status: 200, body: [pending] } });
    const user = userEvent.setup();
    renderApp('/admin/aprovacoes');
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar a conta de Carlos Souza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Carlos Souza' })).toBeInTheDocument();
  });
});
