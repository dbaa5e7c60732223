import type { PilotMatch } from '@drones/shared/matching';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aSolicitationDetail,
  jsonBodyOf,
  notifications,
  renderApp,
  signedInAs,
  type Answer,
} from '@/testing/test-utils';
import { NO_FILTERED_MATCHES, NO_MATCHES } from '../components/recommended-pilots';
import { admin, pilot, staff } from '../test-fixtures';

const request = aSolicitationDetail({ requiredCapabilities: ['thermal'] });

function aMatch(
  id: string,
  name: string,
  score: number,
  reasons: PilotMatch['reasons'],
  overrides: Partial<PilotMatch> = {},
): PilotMatch {
  return {
    pilot: {
      id: `0190a5b2-4444-7000-8000-00000000000${id}`,
      name,
      urlPhoto: null,
      phone: '24998765432',
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      city: 'Petrópolis',
      district: 'Itaipava',
      uf: 'RJ',
      latitude: -22.5112,
      longitude: -43.1779,
    },
    score,
    distanceKm: null,
    reasons,
    invitation: null,
    conflict: null,
    ...overrides,
  };
}

const joao = aMatch('1', 'João Silva Souza', 92, [
  { code: 'same_municipality', label: 'no mesmo município' },
  { code: 'available_today', label: 'disponível hoje (sábado)' },
  { code: 'capabilities', label: 'Câmera térmica' },
  { code: 'certificate', label: 'certificado verificado até 10/2027' },
  { code: 'new', label: 'ainda sem chamados' },
]);
const bia = aMatch(
  '2',
  'Beatriz Lima',
  61,
  [
    { code: 'distance', label: 'a 12,3 km' },
    { code: 'capabilities', label: 'Câmera térmica' },
    { code: 'responsive', label: 'respondeu 8 de 10 chamados' },
    { code: 'missions', label: '3 missões concluídas' },
  ],
  { distanceKm: 12.3, invitation: { status: 'invited' } },
);
const caio = aMatch('3', 'Caio Mendes', 70, [
  { code: 'same_municipality', label: 'no mesmo município' },
  { code: 'available_today', label: 'disponível hoje (sábado)' },
  { code: 'missing_capabilities', label: 'sem Câmera térmica' },
  { code: 'new', label: 'ainda sem chamados' },
]);

const matchesPath = `/api/solicitation/${request.id}/matches`;

function openWith(matches: Answer, detail = request) {
  return {
    [`/api/solicitation/${detail.id}`]: { status: 200, body: detail },
    [`/api/solicitation/${detail.id}/matches`]: matches,
  };
}

const section = async () =>
  within((await screen.findByRole('heading', { name: 'Droneiros recomendados' })).parentElement!);

describe('recommended pilots on a request', () => {
  it('ranks the pilots with their score, every reason and a way to their profile', async () => {
    signedInAs(staff, openWith({ status: 200, body: [joao, bia, caio] }));
    renderApp(`/solicitations/${request.id}`);

    const recommended = await section();
    const cards = await recommended.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      '1º João Silva Souza',
      '2º Beatriz Lima',
      '3º Caio Mendes',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('Pontuação 92 de 100')).toBeInTheDocument();
    expect(first.getByText('Itaipava, Petrópolis – RJ')).toBeInTheDocument();
    expect(
      within(first.getByRole('list', { name: 'Motivos' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'no mesmo município',
      'disponível hoje (sábado)',
      'Câmera térmica',
      'certificado verificado até 10/2027',
      'ainda sem chamados',
    ]);
    expect(first.getByRole('link', { name: 'Ver perfil de João Silva Souza' })).toHaveAttribute(
      'href',
      `/driver/${joao.pilot.id}`,
    );
    expect(first.getByRole('link', { name: '(24) 99876-5432' })).toHaveAttribute(
      'href',
      'tel:+5524998765432',
    );
    expect(within(cards[1]!).getByText('Convidado')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('a 12,3 km')).toBeInTheDocument();
    expect(recommended.getByText('3 droneiros')).toBeInTheDocument();
    const map = await recommended.findByRole('region', {
      name: 'Mapa da solicitação e dos droneiros recomendados',
    });
    expect(await within(map).findByRole('button', { name: '1º João Silva Souza' })).toBeVisible();
    expect(within(map).getByRole('button', { name: '3º Caio Mendes' })).toBeVisible();
  });

  it('warns that a pilot has accepted another request at the same time, and still lets him be picked', async () => {
    const busy = aMatch('4', 'Diego Ramos', 80, [], {
      conflict: { id: '0190a5b2-1111-7000-8000-0000000000bb', name: 'Busca no Vale do Cuiabá' },
    });
    signedInAs(staff, openWith({ status: 200, body: [busy, joao] }));
    renderApp(`/solicitations/${request.id}`);

    const card = await screen.findByRole('article', { name: '1º Diego Ramos' });
    expect(within(card).getByText(/já está na solicitação/)).toHaveTextContent(
      'já está na solicitação Busca no Vale do Cuiabá',
    );
    expect(within(card).getByRole('checkbox', { name: 'Selecionar Diego Ramos' })).toBeEnabled();
    const other = screen.getByRole('article', { name: '2º João Silva Souza' });
    expect(within(other).queryByText(/já está na solicitação/)).toBeNull();
  });

  it('a double click on Convocar calls the pilots out once and reads as done', async () => {
    const calloutPath = `/api/solicitation/${request.id}/callout`;
    const fetchMock = signedInAs(staff, {
      ...openWith({ status: 200, body: [joao, bia, caio] }),
      [`POST ${calloutPath}`]: { status: 201, body: { invited: 1, alreadyInvited: 0 } },
    });
    // The call-out is answered only once the test lets it: both clicks land while it is sent.
    const answer = fetchMock.getMockImplementation()!;
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === calloutPath) await held;
      return answer(input, init);
    });
    const callouts = () => fetchMock.mock.calls.filter(([input]) => String(input) === calloutPath);
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}`);
    const recommended = await section();
    await user.click(await recommended.findByLabelText('Selecionar João Silva Souza'));

    await user.dblClick(recommended.getByRole('button', { name: 'Convocar' }));
    letThrough();

    const toasts = within(await notifications());
    expect(await toasts.findByText('1 droneiro convocado.')).toBeInTheDocument();
    expect(toasts.queryByText('Não foi possível convocar.')).not.toBeInTheDocument();
    expect(callouts()).toHaveLength(1);
    const [, init] = callouts()[0]!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(recommended.getByText('Nenhum droneiro selecionado')).toBeVisible());
  });

  it('filters to the pilots with every required capability, or available today', async () => {
    const user = userEvent.setup();
    signedInAs(staff, openWith({ status: 200, body: [joao, bia, caio] }));
    renderApp(`/solicitations/${request.id}`);
    const recommended = await section();
    await recommended.findAllByRole('article');

    await user.click(recommended.getByLabelText('Só com todas as capacidades exigidas'));
    expect(recommended.queryByRole('article', { name: '3º Caio Mendes' })).not.toBeInTheDocument();
    expect(recommended.getAllByRole('article')).toHaveLength(2);
    expect(recommended.getByText('2 de 3 carregados')).toBeInTheDocument();

    await user.click(recommended.getByLabelText('Só disponíveis hoje'));
    expect(recommended.getAllByRole('article').map((card) => card.ariaLabel)).toEqual([
      '1º João Silva Souza',
    ]);

    await user.click(recommended.getByLabelText('Só com todas as capacidades exigidas'));
    await user.click(recommended.getByLabelText('Só disponíveis hoje'));
    expect(recommended.getAllByRole('article')).toHaveLength(3);
  });

  it('says so when the filters leave nobody', async () => {
    const user = userEvent.setup();
    signedInAs(admin, openWith({ status: 200, body: [bia] }));
    renderApp(`/solicitations/${request.id}`);
    const recommended = await section();
    await recommended.findByRole('article');
    await user.click(recommended.getByLabelText('Só disponíveis hoje'));
    expect(recommended.getByText(NO_FILTERED_MATCHES)).toBeInTheDocument();
  });

  it('offers the capability filter only when the request requires capabilities', async () => {
    const plain = aSolicitationDetail({ requiredCapabilities: [] });
    signedInAs(staff, openWith({ status: 200, body: [joao] }, plain));
    renderApp(`/solicitations/${plain.id}`);
    const recommended = await section();
    await recommended.findByRole('article');
    expect(recommended.getByLabelText('Só disponíveis hoje')).toBeInTheDocument();
    expect(recommended.queryByLabelText('Só com todas as capacidades exigidas')).toBeNull();
  });

  it('says so when no pilot matches', async () => {
    signedInAs(staff, openWith({ status: 200, body: [] }));
    renderApp(`/solicitations/${request.id}`);
    const recommended = await section();
    expect(await recommended.findByText(NO_MATCHES)).toBeInTheDocument();
  });

  it('starts the automatic call-out with a message its invitations carry', async () => {
    const message = 'Ponto de encontro: posto da Defesa Civil.';
    const fetchMock = signedInAs(staff, {
      ...openWith({ status: 200, body: [joao, caio] }),
      [`GET /api/solicitation/${request.id}/callout/auto`]: { status: 200, body: null },
      [`POST /api/solicitation/${request.id}/callout`]: {
        status: 201,
        body: {
          invited: 2,
          alreadyInvited: 0,
          auto: {
            wanted: 1,
            everyMinutes: 10,
            message,
            accepted: 0,
            nextStepAt: '2026-11-28T13:10:00.000Z',
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}`);

    const auto = within(await screen.findByRole('region', { name: 'Convocação automática' }));
    await user.clear(await auto.findByLabelText('Droneiros necessários'));
    await user.type(auto.getByLabelText('Droneiros necessários'), '1');
    await user.type(auto.getByLabelText('Mensagem da convocação automática (opcional)'), message);
    await user.click(auto.getByRole('button', { name: 'Iniciar' }));

    expect(
      await within(await notifications()).findByText(
        'Convocação automática iniciada: 2 droneiros convocados.',
      ),
    ).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'POST', `/solicitation/${request.id}/callout`)).toEqual({
      auto: { wanted: 1, everyMinutes: 10, message },
    });
  });

  it('offers a retry when the list cannot load', async () => {
    signedInAs(staff, openWith({ status: 500, body: { message: 'Erro', statusCode: 500 } }));
    renderApp(`/solicitations/${request.id}`);
    const recommended = await section();
    expect(
      await recommended.findByRole('button', { name: 'Tentar novamente' }),
    ).toBeInTheDocument();
  });

  it('is not shown to pilots, who are not asked for it', async () => {
    const fetchMock = signedInAs(pilot, openWith({ status: 200, body: [joao] }));
    renderApp(`/solicitations/${request.id}`);
    await screen.findByRole('heading', { level: 1, name: request.name });
    expect(screen.queryByRole('heading', { name: 'Droneiros recomendados' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith(matchesPath))).toBe(
      false,
    );
  });

  it('is not shown once the request is finished', async () => {
    const finished = aSolicitationDetail({ isFinished: true, requiredCapabilities: [] });
    signedInAs(staff, openWith({ status: 200, body: [joao] }, finished));
    renderApp(`/solicitations/${finished.id}`);
    await screen.findByRole('heading', { level: 1, name: finished.name });
    expect(screen.queryByRole('heading', { name: 'Droneiros recomendados' })).toBeNull();
  });
});
