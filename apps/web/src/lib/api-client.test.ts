import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/test-utils';
import { ApiError, apiRequest } from './api-client';

const headersOf = (fetchMock: ReturnType<typeof stubApi>) =>
  new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);

describe('apiRequest', () => {
  it('calls /api and parses the JSON answer', async () => {
    const fetchMock = stubApi({
      '/api/users/driversLength': { status: 200, body: { driversCount: 3 } },
    });
    await expect(apiRequest('/users/driversLength')).resolves.toEqual({ driversCount: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/driversLength');
    expect(headersOf(fetchMock).has('Authorization')).toBe(false);
  });

  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem('@drones:accessToken', 'abc123');
    const fetchMock = stubApi({ '/api/users/currentUser': { status: 200, body: {} } });
    await apiRequest('/users/currentUser');
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer abc123');
  });

  it('sends plain objects as JSON', async () => {
    const fetchMock = stubApi({ '/api/auth/login': { status: 200, body: { accessToken: 't' } } });
    await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it("throws an ApiError with the server's message, status and field errors", async () => {
    stubApi({
      '/api/users': {
        status: 400,
        body: {
          message: 'Dados inválidos.',
          statusCode: 400,
          errors: [{ path: 'email', message: 'Informe um e-mail válido' }],
        },
      },
    });
    const error = await apiRequest('/users', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Dados inválidos.',
      statusCode: 400,
      errors: [{ path: 'email', message: 'Informe um e-mail válido' }],
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/users/driversLength')).rejects.toMatchObject({
      statusCode: 0,
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
    });
  });
});
