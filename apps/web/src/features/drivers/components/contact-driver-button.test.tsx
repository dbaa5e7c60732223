import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  aPilotPage,
  aSolicitationDetail,
  aUser,
  jsonBodyOf,
  notifications,
  renderApp,
  signedInAs,
} from '@/testing/test-utils';

const creator = aUser({ role: 'GOVERNMENT', name: 'Carlos Souza' });
const pilot = aPilotPage({ id: '0190a5b2-3333-7000-8000-000000000001', name: 'Maria da Silva' });
const detail = aSolicitationDetail({ userId: creator.id });
const requestId = detail.id;
const ASK = 'Solicitar participação do droneiro';

function openProfile(answers: Record<string, Answer>, user = creator) {
  const fetchMock = signedInAs(user, {
    [`/api/users/${pilot.id}`]: { status: 200, body: pilot },
    [`/api/solicitation/${requestId}`]: { status: 200, body: detail },
    ...answers,
  });
  renderApp(`/solicitations/${requestId}/addDriver/${pilot.id}`);
  return fetchMock;
}

describe('asking a pilot to take part', () => {
  it('asks, confirms, and then shows the pilot as already asked', async () => {
    const fetchMock = openProfile({
      'POST /api/contactedDriver': {
        status: 201,
        body: { solicitationId: requestId, userId: pilot.id, createdAt: detail.createdAt },
      },
    });
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maria da Silva' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os droneiros' })).toHaveAttribute(
      'href',
      `/solicitations/${requestId}/addDriver`,
    );
    await user.click(await screen.findByRole('button', { name: ASK }));

    expect(
      await within(await notifications()).findByText(
        'Participação do droneiro solicitada com sucesso!',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Participação do droneiro já solicitada')).toBeVisible();
    expect(screen.queryByRole('button', { name: ASK })).toBeNull();
    expect(jsonBodyOf(fetchMock, 'POST', '/contactedDriver')).toEqual({
      solicitationId: requestId,
      userId: pilot.id,
    });
    // Sent with an Idempotency-Key, so a resend after a lost answer asks once (ADR 032).
    const ask = fetchMock.mock.calls.find(([url]) => String(url) === '/api/contactedDriver')!;
    expect(new Headers(ask[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The request is read again, so its contacted pilots are up to date everywhere.
    const detailReads = fetchMock.mock.calls.filter(
      ([url]) => String(url) === `/api/solicitation/${requestId}`,
    );
    expect(detailReads.length).toBeGreaterThan(1);
  });

  it('shows a pilot the request already lists as asked', async () => {
    openProfile({
      [`/api/solicitation/${requestId}`]: {
        status: 200,
        body: { ...detail, ContactedDrivers: [{ id: pilot.id, name: pilot.name, email: '' }] },
      },
    });
    expect(await screen.findByText('Participação do droneiro já solicitada')).toBeVisible();
    expect(screen.queryByRole('button', { name: ASK })).toBeNull();
  });

  it("tells someone else's request apart instead of offering the button", async () => {
    openProfile({}, aUser({ id: '0190a5b2-4444-7000-8000-000000000001', role: 'GOVERNMENT' }));
    expect(
      await screen.findByText('Somente o usuário que criou a solicitação pode pedir apoio.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: ASK })).toBeNull();
  });

  it.each([
    [
      { status: 404, body: { message: 'Solicitação não encontrada', statusCode: 404 } },
      'Solicitação não encontrada',
    ],
    [
      {
        status: 403,
        body: {
          message: 'Somente o usuário que criou a solicitação pode pedir apoio.',
          statusCode: 403,
        },
      },
      'Somente o usuário que criou a solicitação pode pedir apoio.',
    ],
    [
      { status: 500, body: { message: 'Erro interno do servidor.', statusCode: 500 } },
      'Ocorreu um erro, tente novamente mais tarde',
    ],
  ])('keeps the button after a failure and says why (%#)', async (answer, message) => {
    openProfile({ 'POST /api/contactedDriver': answer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: ASK }));

    expect(await within(await notifications()).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ASK })).toBeEnabled();
    expect(screen.queryByText('Participação do droneiro já solicitada')).toBeNull();
  });

  it('reads the request first: an unknown one is the page state, with no button', async () => {
    openProfile({
      [`/api/solicitation/${requestId}`]: {
        status: 404,
        body: { message: 'Solicitação não encontrada', statusCode: 404 },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitação não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ASK })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para as solicitações' })).toHaveAttribute(
      'href',
      '/solicitations',
    );
  });

  it('offers no button on a finished request and says why', async () => {
    openProfile({
      [`/api/solicitation/${requestId}`]: { status: 200, body: { ...detail, isFinished: true } },
    });
    expect(
      await screen.findByText(
        'Esta solicitação já foi finalizada e não recebe novos pedidos de apoio.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: ASK })).toBeNull();
  });
});
