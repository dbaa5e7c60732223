import type { Solicitation, SolicitationDetail } from '@drones/shared/solicitations';
import { vi } from 'vitest';
import { aUser, signedInAs, type Answer } from '@/testing/test-utils';

export const staff = aUser({
  id: '0190a5b2-0000-7000-8000-00000000000a',
  name: 'Carla Defesa',
  role: 'GOVERNMENT',
});
export const otherStaff = aUser({
  id: '0190a5b2-0000-7000-8000-00000000000b',
  name: 'Rogério Defesa',
  role: 'GOVERNMENT',
});
export const admin = aUser({
  id: '0190a5b2-0000-7000-8000-00000000000c',
  name: 'Administração',
  role: 'ADMIN',
});
export const pilot = aUser({
  id: '0190a5b2-0000-7000-8000-00000000000d',
  name: 'Tiago Piloto',
  role: 'DRIVER',
});

let next = 0;

/** An open request created by `staff`, as the list answers it. */
export function aSolicitation(overrides: Partial<Solicitation> = {}): Solicitation {
  next += 1;
  return {
    id: `0190a5b2-1111-7000-8000-${String(next).padStart(12, '0')}`,
    userId: staff.id,
    name: 'Enchente no Vale do Cuiabá',
    description: 'Deslizamento de encosta com famílias ilhadas.',
    place: 'Itaipava, Petrópolis',
    hour: '07:00',
    necessary_resources: 'Drone com câmera térmica',
    mission_details: 'Mapear a área e localizar desabrigados.',
    observation: null,
    urgency: 'normal',
    urlsPhoto: [],
    isFinished: false,
    missionReportId: null,
    createdAt: '2026-03-09T12:30:00.000Z',
    updatedAt: '2026-03-09T12:30:00.000Z',
    ...overrides,
  };
}

/** The same request as `GET /solicitation/{id}` answers it. */
export function aSolicitationDetail(
  overrides: Partial<SolicitationDetail> = {},
): SolicitationDetail {
  return {
    ...aSolicitation(),
    userDetails: { name: staff.name, phone: '21987654321', email: 'carla@defesacivil.rj.gov.br' },
    ContactedDrivers: [],
    ...overrides,
  };
}

/**
 * Signed in as `user`, with `GET /api/solicitation` answering by its `status` parameter; the
 * other paths answer as in `answers`. Returns the fetch mock.
 */
export function signedInWithLists(
  user: ReturnType<typeof aUser>,
  lists: { open?: Solicitation[] | Answer; finished?: Solicitation[] | Answer },
  answers: Record<string, Answer> = {},
) {
  const fallback = signedInAs(user, answers);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/solicitation' || (init?.method ?? 'GET') !== 'GET') {
      return fallback(input, init);
    }
    const list = url.searchParams.get('status') === 'finished' ? lists.finished : lists.open;
    const answer: Answer = Array.isArray(list)
      ? { status: 200, body: list }
      : (list ?? { status: 200, body: [] });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
