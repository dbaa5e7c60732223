import * as authApi from '@drones/shared/endpoints/auth';
import * as invitationsApi from '@drones/shared/endpoints/invitations';
import * as solicitationsApi from '@drones/shared/endpoints/solicitations';
import * as usersApi from '@drones/shared/endpoints/users';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/test-utils';
import { ApiError, apiPage, call } from './api-client';

const initOf = (fetchMock: ReturnType<typeof stubApi>) =>
  (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
const headersOf = (fetchMock: ReturnType<typeof stubApi>) => new Headers(initOf(fetchMock).headers);

describe('call', () => {
  it("calls the endpoint's path under /api and parses the JSON answer", async () => {
    const fetchMock = stubApi({
      '/api/users/driversLength': { status: 200, body: { driversCount: 3 } },
    });
    await expect(call(usersApi.countDrivers)).resolves.toEqual({ driversCount: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/driversLength');
    expect(initOf(fetchMock).method).toBe('GET');
    expect(headersOf(fetchMock).has('Authorization')).toBe(false);
  });

  it('puts the encoded path parameters in the path, and the non-empty query values after it', async () => {
    const fetchMock = stubApi({});
    await call(invitationsApi.getInvitation, {
      params: { id: 'a/b c' },
      query: { token: 'x&y' },
    }).catch(() => {});
    await apiPage(solicitationsApi.listSolicitations, {
      query: { status: 'open', search: '', limit: 24 },
    }).catch(() => {});
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/invitations/a%2Fb%20c?token=x%26y',
      '/api/solicitation?status=open&limit=24',
    ]);
  });

  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem('@drones:accessToken', 'abc123');
    const fetchMock = stubApi({ '/api/users/currentUser': { status: 200, body: {} } });
    await call(usersApi.getCurrentUser);
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer abc123');
  });

  it("sends plain objects as JSON with the endpoint's method", async () => {
    const fetchMock = stubApi({ '/api/auth/login': { status: 200, body: { accessToken: 't' } } });
    await call(authApi.logIn, { body: { email: 'a@b.co', password: 'x' } });
    const init = initOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it("throws an ApiError with the server's message, code, status and field errors", async () => {
    stubApi({
      '/api/users': {
        status: 400,
        body: {
          message: 'Dados inválidos.',
          statusCode: 400,
          code: 'bad_request',
          errors: [{ path: 'email', message: 'Informe um e-mail válido' }],
        },
      },
    });
    const error: unknown = await call(usersApi.signUp, { body: new FormData() }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Dados inválidos.',
      statusCode: 400,
      code: 'bad_request',
      errors: [{ path: 'email', message: 'Informe um e-mail válido' }],
    });
  });

  it("tells an error body without a code, not the API's, as unexpected", async () => {
    stubApi({ '/api/users/currentUser': { status: 409, body: { message: 'Outro servidor.' } } });
    await expect(call(usersApi.getCurrentUser)).rejects.toMatchObject({
      statusCode: 409,
      code: 'unexpected',
      message: 'Outro servidor.',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call(usersApi.countDrivers)).rejects.toMatchObject({
      statusCode: 0,
      code: 'unreachable',
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
    });
  });
});
