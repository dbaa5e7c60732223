import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSolicitationDetail, aUser, renderApp, signedInAs } from '@/testing/test-utils';

const government = aUser({ role: 'GOVERNMENT', name: 'Carlos Souza' });
const detail = aSolicitationDetail({ userId: government.id, name: 'Enchente no bairro Centro' });
const requestId = detail.id;
const pilot = {
  ...aUser({
    id: '0190a5b2-3333-7000-8000-000000000001',
    name: 'Maria da Silva',
    email: 'maria.da.silva.voluntaria@example.com',
  }),
  disponibility: { city: 'Petrópolis', district: 'Centro' },
  equipments: [],
};

describe('pilots for a request', () => {
  it('lists the pilots with their e-mail, each leading to the page that asks him', async () => {
    signedInAs(government, {
      [`/api/solicitation/${requestId}`]: { status: 200, body: detail },
      '/api/users': { status: 200, body: [pilot] },
    });
    renderApp(`/solicitations/${requestId}/addDriver`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'DRONEIROS CADASTRADOS' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Enchente no bairro Centro')).toBeVisible();
    const card = await screen.findByRole('link', { name: /Maria S\./ });
    expect(card).toHaveAttribute('href', `/solicitations/${requestId}/addDriver/${pilot.id}`);
    expect(within(card).getByText('maria.da.silva.volunta...')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar droneiros' })).toHaveAttribute(
      'placeholder',
      'Pesquise por nome, cidade ou bairro',
    );
  });

  it('lists the pilots nearest first with the distance when the request has a place', async () => {
    const placed = {
      ...detail,
      municipalityCode: 3303906,
      uf: 'RJ',
      latitude: -22.5,
      longitude: -43.2,
    };
    const fetchMock = signedInAs(government, {
      [`/api/solicitation/${requestId}`]: { status: 200, body: placed },
      '/api/users': { status: 200, body: [{ ...pilot, distanceKm: 12.3 }] },
    });
    renderApp(`/solicitations/${requestId}/addDriver`);

    const card = await screen.findByRole('link', { name: /Maria S\./ });
    expect(within(card).getByText(/a 12,3 km/)).toBeVisible();
    expect(screen.getByText(/do mais perto ao mais longe do local/)).toBeVisible();
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/users?'));
    expect(asked).toEqual([`/api/users?limit=24&near=${requestId}`]);
  });

  it('says when no pilot is registered', async () => {
    signedInAs(government, {
      [`/api/solicitation/${requestId}`]: { status: 200, body: detail },
      '/api/users': { status: 200, body: [] },
    });
    renderApp(`/solicitations/${requestId}/addDriver`);
    expect(await screen.findByText('Não há droneiros cadastrados.')).toBeVisible();
  });

  it('says when the pilots cannot be loaded', async () => {
    signedInAs(government, {
      [`/api/solicitation/${requestId}`]: { status: 200, body: detail },
      '/api/users': { status: 500, body: { message: 'Erro interno.', statusCode: 500 } },
    });
    renderApp(`/solicitations/${requestId}/addDriver`);
    expect(
      await screen.findByText('Erro ao carregar informações, tente novamente mais tarde.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });

  it('says when the request does not exist', async () => {
    signedInAs(government, {
      [`/api/solicitation/${requestId}`]: {
        status: 404,
        body: { message: 'Solicitação não encontrada', statusCode: 404 },
      },
      '/api/users': { status: 200, body: [pilot] },
    });
    renderApp(`/solicitations/${requestId}/addDriver`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Solicitação não encontrada');
    expect(screen.getByRole('link', { name: 'Voltar para as solicitações' })).toHaveAttribute(
      'href',
      '/solicitations',
    );
  });

  it('says a finished request takes no new pilots', async () => {
    signedInAs(government, {
      [`/api/solicitation/${requestId}`]: { status: 200, body: { ...detail, isFinished: true } },
      '/api/users': { status: 200, body: [pilot] },
    });
    renderApp(`/solicitations/${requestId}/addDriver`);
    expect(
      await screen.findByText(
        'Esta solicitação já foi finalizada e não recebe novos pedidos de apoio.',
      ),
    ).toBeVisible();
  });

  it("marks the pilots already asked for this request and shows each pilot's drones", async () => {
    const asked = {
      ...pilot,
      id: '0190a5b2-3333-7000-8000-000000000002',
      name: 'João Pereira',
      equipments: [
        {
          id: '0190a5b2-5555-7000-8000-000000000001',
          name: 'Mavic 3',
          manufacture: 'DJI',
          model: 'M3T',
        },
        {
          id: '0190a5b2-5555-7000-8000-000000000002',
          name: 'Air 3',
          manufacture: 'DJI',
          model: 'DA3',
        },
      ],
    };
    signedInAs(government, {
      [`/api/solicitation/${requestId}`]: {
        status: 200,
        body: {
          ...detail,
          ContactedDrivers: [{ id: asked.id, name: asked.name, email: asked.email }],
        },
      },
      '/api/users': { status: 200, body: [asked, pilot] },
    });
    renderApp(`/solicitations/${requestId}/addDriver`);

    const askedCard = await screen.findByRole('link', { name: /João P\./ });
    expect(within(askedCard).getByText('Já solicitado')).toBeVisible();
    expect(within(askedCard).getByText('DJI Mavic 3, DJI Air 3')).toBeVisible();
    const otherCard = screen.getByRole('link', { name: /Maria S\./ });
    expect(within(otherCard).queryByText('Já solicitado')).toBeNull();
    expect(within(otherCard).getByText('Nenhum equipamento cadastrado')).toBeVisible();
  });
});
