import type { IncomingShare, Member } from '@drones/shared/organizations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, openAs } from '@/testing/test-utils';

const BODY = '0190a5b2-0000-7000-8000-0000000000b1';
const body = { id: BODY, name: 'Defesa Civil de Petrópolis' };
const coordinator = aUser({
  role: 'GOVERNMENT',
  name: 'Ana Coordenadora',
  organization: { ...body, role: 'coordenador' },
});
const operator = aUser({
  id: '0190a5b2-0000-7000-8000-0000000000c2',
  role: 'GOVERNMENT',
  name: 'Bruno Operador',
  organization: { ...body, role: 'operador' },
});

const member = (user: typeof coordinator, overrides: Partial<Member> = {}): Member => ({
  userId: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.organization?.role ?? 'operador',
  status: 'active',
  createdAt: '2026-03-09T12:00:00.000Z',
  ...overrides,
});
const asking = member(aUser({ id: '0190a5b2-0000-7000-8000-0000000000d3', name: 'Caio Novo' }), {
  status: 'pending',
});
const incoming: IncomingShare = {
  solicitation: {
    id: '0190a5b2-0000-7000-8000-0000000000e4',
    name: 'Enchente em Itaipava',
    urgency: 'urgente',
  },
  organizationId: BODY,
  status: 'pending',
  message: 'Precisamos de drones térmicos.',
  createdAt: '2026-03-09T12:00:00.000Z',
};
const terms = {
  text: 'Termo de adesão ao serviço voluntário — Defesa Civil de Petrópolis',
  version: 2,
};

const members = `/api/organizations/${BODY}/members`;

describe('/orgao', () => {
  it('lets a coordinator approve who asked to join, answer a share and write the term', async () => {
    const { fetchMock, user } = openAs(coordinator, '/orgao', {
      [`GET ${members}?status=active`]: {
        status: 200,
        body: [member(coordinator), member(operator)],
      },
      [`GET ${members}?status=pending`]: { status: 200, body: [asking] },
      [`PATCH ${members}/${asking.userId}`]: { status: 200, body: { ...asking, status: 'active' } },
      '/api/shares': { status: 200, body: [incoming] },
      [`PATCH /api/solicitation/${incoming.solicitation.id}/shares/${BODY}`]: {
        status: 200,
        body: {},
      },
      [`/api/organizations/${BODY}/terms`]: { status: 200, body: terms },
      [`PATCH /api/organizations/${BODY}/terms`]: {
        status: 200,
        body: { text: 'Novo termo do órgão, com as regras do voo.', version: 3 },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Defesa Civil de Petrópolis' }),
    ).toBeInTheDocument();
    const request = (await screen.findByRole('heading', { name: 'Caio Novo' })).closest('li')!;
    await user.click(within(request).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(
        jsonBodyOf(fetchMock, 'PATCH', `/organizations/${BODY}/members/${asking.userId}`),
      ).toEqual({ status: 'active' }),
    );
    expect(await screen.findByText('Membro aprovado.')).toBeInTheDocument();

    // The coordinator removes others, never himself.
    const me = screen.getByRole('heading', { name: 'Ana Coordenadora' }).closest('li')!;
    expect(within(me).queryByRole('button', { name: 'Remover' })).toBeNull();
    const bruno = screen.getByRole('heading', { name: 'Bruno Operador' }).closest('li')!;
    expect(within(bruno).getByText('Operador')).toBeInTheDocument();
    expect(within(bruno).getByRole('button', { name: 'Remover' })).toBeInTheDocument();

    const share = screen.getByRole('heading', { name: /Enchente em Itaipava/ }).closest('li')!;
    expect(within(share).getByText('Precisamos de drones térmicos.')).toBeInTheDocument();
    await user.click(within(share).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() =>
      expect(
        jsonBodyOf(fetchMock, 'PATCH', `/solicitation/${incoming.solicitation.id}/shares/${BODY}`),
      ).toEqual({ status: 'accepted' }),
    );

    const text = await screen.findByLabelText('Texto do termo');
    expect(screen.getByText('Versão 2. Salvar cria uma nova versão.')).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'Novo termo do órgão, com as regras do voo.');
    await user.click(screen.getByRole('button', { name: 'Salvar o termo' }));
    await waitFor(() =>
      expect(jsonBodyOf(fetchMock, 'PATCH', `/organizations/${BODY}/terms`)).toEqual({
        text: 'Novo termo do órgão, com as regras do voo.',
      }),
    );
    expect(await screen.findByText('Versão 3. Salvar cria uma nova versão.')).toBeInTheDocument();
  });

  it('shows an operator who is on duty and the term, with nothing to decide', async () => {
    const { fetchMock } = openAs(operator, '/orgao', {
      [`GET ${members}?status=active`]: {
        status: 200,
        body: [member(coordinator), member(operator)],
      },
      '/api/shares': { status: 200, body: [incoming] },
      [`/api/organizations/${BODY}/terms`]: { status: 200, body: terms },
    });
    expect(await screen.findByText('Você é operador deste órgão.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana Coordenadora' })).toBeInTheDocument();
    expect(await screen.findByText(terms.text)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Aprovar|Aceitar|Remover|Salvar o termo/ }),
    ).toBeNull();
    expect(screen.queryByText('Aguardando aprovação')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=pending'))).toBe(
      false,
    );
  });

  it('lets civil defence outside any body ask to join one', async () => {
    const { fetchMock, user } = openAs(aUser({ role: 'GOVERNMENT' }), '/orgao', {
      '/api/organizations': {
        status: 200,
        body: [{ ...body, kind: 'municipal', uf: 'RJ', municipalityCode: 3303906 }],
      },
      [`POST ${members}`]: { status: 201, body: asking },
    });
    expect(
      await screen.findByText('Você ainda não participa de um órgão de Defesa Civil.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pedir para participar' }));
    expect(await screen.findByText('Escolha o órgão em que você trabalha.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar pelo nome'), 'Petró');
    await user.click(await screen.findByRole('radio', { name: /Defesa Civil de Petrópolis/ }));
    await user.click(screen.getByRole('button', { name: 'Pedir para participar' }));
    expect(
      await screen.findByText(
        'Pedido enviado. Os coordenadores de Defesa Civil de Petrópolis decidem sobre a sua participação.',
      ),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === `${members}` && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
