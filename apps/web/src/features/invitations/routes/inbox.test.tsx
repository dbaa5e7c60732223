import type { Invitation } from '@drones/shared/invitations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  aUser,
  anInvitation,
  notifications,
  renderApp,
  signedInAs,
  type Answer,
} from '@/testing/test-utils';

const pilot = aUser({ name: 'Fernanda Lima', role: 'DRIVER' });

/**
 * Signed in as the pilot, with `GET /api/invitations` answering by its `status` parameter (the
 * waiting ones, or all of them); the other paths answer as in `answers`.
 */
function signedInWithInbox(
  lists: { waiting: Invitation[]; all: Invitation[] },
  answers: Record<string, Answer> = {},
) {
  const fallback = signedInAs(pilot, {
    '/api/communications': { status: 200, body: [] },
    ...answers,
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/invitations') return fallback(input, init);
    const list = url.searchParams.get('status') === 'invited' ? lists.waiting : lists.all;
    return new Response(JSON.stringify(list), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(list.length) },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the pilot inbox', () => {
  it("shows the call-out's message with the invitation, and a cancelled request as cancelled", async () => {
    const called = anInvitation({
      message: 'Encontro na base do Corpo de Bombeiros às 7h.\nColete refletivo obrigatório.',
    });
    const cancelled = anInvitation({
      id: '0190a5b2-5555-7000-8000-000000000002',
      cancelledAt: '2026-11-28T13:45:00.000Z',
      solicitation: {
        ...called.solicitation,
        id: '0190a5b2-1111-7000-8000-0000000000ff',
        name: 'Deslizamento em Teresópolis',
        place: '',
        hour: '',
        description: '',
        creator: { name: '', phone: null, email: '' },
      },
    });
    signedInWithInbox({ waiting: [called], all: [called, cancelled] });
    renderApp('/convites');

    const waiting = await section('Aguardando resposta');
    const card = await waiting.findByRole('article', { name: called.solicitation.name });
    expect(within(card).getByText('Mensagem de Carla Defesa')).toBeInTheDocument();
    expect(
      within(card).getByText(/Encontro na base do Corpo de Bombeiros às 7h\.\s+Colete/),
    ).toBeInTheDocument();

    const closed = await section('Respondidos e cancelados');
    const gone = await closed.findByRole('article', { name: 'Deslizamento em Teresópolis' });
    expect(within(gone).getByRole('status')).toHaveTextContent('Solicitação cancelada');
    expect(gone).toHaveTextContent(/Cancelada por quem a criou em 28\/11\/2026 às \d\d:\d\d/);
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
    expect(within(gone).queryByRole('link', { name: /Ver a solicitação/ })).not.toBeInTheDocument();
  });

  it("tells a volunteer, after 'Vou participar', that his offer stands", async () => {
    const offered = anInvitation({ status: 'volunteered' });
    const fetchMock = signedInWithInbox(
      { waiting: [], all: [offered] },
      { [`POST /api/invitations/${offered.id}/answer`]: { status: 200, body: offered } },
    );
    const user = userEvent.setup();
    renderApp('/convites');

    const card = await (
      await section('Respondidos e cancelados')
    ).findByRole('article', { name: offered.solicitation.name });
    const yes = within(card).getByRole('button', { name: 'Vou participar' });
    // His offer is his yes: the button shows it before and after he presses it.
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    await user.click(yes);

    expect(
      await within(await notifications()).findByText(
        'Sua oferta continua de pé: quem criou a solicitação vai confirmar a sua participação.',
      ),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'POST' && String(input) === `/api/invitations/${offered.id}/answer`,
      ),
    ).toBe(true);
    expect(within(card).getByRole('button', { name: 'Vou participar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('tells the pilot what his answer did', async () => {
    const called = anInvitation();
    signedInWithInbox(
      { waiting: [called], all: [called] },
      {
        [`POST /api/invitations/${called.id}/answer`]: {
          status: 200,
          body: { ...called, status: 'accepted' },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/convites');

    const card = await (
      await section('Aguardando resposta')
    ).findByRole('article', { name: called.solicitation.name });
    await user.click(within(card).getByRole('button', { name: 'Vou participar' }));
    expect(
      await within(await notifications()).findByText('Resposta registrada: você vai participar.'),
    ).toBeInTheDocument();
  });
});
