import type { AuditEvent } from '@drones/shared/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { address, aUser, renderApp, signedInAs } from '@/testing/test-utils';

const admin = aUser({ id: '0190a5b2-0000-7000-8000-0000000000ad', role: 'ADMIN', name: 'Ana' });
const pilot = { id: '0190a5b2-0000-7000-8000-000000000001', name: 'Joana Piloto' };

let sequence = 0;
function anEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  sequence += 1;
  return {
    id: `0190a5b2-2222-7000-8000-${String(sequence).padStart(12, '0')}`,
    at: '2026-05-09T14:30:05.000Z',
    action: 'login.succeeded',
    actor: pilot,
    targetType: 'user',
    targetId: pilot.id,
    targetName: pilot.name,
    ip: '203.0.113.7',
    details: {},
    ...overrides,
  };
}

/** The audit requests the page made, as their query strings. */
const auditQueries = (fetchMock: ReturnType<typeof signedInAs>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/audit')
    .map((url) => url.searchParams);

describe('audit log page', () => {
  it('shows each event with its time, action, person, target and address', async () => {
    signedInAs(admin, {
      '/api/audit': {
        status: 200,
        body: [
          anEvent(),
          anEvent({
            action: 'login.failed',
            actor: null,
            targetType: null,
            targetId: null,
            targetName: null,
            details: { knownAccount: false },
          }),
          anEvent({
            action: 'admin.created',
            actor: null,
            ip: null,
            targetId: admin.id,
            targetName: 'Ana',
            details: { source: 'create-admin', mode: 'created' },
          }),
        ],
      },
    });
    renderApp('/admin/auditoria');

    const table = await screen.findByRole('table', { name: /Eventos do registro de auditoria/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Data e hora', 'Ação', 'Pessoa', 'Alvo', 'Endereço IP']);
    const [, login, failed, created] = within(table).getAllByRole('row');
    expect(within(login!).getByText('Entrada no sistema')).toBeInTheDocument();
    expect(within(login!).getByRole('button', { name: /Joana Piloto/ })).toBeInTheDocument();
    expect(within(login!).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(login!).getByText(/^09\/05\/2026 \d{2}:30:05$/)).toBeInTheDocument();
    expect(within(failed!).getByText('Falha de entrada')).toBeInTheDocument();
    expect(within(failed!).getByText('Sem sessão')).toBeInTheDocument();
    expect(within(failed!).getByText('E-mail não cadastrado')).toBeInTheDocument();
    expect(within(created!).getByText('Administrador criado')).toBeInTheDocument();
    expect(within(created!).getByText('Comando create-admin')).toBeInTheDocument();
    expect(screen.getByText('3 eventos')).toBeInTheDocument();
  });

  it('names the request an event is about, linked while it exists', async () => {
    const requestId = '0190a5b2-1111-7000-8000-000000000001';
    signedInAs(admin, {
      '/api/audit': {
        status: 200,
        body: [
          anEvent({
            action: 'callout.created',
            targetType: 'solicitation',
            targetId: requestId,
            targetName: 'Enchente no Caxambu',
          }),
          anEvent({
            action: 'callout.created',
            targetType: 'solicitation',
            targetId: '0190a5b2-1111-7000-8000-000000000002',
            targetName: 'Solicitação removida',
          }),
        ],
      },
    });
    renderApp('/admin/auditoria');

    const table = await screen.findByRole('table', { name: /Eventos do registro de auditoria/ });
    const [, kept, removed] = within(table).getAllByRole('row');
    const target = (row: HTMLElement) => within(row).getAllByRole('cell')[3]!;
    expect(target(kept!)).toHaveTextContent('AlvoSolicitação: Enchente no Caxambu');
    expect(within(kept!).getByRole('link', { name: 'Enchente no Caxambu' })).toHaveAttribute(
      'href',
      `/solicitations/${requestId}`,
    );
    expect(target(removed!)).toHaveTextContent('AlvoSolicitação: Solicitação removida');
    expect(within(removed!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by action, days and person, keeping the filters in the address', async () => {
    const fetchMock = signedInAs(admin, { '/api/audit': { status: 200, body: [anEvent()] } });
    const user = userEvent.setup();
    renderApp('/admin/auditoria');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Ação'), 'Falha de entrada');
    await waitFor(() => expect(auditQueries(fetchMock).at(-1)?.get('action')).toBe('login.failed'));
    expect(address()).toHaveTextContent('action=login.failed');

    await user.type(screen.getByLabelText('De'), '2026-05-01');
    await user.type(screen.getByLabelText('Até'), '2026-05-09');
    await waitFor(() => {
      const query = auditQueries(fetchMock).at(-1)!;
      // Whole local days, sent as instants.
      expect(new Date(query.get('from')!).getTime()).toBe(new Date('2026-05-01T00:00').getTime());
      expect(new Date(query.get('to')!).getTime()).toBe(
        new Date('2026-05-09T23:59:59.999').getTime(),
      );
    });

    await user.click(await screen.findByRole('button', { name: /Joana Piloto/ }));
    await waitFor(() => expect(auditQueries(fetchMock).at(-1)?.get('actor')).toBe(pilot.id));
    expect(screen.getByText('Pessoa: Joana Piloto')).toBeInTheDocument();
    expect(address()).toHaveTextContent(`actor=${pilot.id}`);

    await user.click(screen.getByRole('button', { name: 'Remover o filtro de pessoa' }));
    await waitFor(() => expect(auditQueries(fetchMock).at(-1)?.has('actor')).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect([...auditQueries(fetchMock).at(-1)!.keys()]).toEqual(['limit']));
    expect(screen.getByLabelText('Ação')).toHaveValue('');
  });

  it('takes the person from the address', async () => {
    const fetchMock = signedInAs(admin, { '/api/audit': { status: 200, body: [anEvent()] } });
    renderApp(`/admin/auditoria?actor=${pilot.id}&action=logout`);
    expect(await screen.findByText('Pessoa: Joana Piloto')).toBeInTheDocument();
    expect(auditQueries(fetchMock)[0]?.get('actor')).toBe(pilot.id);
    expect(auditQueries(fetchMock)[0]?.get('action')).toBe('logout');
  });

  it('loads the next page with Carregar mais', async () => {
    const fetchMock = signedInAs(admin);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/audit') return answer(input, init);
      const second = url.searchParams.get('cursor') === 'c2';
      const body = second ? [anEvent({ action: 'logout' })] : [anEvent()];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': '2',
          ...(second ? {} : { Link: '</api/audit?limit=50&cursor=c2>; rel="next"' }),
        },
      });
    });
    const user = userEvent.setup();
    renderApp('/admin/auditoria');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Entrada no sistema')).toBeInTheDocument();
    expect(screen.getByText('2 eventos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(table).findByText('Saída do sistema')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('says when nothing was found, and offers a retry when the list fails', async () => {
    signedInAs(admin, { '/api/audit': { status: 200, body: [] } });
    const { unmount } = renderApp('/admin/auditoria');
    expect(await screen.findByText('Nenhum evento encontrado.')).toBeInTheDocument();
    unmount();

    signedInAs(admin, {
      '/api/audit': { status: 500, body: { message: 'Erro interno.', statusCode: 500 } },
    });
    renderApp('/admin/auditoria');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    const fetchMock = signedInAs(aUser({ role: 'GOVERNMENT', name: 'Carlos Souza' }));
    renderApp('/admin/auditoria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Carlos!' })).toBeVisible();
    expect(address()).toHaveTextContent(/^\/home$/);
    expect(auditQueries(fetchMock)).toEqual([]);
  });
});
