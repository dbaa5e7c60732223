import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  address,
  aSolicitation,
  aUser,
  browserBack,
  renderApp,
  signedInAs,
} from '@/testing/test-utils';

const government = aUser({ role: 'GOVERNMENT', name: 'Carlos Souza' });

const request = aSolicitation({ userId: government.id, name: 'Enchente no bairro Centro' });

const pilot = {
  ...aUser({ id: '0190a5b2-3333-7000-8000-000000000001', name: 'Maria da Silva' }),
  disponibility: { city: 'Petrópolis', district: 'Centro' },
  equipments: [],
};

const section = (name: string) => screen.findByRole('region', { name });
const listCalls = (fetchMock: ReturnType<typeof signedInAs>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${path}?`));

describe('government home', () => {
  it('says when there are no open requests and no pilots', async () => {
    signedInAs(government, {
      '/api/solicitation': { status: 200, body: [] },
      '/api/users': { status: 200, body: [] },
    });
    renderApp('/home');

    const requests = await section('ÚLTIMAS SOLICITAÇÕES');
    expect(await within(requests).findByText('Não há solicitações cadastradas.')).toBeVisible();
    expect(within(requests).getByRole('link', { name: /Ver todas/ })).toHaveAttribute(
      'href',
      '/solicitations',
    );
    const pilots = await section('DRONEIROS CADASTRADOS');
    expect(await within(pilots).findByText('Não há droneiros cadastrados.')).toBeVisible();
  });

  it('lists the open requests and the pilots, each leading to its page', async () => {
    const fetchMock = signedInAs(government, {
      '/api/solicitation': { status: 200, body: [request] },
      '/api/users': { status: 200, body: [pilot] },
    });
    renderApp('/home');

    const requests = await section('ÚLTIMAS SOLICITAÇÕES');
    expect(
      await within(requests).findByRole('link', { name: /Enchente no bairro Centro/ }),
    ).toHaveAttribute('href', `/solicitations/${request.id}`);
    expect(listCalls(fetchMock, '/api/solicitation')[0]).toContain('status=open');

    const pilots = await section('DRONEIROS CADASTRADOS');
    const card = await within(pilots).findByRole('link', { name: /Maria S\./ });
    expect(card).toHaveAttribute('href', `/driver/${pilot.id}`);
    expect(card).toHaveTextContent('Centro, Petrópolis');
  });

  it('searches the pilots on the server once typing stops', async () => {
    const fetchMock = signedInAs(government, {
      '/api/solicitation': { status: 200, body: [] },
      '/api/users': { status: 200, body: [] },
    });
    const user = userEvent.setup();
    renderApp('/home');

    const search = await screen.findByRole('searchbox', { name: 'Pesquisar droneiros' });
    expect(search).toHaveAttribute('placeholder', 'Pesquise por nome, cidade ou bairro');
    await user.type(search, 'Icaraí');
    expect(await screen.findByText('Nenhum droneiro encontrado para “Icaraí”.')).toBeVisible();
    const searches = listCalls(fetchMock, '/api/users').filter((url) => url.includes('search='));
    // One request for the whole word, not one per letter.
    expect(searches).toEqual([expect.stringContaining('search=Icara%C3%AD')]);
  });

  it('keeps the term in the address, so Back from a pilot returns to the same search', async () => {
    const fetchMock = signedInAs(government, {
      '/api/solicitation': { status: 200, body: [] },
      '/api/users': { status: 200, body: [pilot] },
      [`/api/users/${pilot.id}`]: {
        status: 200,
        body: { ...pilot, additionalData: null, disponibility: null, driverForms: [] },
      },
    });
    const user = userEvent.setup();
    renderApp('/home');

    await user.type(
      await screen.findByRole('searchbox', { name: 'Pesquisar droneiros' }),
      'Centro',
    );
    await waitFor(() => expect(address()).toHaveTextContent('/home?search=Centro'));
    await user.click(await screen.findByRole('link', { name: /Maria S\./ }));
    await waitFor(() => expect(address()).toHaveTextContent(`/driver/${pilot.id}`));

    await user.click(browserBack());
    expect(await screen.findByRole('searchbox', { name: 'Pesquisar droneiros' })).toHaveValue(
      'Centro',
    );
    expect(address()).toHaveTextContent('/home?search=Centro');
    expect(
      listCalls(fetchMock, '/api/users').filter((url) => url.includes('search=Centro')).length,
    ).toBeGreaterThan(0);
  });

  it('shows an account awaiting approval the notice and never asks for the pilots', async () => {
    const fetchMock = signedInAs(aUser({ role: 'GOVERNMENT', approvalStatus: 'pending' }), {
      '/api/solicitation': { status: 200, body: [] },
    });
    renderApp('/home');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Sua conta aguarda a aprovação de um administrador',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Não há solicitações cadastradas.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'DRONEIROS CADASTRADOS' })).toBeNull();
    expect(listCalls(fetchMock, '/api/users')).toEqual([]);
  });

  it('tells when the requests cannot be loaded', async () => {
    signedInAs(government, {
      '/api/solicitation': { status: 500, body: { message: 'Erro interno.', statusCode: 500 } },
      '/api/users': { status: 200, body: [] },
    });
    renderApp('/home');
    const requests = await section('ÚLTIMAS SOLICITAÇÕES');
    expect(
      await within(requests).findByText(
        'Erro ao carregar informações, tente novamente mais tarde.',
      ),
    ).toBeVisible();
  });
});
