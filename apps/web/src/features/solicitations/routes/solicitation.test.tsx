import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import {
  aRosterEntry,
  anInvitation,
  aSolicitationDetail,
  goOffline,
  notifications,
  openedBefore,
  renderApp,
  signedInAs,
} from '@/testing/test-utils';
import { otherStaff, pilot, staff } from '../test-fixtures';
import type { RosterEntry } from '@drones/shared/invitations';

const request = aSolicitationDetail({
  name: 'Enchente no Vale do Cuiabá',
  observation: 'Levar baterias extras',
  urgency: 'urgente',
  urlsPhoto: ['/api/files/a?exp=1&sig=x', '/api/files/b?exp=1&sig=y'],
  ContactedDrivers: [
    {
      id: '0190a5b2-3333-7000-8000-000000000001',
      name: 'Tiago Piloto',
      email: 'tiago@example.com',
      phone: '21912345678',
    },
  ],
});

/** The roster entry of a pilot asked to take part (the spec's contact), not answering yet. */
function asked(id: string, name: string, phone: string | null = null): RosterEntry {
  return aRosterEntry({
    pilot: { id, name, phone, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
    source: 'contact',
  });
}

/** The request's detail, and for staff its team: the pilots of its ContactedDrivers. */
function openDetail(detail = request) {
  return {
    [`/api/solicitation/${detail.id}`]: { status: 200, body: detail },
    [`/api/solicitation/${detail.id}/roster`]: {
      status: 200,
      body: detail.ContactedDrivers.map((driver) => asked(driver.id, driver.name, driver.phone)),
    },
    [`/api/solicitation/${detail.id}/timeline`]: { status: 200, body: [] },
  };
}

/** The page's title, once its lazily loaded page and data have arrived. */
const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('solicitation detail', () => {
  it('shows every field, the photos, the contact and, to its creator, what to do next', async () => {
    signedInAs(staff, openDetail());
    renderApp(`/solicitations/${request.id}`);

    await findTitle('Enchente no Vale do Cuiabá');
    expect(screen.getByText('Em curso')).toBeInTheDocument();
    expect(screen.getByText('Criada em', { exact: false })).toHaveTextContent(
      /Criada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/,
    );
    for (const text of [
      request.description,
      request.place,
      request.hour,
      request.necessary_resources,
      request.mission_details,
      'Levar baterias extras',
      'urgente',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(2);
    expect(screen.getByText('(21) 98765-4321')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'carla@defesacivil.rj.gov.br' })).toHaveAttribute(
      'href',
      'mailto:carla@defesacivil.rj.gov.br',
    );
    // The contacted pilots are the live team.
    const team = await screen.findByRole('list', { name: 'Equipe da solicitação' });
    expect(within(team).getByRole('link', { name: 'Tiago Piloto' })).toHaveAttribute(
      'href',
      '/driver/0190a5b2-3333-7000-8000-000000000001',
    );
    expect(within(team).getByText('Contactado · tiago@example.com')).toBeInTheDocument();
    // The contacted pilot's phone, apart from the link to his page.
    expect(within(team).getByRole('link', { name: '(21) 91234-5678' })).toHaveAttribute(
      'href',
      'tel:+5521912345678',
    );
    expect(screen.getByRole('link', { name: 'Fazer o relatório da missão' })).toHaveAttribute(
      'href',
      `/solicitations/${request.id}/mission`,
    );
    expect(screen.getByRole('link', { name: 'Editar a solicitação' })).toHaveAttribute(
      'href',
      `/solicitations/${request.id}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/solicitations');
  });

  it("puts the call-out before the team, so a phone reaches 'Convocar' above a long team", async () => {
    signedInAs(staff, openDetail());
    renderApp(`/solicitations/${request.id}`);

    const recommended = await screen.findByRole('heading', { name: 'Droneiros recomendados' });
    const team = screen.getByRole('heading', { name: 'Equipe' });
    // A phone reads the page in its DOM order (ADR 031).
    expect(
      recommended.compareDocumentPosition(team) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the mission day with the hour, and flags a team member busy elsewhere at that time', async () => {
    const dated = aSolicitationDetail({ name: 'Mapeamento do Quitandinha', date: '2026-11-28' });
    const busyOn = { id: '0190a5b2-1111-7000-8000-0000000000bb', name: 'Busca no Vale do Cuiabá' };
    signedInAs(staff, {
      ...openDetail(dated),
      [`/api/solicitation/${dated.id}/roster`]: {
        status: 200,
        body: [aRosterEntry({ invitedAt: '2026-11-27T10:00:00.000Z', conflict: busyOn })],
      },
    });
    renderApp(`/solicitations/${dated.id}`);

    await findTitle('Mapeamento do Quitandinha');
    expect(screen.getByText('sáb., 28/11 às 07:00')).toBeVisible();
    const team = await screen.findByRole('list', { name: 'Equipe da solicitação' });
    expect(within(team).getByText(/já está na solicitação/)).toHaveTextContent(
      'já está na solicitação Busca no Vale do Cuiabá',
    );
    expect(within(team).getByRole('link', { name: 'Busca no Vale do Cuiabá' })).toHaveAttribute(
      'href',
      `/solicitations/${busyOn.id}`,
    );
  });

  it('shows under each pilot how the call reached him, how he answered and what was not understood', async () => {
    signedInAs(staff, {
      ...openDetail(),
      [`/api/solicitation/${request.id}/roster`]: {
        status: 200,
        body: [
          aRosterEntry({
            status: 'accepted',
            answeredAt: '2026-11-28T10:07:00.000Z',
            answeredVia: 'whatsapp',
            deliveries: [
              { channel: 'email', status: 'sent', at: '2026-11-28T10:00:01.000Z' },
              { channel: 'whatsapp', status: 'read', at: '2026-11-28T10:05:30.000Z' },
              { channel: 'sms', status: 'failed', at: '2026-11-28T10:10:02.000Z' },
            ],
            unclearReplies: [{ text: 'talvez', via: 'sms', at: '2026-11-28T10:06:00.000Z' }],
          }),
          aRosterEntry({
            pilot: { id: '0190a5b2-3333-7000-8000-000000000002', name: 'Ana Sem Aviso' },
          }),
        ],
      },
    });
    renderApp(`/solicitations/${request.id}`);

    const chips = await screen.findByRole('list', { name: 'Avisos a Tiago Piloto' });
    const items = within(chips).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'E-mail: enviado',
      'WhatsApp: lido',
      'SMS: falhou',
    ]);
    expect(items[2]).toHaveClass('text-red-800');
    expect(items[0]).not.toHaveClass('text-red-800');
    const team = screen.getByRole('list', { name: 'Equipe da solicitação' });
    expect(within(team).getByText('respondeu por WhatsApp')).toBeInTheDocument();
    expect(within(team).getByText('Resposta não entendida (SMS): "talvez"')).toBeInTheDocument();
    // Nothing sent yet, no answer: nothing more under his name.
    expect(screen.queryByRole('list', { name: 'Avisos a Ana Sem Aviso' })).not.toBeInTheDocument();
    expect(within(team).getAllByText(/^respondeu/)).toHaveLength(1);
  });

  it('gives other staff the contacted pilots but not the report or the edit', async () => {
    signedInAs(otherStaff, openDetail({ ...request, ContactedDrivers: [] }));
    renderApp(`/solicitations/${request.id}`);

    await findTitle('Enchente no Vale do Cuiabá');
    expect(await screen.findByText('Nenhum droneiro contactado')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Equipe' })).toHaveLength(1);
    expect(
      screen.queryByRole('heading', { name: 'Droneiros contactados' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Fazer o relatório da missão' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar a solicitação' })).not.toBeInTheDocument();
  });

  it("shows a pilot the creator's contact but not the contacted pilots", async () => {
    signedInAs(pilot, openDetail({ ...request, ContactedDrivers: [], urlsPhoto: [] }));
    renderApp(`/solicitations/${request.id}`);

    await findTitle('Enchente no Vale do Cuiabá');
    expect(screen.getByText('Carla Defesa')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma foto de equipamentos adicionado')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Droneiros contactados' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum droneiro contactado')).not.toBeInTheDocument();
  });

  it('shows an invited pilot his invitation, his answer buttons and the outcome', async () => {
    const invitation = anInvitation({
      message: 'Encontro no posto da Defesa Civil.',
      solicitation: { ...anInvitation().solicitation, id: request.id },
    });
    signedInAs(pilot, {
      ...openDetail({ ...request, ContactedDrivers: [] }),
      '/api/invitations': { status: 200, body: [invitation] },
      [`POST /api/invitations/${invitation.id}/answer`]: {
        status: 200,
        body: { ...invitation, status: 'declined' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}`);

    const mine = await screen.findByRole('region', { name: 'Seu convite' });
    expect(within(mine).getByRole('status')).toHaveTextContent(
      'Você ainda não respondeu a este convite.',
    );
    expect(screen.queryByRole('button', { name: 'Quero participar' })).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Não posso' }));
    expect(
      await within(await notifications()).findByText(
        'Resposta registrada: você não pode participar.',
      ),
    ).toBeInTheDocument();
  });

  it("offers a pilot without an invitation 'Quero participar'", async () => {
    signedInAs(pilot, {
      ...openDetail({ ...request, ContactedDrivers: [] }),
      '/api/invitations': { status: 200, body: [] },
    });
    renderApp(`/solicitations/${request.id}`);

    expect(await screen.findByRole('button', { name: 'Quero participar' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Seu convite' })).not.toBeInTheDocument();
  });

  it('shows a long team compactly, with every pilot a button away', async () => {
    const crowd = Array.from({ length: 30 }, (_, i) =>
      asked(`0190a5b2-3333-7000-8000-0000000001${String(i).padStart(2, '0')}`, `Piloto ${i + 1}`),
    );
    signedInAs(staff, {
      ...openDetail(),
      [`/api/solicitation/${request.id}/roster`]: { status: 200, body: crowd },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}`);

    const team = await screen.findByRole('list', { name: 'Equipe da solicitação' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(8);
    const more = screen.getByRole('button', { name: 'Ver toda a equipe (30)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(team).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers only the mission report once finished', async () => {
    const finished = {
      ...request,
      isFinished: true,
      missionReportId: '0190a5b2-2222-7000-8000-000000000009',
    };
    signedInAs(staff, openDetail(finished));
    renderApp(`/solicitations/${request.id}`);

    await findTitle('Enchente no Vale do Cuiabá');
    expect(screen.getByText('Finalizada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o relatório da missão' })).toHaveAttribute(
      'href',
      `/solicitations/${request.id}/mission/${finished.missionReportId}`,
    );
    expect(screen.queryByRole('link', { name: 'Editar a solicitação' })).not.toBeInTheDocument();
  });

  it('says when the request does not exist', async () => {
    signedInAs(staff, {
      [`/api/solicitation/${request.id}`]: {
        status: 404,
        body: { message: 'Solicitação não encontrada', statusCode: 404 },
      },
    });
    renderApp(`/solicitations/${request.id}`);

    const title = await findTitle('Solicitação não encontrada');
    expect(
      within(title.parentElement!).getByRole('link', { name: 'Ver as solicitações' }),
    ).toHaveAttribute('href', '/solicitations');
  });
});

describe("the request's place and needs", () => {
  const placed = aSolicitationDetail({
    municipalityCode: 3303906,
    uf: 'RJ',
    latitude: -22.41,
    longitude: -43.13,
    requiredCapabilities: ['thermal', 'rtk'],
  });

  it('shows the point on a map with the tile server attribution, and the capabilities required', async () => {
    signedInAs(staff, {
      ...openDetail(placed),
      '/api/config': {
        status: 200,
        body: { mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' },
      },
    });
    renderApp(`/solicitations/${placed.id}`);

    await findTitle(placed.name);
    const required = screen.getByRole('list', { name: 'Capacidades necessárias' });
    expect(
      within(required)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Câmera térmica', 'RTK']);
    const map = await screen.findByRole('region', { name: 'Mapa do local da solicitação' });
    expect(await within(map).findByRole('button', { name: 'Local da solicitação' })).toBeVisible();
    expect(within(map).getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(within(map).getByRole('button', { name: 'Aproximar' })).toBeInTheDocument();
  });

  it('still shows the marker when the map settings cannot be read', async () => {
    signedInAs(staff, {
      ...openDetail(placed),
      '/api/config': { status: 503, body: { message: 'Indisponível', statusCode: 503 } },
    });
    renderApp(`/solicitations/${placed.id}`);

    const map = await screen.findByRole('region', { name: 'Mapa do local da solicitação' });
    expect(await within(map).findByRole('button', { name: 'Local da solicitação' })).toBeVisible();
    expect(
      screen.getByText('O mapa de fundo não carregou; os pontos continuam marcados.'),
    ).toBeInTheDocument();
  });

  it('has no map when the request has no point', async () => {
    signedInAs(staff, openDetail());
    renderApp(`/solicitations/${request.id}`);

    await findTitle(request.name);
    expect(screen.queryByRole('heading', { name: 'Local no mapa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Capacidades necessárias' })).not.toBeInTheDocument();
  });

  it('offline, shows a request opened before with a placeholder for its map', async () => {
    signedInAs(pilot, openDetail(placed));
    await openedBefore(`/solicitations/${placed.id}`, () => findTitle(placed.name));

    goOffline();
    renderApp(`/solicitations/${placed.id}`);

    await findTitle(placed.name);
    const map = await screen.findByRole('region', { name: 'Mapa do local da solicitação' });
    expect(map).toHaveTextContent('Sem conexão: o mapa aparece quando a conexão voltar.');
    expect(screen.queryByText('Carregando o mapa…')).not.toBeInTheDocument();
  });

  it('offline, says a request never opened on this device cannot be shown', async () => {
    signedInAs(pilot, openDetail(placed));
    await openedBefore(`/solicitations/${placed.id}`, () => findTitle(placed.name));

    goOffline();
    renderApp(`/solicitations/${request.id}`);

    expect(
      await screen.findByText('Sem conexão. Esta página ainda não foi aberta neste aparelho.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
  });
});
