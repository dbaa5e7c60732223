import type { ReachabilityTest } from '@drones/shared/channels';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, aUser, jsonBodyOf, openAs } from '@/testing/test-utils';

// The coordinators' 'Teste de alcance' card on /orgao.

const BODY = '0190a5b2-0000-7000-8000-0000000000b1';
const TEST_ID = '0190a5b2-7777-7000-8000-000000000002';
const body = { id: BODY, name: 'Defesa Civil de Petrópolis' };
const coordinator = aUser({
  role: 'GOVERNMENT',
  name: 'Ana Coordenadora',
  organization: { ...body, role: 'coordenador' },
});
const operator = aUser({ role: 'GOVERNMENT', organization: { ...body, role: 'operador' } });

const test: ReachabilityTest = {
  id: TEST_ID,
  uf: null,
  municipalityCode: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  sent: 2,
  confirmed: 2,
  byChannel: { email: { sent: 2, delivered: 2, confirmed: 1, failed: 0 } },
  unreached: [],
};

const bodyPage = {
  [`/api/organizations/${BODY}/members`]: { status: 200, body: [] },
  '/api/shares': { status: 200, body: [] },
  [`/api/organizations/${BODY}/terms`]: { status: 200, body: { text: 'Termo', version: 1 } },
};

const card = async () =>
  (await screen.findByRole('heading', { name: 'Teste de alcance' })).parentElement!;

describe("the coordinators' reachability test on /orgao", () => {
  it("tests the body's whole area by default and shows who confirmed", async () => {
    const { fetchMock, user } = openAs(coordinator, '/orgao', {
      ...bodyPage,
      'POST /api/reachability-tests': { status: 201, body: test },
      [`/api/reachability-tests/${TEST_ID}`]: { status: 200, body: test },
    });

    const section = within(await card());
    expect(section.getByRole('radio', { name: 'Toda a área do órgão' })).toBeChecked();
    await user.click(section.getByRole('button', { name: 'Enviar teste de alcance' }));

    await waitFor(() => expect(jsonBodyOf(fetchMock, 'POST', '/reachability-tests')).toEqual({}));
    expect(
      await section.findByText('Todos os droneiros confirmaram o recebimento.'),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/orgao?teste=${TEST_ID}`);
  });

  it("shows the server's refusal of an area outside the body's", async () => {
    const { fetchMock, user } = openAs(coordinator, '/orgao', {
      ...bodyPage,
      'POST /api/reachability-tests': {
        status: 403,
        body: { message: 'Este teste está fora da área do seu órgão', statusCode: 403 },
      },
    });

    const section = within(await card());
    await user.click(section.getByRole('radio', { name: 'Um estado' }));
    await user.selectOptions(section.getByLabelText('Estado (UF)'), 'SP');
    await user.click(section.getByRole('button', { name: 'Enviar teste de alcance' }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Este teste está fora da área do seu órgão',
    );
    expect(jsonBodyOf(fetchMock, 'POST', '/reachability-tests')).toEqual({ uf: 'SP' });
    expect(address()).toHaveTextContent(/^\/orgao$/);
  });

  it("says a test of another body's cannot be seen", async () => {
    openAs(coordinator, `/orgao?teste=${TEST_ID}`, {
      ...bodyPage,
      [`/api/reachability-tests/${TEST_ID}`]: {
        status: 403,
        body: { message: 'Acesso negado', statusCode: 403 },
      },
    });
    expect(
      await within(await card()).findByText('Você não pode ver o resultado deste teste.'),
    ).toBeInTheDocument();
  });

  it('is not offered to an operator', async () => {
    openAs(operator, '/orgao', bodyPage);
    expect(await screen.findByText('Você é operador deste órgão.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Teste de alcance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar teste de alcance' })).toBeNull();
  });
});
