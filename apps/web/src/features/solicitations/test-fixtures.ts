import type { Solicitation } from '@drones/shared/solicitations';
import { vi } from 'vitest';
import { aUser, requestCreator, signedInAs, type Answer } from '@/testing/test-utils';

/** The creator of the fixture requests. */
export const staff = requestCreator;
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
