import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RosterEntry } from '@drones/shared/invitations';
import { describe, expect, it } from 'vitest';
import {
  aRosterEntry,
  address,
  aSolicitation,
  browserBack,
  goOffline,
  openedBefore,
  renderApp,
} from '@/testing/test-utils';
import { admin, otherStaff, pilot, signedInWithLists, staff } from '../test-fixtures';

const mine = aSolicitation({ name: 'Cheia do Guaíba', userId: staff.id, urgency: 'urgente' });
const theirs = aSolicitation({ name: 'Alagamento em Itaipava', userId: otherStaff.id });
const finished = aSolicitation({
  name: 'Queda de barreira na BR-040',
  isFinished: true,
  missionReportId: '0190a5b2-2222-7000-8000-000000000001',
});

const openSection = () => screen.findByRole('region', { name: 'Solicitações em curso' });
const finishedSection = () => screen.findByRole('region', { name: 'Solicitações finalizadas' });

async function cardOf(name: string) {
  const section = await openSection();
  const heading = await within(section).findByRole('heading', { name });
  return heading.closest('li')!;
}

describe('solicitations list', () => {
  it('shows a pilot only the way to view each request', async () => {
    signedInWithLists(pilot, { open: [mine, theirs], finished: [finished] });
    renderApp('/solicitations');

    const card = await cardOf('Alagamento em Itaipava');
    expect(within(card).getByRole('link', { name: /^Visualizar/ })).toHaveAttribute(
      'href',
      `/solicitations/${theirs.id}`,
    );
    expect(screen.queryByRole('link', { name: /Solicitar apoio/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Criar solicitação/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Enviar comunicado/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Gerar relatório das solicitações' }),
    ).not.toBeInTheDocument();
  });

  it('offers civil-defence staff support and removal on their own requests only', async () => {
    signedInWithLists(staff, { open: [mine, theirs], finished: [] });
    renderApp('/solicitations');

    const own = await cardOf('Cheia do Guaíba');
    const other = await cardOf('Alagamento em Itaipava');
    expect(within(own).getByRole('link', { name: /^Solicitar apoio/ })).toHaveAttribute(
      'href',
      `/solicitations/${mine.id}/addDriver`,
    );
    expect(within(other).queryByRole('link', { name: /^Solicitar apoio/ })).not.toBeInTheDocument();
    expect(
      within(own).getByRole('button', { name: 'Remover Cheia do Guaíba' }),
    ).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Criar solicitação/ })).toHaveAttribute(
      'href',
      '/solicitations/new',
    );
    expect(screen.getByRole('link', { name: /Enviar comunicado/ })).toHaveAttribute(
      'href',
      '/comunication',
    );
    expect(
      screen.queryByRole('button', { name: 'Gerar relatório das solicitações' }),
    ).not.toBeInTheDocument();
  });

  it('gives a civil-defence account awaiting approval neither banners nor support', async () => {
    signedInWithLists({ ...staff, approvalStatus: 'pending' }, { open: [theirs] });
    renderApp('/solicitations');

    await cardOf('Alagamento em Itaipava');
    expect(screen.queryByRole('link', { name: /Solicitar apoio/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Criar solicitação/ })).not.toBeInTheDocument();
  });

  it('lets the admin export the finished requests', async () => {
    signedInWithLists(admin, { open: [], finished: [finished] });
    renderApp('/solicitations');

    expect(
      await screen.findByRole('button', { name: 'Gerar relatório das solicitações' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Criar solicitação/ })).toBeInTheDocument();
  });

  it('tells the admin when the spreadsheet could not be made', async () => {
    const fetchMock = signedInWithLists(
      admin,
      { open: [], finished: [finished] },
      {
        '/api/solicitation/export.xlsx': {
          status: 429,
          body: { message: 'Muitas requisições. Aguarde um instante.', statusCode: 429 },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/solicitations');

    await user.click(
      await screen.findByRole('button', { name: 'Gerar relatório das solicitações' }),
    );

    expect(
      await screen.findByText('Erro ao gerar o relatório, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Muitas requisições. Aguarde um instante.')).toBeInTheDocument();
    const exportCall = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/export.xlsx'),
    );
    expect(new Headers(exportCall?.[1]?.headers).get('Authorization')).toBe(
      'Bearer token-de-teste',
    );
    expect(screen.getByRole('button', { name: 'Gerar relatório das solicitações' })).toBeEnabled();
  });

  it('offers only the report on a finished request', async () => {
    signedInWithLists(staff, { open: [], finished: [{ ...finished, userId: staff.id }] });
    renderApp('/solicitations');

    const section = await finishedSection();
    const card = (await within(section).findByRole('heading', { name: finished.name })).closest(
      'li',
    )!;
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute(
      'href',
      `/solicitations/${finished.id}/mission/${finished.missionReportId}`,
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are no open and no finished requests', async () => {
    signedInWithLists(staff, { open: [], finished: [] });
    renderApp('/solicitations');

    expect(
      await within(await openSection()).findByText('Não há solicitações cadastradas.'),
    ).toBeInTheDocument();
    expect(
      await within(await finishedSection()).findByText('Não há solicitações finalizadas.'),
    ).toBeInTheDocument();
  });

  it('says when the requests could not be loaded', async () => {
    signedInWithLists(pilot, {
      open: { status: 500, body: { message: 'Erro interno do servidor.', statusCode: 500 } },
    });
    renderApp('/solicitations');

    expect(
      await within(await openSection()).findByText(
        'Erro ao carregar informações, tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
  });

  it('searches the open requests on the server once the typing stops', async () => {
    const fetchMock = signedInWithLists(pilot, { open: [theirs], finished: [] });
    const user = userEvent.setup();
    renderApp('/solicitations');

    await user.type(
      await screen.findByRole('searchbox', { name: 'Pesquisar solicitações em curso' }),
      'urgente',
    );
    const searched = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.searchParams.has('search'));
    await waitFor(() => expect(searched()).toHaveLength(1));
    expect(searched()[0]!.searchParams.get('search')).toBe('urgente');
    expect(searched()[0]!.searchParams.get('status')).toBe('open');
  });

  it('opens with the term of the address filled in and the list searched', async () => {
    const fetchMock = signedInWithLists(pilot, { open: [theirs], finished: [] });
    renderApp('/solicitations?search=itaipava');

    expect(
      await screen.findByRole('searchbox', { name: 'Pesquisar solicitações em curso' }),
    ).toHaveValue('itaipava');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([input]) => new URL(String(input), 'http://localhost'))
          .some(
            (url) =>
              url.searchParams.get('status') === 'open' &&
              url.searchParams.get('search') === 'itaipava',
          ),
      ).toBe(true),
    );
  });

  it('keeps the term in the address, so Back from a request returns to the same search', async () => {
    signedInWithLists(pilot, { open: [theirs], finished: [] });
    const user = userEvent.setup();
    renderApp('/solicitations');

    await user.type(
      await screen.findByRole('searchbox', { name: 'Pesquisar solicitações em curso' }),
      'itaipava',
    );
    await waitFor(() => expect(address()).toHaveTextContent('/solicitations?search=itaipava'));
    const card = await cardOf('Alagamento em Itaipava');
    await user.click(within(card).getAllByRole('link')[0]!);
    await waitFor(() => expect(address()).toHaveTextContent(`/solicitations/${theirs.id}`));

    await user.click(browserBack());
    await waitFor(() => expect(address()).toHaveTextContent('/solicitations?search=itaipava'));
    expect(
      await screen.findByRole('searchbox', { name: 'Pesquisar solicitações em curso' }),
    ).toHaveValue('itaipava');
  });
});

describe('removing a request', () => {
  it('asks first, and Cancelar keeps the request', async () => {
    const fetchMock = signedInWithLists(staff, { open: [mine] });
    const user = userEvent.setup();
    renderApp('/solicitations');

    await user.click(await screen.findByRole('button', { name: 'Remover Cheia do Guaíba' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Você quer realmente remover essa solicitação?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('removes it with Remover', async () => {
    const fetchMock = signedInWithLists(
      staff,
      { open: [mine] },
      { [`DELETE /api/solicitation/${mine.id}`]: { status: 204 } },
    );
    const user = userEvent.setup();
    renderApp('/solicitations');

    await user.click(await screen.findByRole('button', { name: 'Remover Cheia do Guaíba' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Solicitação removida com sucesso.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'DELETE' && String(input) === `/api/solicitation/${mine.id}`,
      ),
    ).toBe(true);
  });

  it('says that the invited pilots who had not declined will be told by e-mail', async () => {
    const entry = (n: number, status: RosterEntry['status']): RosterEntry =>
      aRosterEntry({
        pilot: {
          id: `0190a5b2-3333-7000-8000-00000000000${n}`,
          name: `Piloto ${n}`,
          phone: null,
          email: `piloto${n}@example.com`,
        },
        status,
      });
    signedInWithLists(
      staff,
      { open: [mine] },
      {
        [`/api/solicitation/${mine.id}/roster`]: {
          status: 200,
          body: [
            entry(1, 'accepted'),
            entry(2, 'invited'),
            entry(3, 'invited'),
            entry(4, 'declined'),
          ],
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/solicitations');

    await user.click(await screen.findByRole('button', { name: 'Remover Cheia do Guaíba' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Os 3 droneiros convidados serão avisados por e-mail de que a solicitação foi cancelada.',
      ),
    ).toBeVisible();
  });

  it("shows the server's reason when the removal is refused", async () => {
    signedInWithLists(
      staff,
      { open: [mine] },
      {
        [`DELETE /api/solicitation/${mine.id}`]: {
          status: 409,
          body: { message: 'A solicitação finalizada não pode ser removida.', statusCode: 409 },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/solicitations');

    await user.click(await screen.findByRole('button', { name: 'Remover Cheia do Guaíba' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }),
    );

    expect(
      await screen.findByText('A solicitação finalizada não pode ser removida.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Erro ao remover a solicitação, tente novamente mais tarde!'),
    ).toBeInTheDocument();
  });
});

describe('solicitations list offline', () => {
  it('shows the list from its last answer', async () => {
    signedInWithLists(pilot, { open: [theirs], finished: [finished] });
    await openedBefore('/solicitations', () => cardOf('Alagamento em Itaipava'));

    goOffline();
    renderApp('/solicitations');

    expect(await cardOf('Alagamento em Itaipava')).toBeVisible();
    expect(
      await within(await finishedSection()).findByText('Queda de barreira na BR-040'),
    ).toBeVisible();
    expect(await screen.findByText('Sem conexão')).toBeVisible();
  });

  it('says it was never opened on this device, and loads it when Tentar novamente finds the server', async () => {
    signedInWithLists(pilot, { open: [theirs], finished: [] });
    await openedBefore('/convites', () => screen.findByRole('heading', { name: 'Convites' }));

    goOffline();
    renderApp('/solicitations');

    const section = await openSection();
    expect(
      await within(section).findByText(
        'Sem conexão. Estes dados ainda não foram abertos neste aparelho.',
      ),
    ).toBeVisible();
    expect(within(section).queryByText('Carregando…')).not.toBeInTheDocument();

    signedInWithLists(
      pilot,
      { open: [theirs], finished: [] },
      {
        '/api/health/live': { status: 200, body: { status: 'ok' } },
      },
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    expect(await cardOf('Alagamento em Itaipava')).toBeVisible();
  });
});
