import type { ReachabilityTest } from '@drones/shared/channels';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { address, aUser, jsonBodyOf, openAs, serverError } from '@/testing/test-utils';

const admin = aUser({ role: 'ADMIN', name: 'Alice Admin' });
const TEST_ID = '0190a5b2-7777-7000-8000-000000000001';

const aTest = (overrides: Partial<ReachabilityTest> = {}): ReachabilityTest => ({
  id: TEST_ID,
  uf: 'RJ',
  municipalityCode: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  sent: 3,
  confirmed: 1,
  byChannel: {
    email: { sent: 3, delivered: 3, confirmed: 1, failed: 0 },
    sms: { sent: 2, delivered: 1, confirmed: 0, failed: 1 },
  },
  unreached: [
    { pilot: { id: '0190a5b2-3333-7000-8000-000000000001', name: 'Tiago Piloto' } },
    { pilot: { id: '0190a5b2-3333-7000-8000-000000000002', name: 'Vera Voo' } },
  ],
  ...overrides,
});

const testPath = `/api/reachability-tests/${TEST_ID}`;
const reads = (fetchMock: ReturnType<typeof openAs>['fetchMock']) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === testPath && (init?.method ?? 'GET') === 'GET',
  ).length;

/** The channel's row of the table: its counts in column order. */
const rowOf = (channel: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${channel}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent);

afterEach(() => vi.useRealTimers());

describe('/admin/alcance', () => {
  it('asks for an area, sends the test to a UF and shows its result in the address', async () => {
    const { fetchMock, user } = openAs(admin, '/admin/alcance', {
      'POST /api/reachability-tests': { status: 201, body: aTest() },
      [testPath]: { status: 200, body: aTest() },
    });

    await screen.findByRole('heading', { level: 1, name: 'Teste de alcance' });
    // An ADMIN has no body's area: a UF or a municipality.
    expect(screen.queryByRole('radio', { name: 'Toda a área do órgão' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Um estado' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enviar teste de alcance' }));
    expect(await screen.findByLabelText('Estado (UF)')).toHaveAccessibleDescription(
      'Escolha a UF ou o município do teste',
    );
    expect(jsonBodyOf(fetchMock, 'POST', '/reachability-tests')).toBeUndefined();

    await user.selectOptions(screen.getByLabelText('Estado (UF)'), 'RJ');
    await user.click(screen.getByRole('button', { name: 'Enviar teste de alcance' }));

    expect(await screen.findByText('Teste de alcance enviado.')).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'POST', '/reachability-tests')).toEqual({ uf: 'RJ' });
    await waitFor(() => expect(address()).toHaveTextContent(`/admin/alcance?teste=${TEST_ID}`));

    const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(total('Enviados')).toHaveTextContent('3');
    expect(total('Confirmados')).toHaveTextContent('1');
    expect(rowOf('E-mail')).toEqual(['3', '3', '1', '0']);
    expect(rowOf('SMS')).toEqual(['2', '1', '0', '1']);
    expect(rowOf('Notificação no aparelho')).toEqual(['0', '0', '0', '0']);
    expect(rowOf('WhatsApp')).toEqual(['0', '0', '0', '0']);
    const unreached = screen.getByRole('list', { name: 'Não alcançados' });
    expect(
      within(unreached)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tiago Piloto', 'Vera Voo']);
  });

  it("reopens a test from the address, reads it again every 10 s and on 'Atualizar'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, user } = openAs(admin, `/admin/alcance?teste=${TEST_ID}`, {
      [testPath]: { status: 200, body: aTest({ municipalityCode: 3303906, uf: null }) },
      '/api/municipalities/3303906': {
        status: 200,
        body: { code: 3303906, name: 'Petrópolis', uf: 'RJ', latitude: 0, longitude: 0 },
      },
    });

    expect(await screen.findByText(/Petrópolis – RJ · enviado em/)).toBeInTheDocument();
    const first = reads(fetchMock);
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(reads(fetchMock)).toBeGreaterThan(first));

    const before = reads(fetchMock);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(reads(fetchMock)).toBeGreaterThan(before));
  });

  it('says when the test of the address does not exist, and when the send fails', async () => {
    const { user } = openAs(admin, `/admin/alcance?teste=${TEST_ID}`, {
      [testPath]: {
        status: 404,
        body: { message: 'Teste de alcance não encontrado', statusCode: 404 },
      },
      'POST /api/reachability-tests': serverError,
    });

    expect(await screen.findByText('Teste de alcance não encontrado.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Um estado' }));
    await user.selectOptions(screen.getByLabelText('Estado (UF)'), 'SP');
    await user.click(screen.getByRole('button', { name: 'Enviar teste de alcance' }));
    expect(
      await screen.findByText('Erro ao registrar informações, tente novamente mais tarde!', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
  });
});
