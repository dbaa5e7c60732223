import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { aUser, renderApp, signedInAs, stubApi } from '@/testing/test-utils';

// The request page's own code asks for nothing: what reaches the server comes from its loader.
vi.mock('@/features/solicitations/routes/solicitation', () => ({
  SolicitationRoute: () => <h1>Página da solicitação</h1>,
}));

const REQUEST_ID = '0190a5b2-1111-7000-8000-000000000001';
const REQUEST_PATH = `/api/solicitation/${REQUEST_ID}`;

const asked = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.some(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );

describe('page loaders', () => {
  it("start the page's query with its code, and the page shows without waiting for the answer", async () => {
    const api = signedInAs(aUser({ role: 'GOVERNMENT' }));
    const answers = api.getMockImplementation()!;
    // The request's answer never comes.
    api.mockImplementation((input, init) =>
      String(input).endsWith(REQUEST_PATH) ? new Promise<Response>(() => {}) : answers(input, init),
    );
    renderApp(paths.solicitation(REQUEST_ID));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página da solicitação' }),
    ).toBeVisible();
    expect(asked(api, REQUEST_PATH)).toBe(true);
  });

  it('ask nothing for a signed-out visitor, whom the guard sends to the login', async () => {
    const api = stubApi({});
    renderApp(paths.solicitation(REQUEST_ID));

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    expect(asked(api, REQUEST_PATH)).toBe(false);
  });
});
