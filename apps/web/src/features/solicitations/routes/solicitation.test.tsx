import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aSolicitationDetail,
  goOffline,
  openedBefore,
  renderApp,
  signedInAs,
} from '@/testing/test-utils';
import { otherStaff, pilot, staff } from '../test-fixtures';

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

function openDetail(detail = request) {
  return {
    [`/api/solicitation/${detail.id}`]: { status: 200, body: detail },
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
    expect(screen.getByRole('link', { name: /Tiago Piloto/ })).toHaveAttribute(
      'href',
      '/driver/0190a5b2-3333-7000-8000-000000000001',
    );
    // The contacted pilot's phone, apart from the link to his page.
    expect(screen.getByRole('link', { name: '(21) 91234-5678' })).toHaveAttribute(
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

  it('gives other staff the contacted pilots but not the report or the edit', async () => {
    signedInAs(otherStaff, openDetail({ ...request, ContactedDrivers: [] }));
    renderApp(`/solicitations/${request.id}`);

    await findTitle('Enchente no Vale do Cuiabá');
    expect(screen.getByText('Nenhum droneiro contactado')).toBeInTheDocument();
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
