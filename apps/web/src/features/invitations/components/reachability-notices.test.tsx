import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, notifications, openAs, serverError } from '@/testing/test-utils';

// The inbox's notices of the reachability tests the pilot has not confirmed.

const pilot = aUser({ name: 'Fernanda Lima', role: 'DRIVER' });
const TEST_ID = '0190a5b2-7777-7000-8000-000000000003';
const lists = {
  '/api/invitations': { status: 200, body: [] },
  '/api/communications': { status: 200, body: [] },
};
const pending = {
  '/api/reachability-tests/mine': {
    status: 200,
    body: [{ id: TEST_ID, createdAt: '2026-11-28T10:00:00.000Z' }],
  },
};
const NOTICE = 'A Defesa Civil está testando se as mensagens chegam até você.';

describe('reachability tests in the inbox', () => {
  it('confirms with the session, thanks the pilot and drops the notice', async () => {
    const { fetchMock, user } = openAs(pilot, '/convites', {
      ...lists,
      ...pending,
      [`POST /api/reachability-tests/${TEST_ID}/confirm`]: { status: 204 },
    });

    // Once confirmed, the server lists the test no more.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/reachability-tests/mine' &&
      jsonBodyOf(fetchMock, 'POST', `/reachability-tests/${TEST_ID}/confirm`)
        ? Response.json([])
        : answer(input, init),
    );

    const notice = await screen.findByRole('article', { name: 'Teste de alcance' });
    expect(within(notice).getByText(NOTICE)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Confirmar recebimento' }));

    expect(
      await within(await notifications()).findByText('Recebimento confirmado. Obrigado!'),
    ).toBeInTheDocument();
    // The session says who confirms: no token.
    expect(jsonBodyOf(fetchMock, 'POST', `/reachability-tests/${TEST_ID}/confirm`)).toEqual({});
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
  });

  it('keeps the notice when the confirmation fails', async () => {
    const { user } = openAs(pilot, '/convites', {
      ...lists,
      ...pending,
      [`POST /api/reachability-tests/${TEST_ID}/confirm`]: serverError,
    });
    const notice = await screen.findByRole('article', { name: 'Teste de alcance' });
    await user.click(within(notice).getByRole('button', { name: 'Confirmar recebimento' }));
    expect(
      await within(await notifications()).findByText(
        'Erro ao atualizar informações, tente novamente mais tarde!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('shows nothing above the invitations without a test to confirm', async () => {
    openAs(pilot, '/convites', {
      ...lists,
      '/api/reachability-tests/mine': { status: 200, body: [] },
    });
    expect(
      await screen.findByText('Nenhum convite aguardando a sua resposta.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
