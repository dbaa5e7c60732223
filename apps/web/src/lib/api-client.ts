import type { ApiError as ApiErrorBody } from '@drones/shared/errors';
import { readAccessToken } from './access-token';

const API_BASE_URL = '/api';

const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';
const UNEXPECTED_ERROR_MESSAGE = 'Erro inesperado, tente novamente mais tarde.';

export type FieldError = NonNullable<ApiErrorBody['errors']>[number];

/** A failed call, carrying the server's pt-BR message (statusCode 0 when the server was unreachable). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[];

  constructor(message: string, statusCode: number, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: FormData | object;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { data } = await apiResponse<T>(path, options);
  return data;
}

/** One page of a list (DESIGN §4): the rows, `X-Total-Count`, and the cursor of `Link; rel="next"`. */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

function nextCursorOf(link: string | null): string | null {
  const target = link ? /<([^>]*)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined;
  if (!target) return null;
  return new URL(target, 'http://localhost').searchParams.get('cursor');
}

export async function apiPage<T>(path: string, options: ApiRequestOptions = {}): Promise<Page<T>> {
  const { data, headers } = await apiResponse<T[]>(path, options);
  const items = data ?? [];
  const total = Number(headers.get('x-total-count') ?? items.length);
  return { items, total, nextCursor: nextCursorOf(headers.get('link')) };
}

async function apiResponse<T>(
  path: string,
  options: ApiRequestOptions,
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) {
      throw new ApiError(data.message, data.statusCode ?? response.status, data.errors);
    }
    throw new ApiError(UNEXPECTED_ERROR_MESSAGE, response.status);
  }
  return { data: data as T, headers: response.headers };
}
