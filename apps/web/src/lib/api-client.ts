import type { ApiError as ApiErrorBody } from '@drones/shared/errors';
import { IDEMPOTENCY_HEADER } from '@drones/shared/idempotency';
import { readAccessToken, reportRejectedToken } from './access-token';
import { reportUnreachable } from './connectivity';

// The one way the web talks to the API: the same base URL, bearer token and error shape for JSON
// calls (`apiRequest`, `apiPage`), multipart uploads with progress (`apiUpload`) and file
// downloads (`apiDownload`).

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

/** The server's own message, when it says more than a generic failure (a 4xx answer). */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    return error.message;
  }
  return undefined;
}

/** The server could not be reached (no connection, or it did not answer). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 0;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: FormData | object;
  signal?: AbortSignal;
  /** The bearer token to send instead of the stored one (sign-out sends the one it forgot). */
  token?: string;
  /** Makes a resent write safe: the server does it once per key (docs/design.md §11). */
  idempotencyKey?: string;
}

function authHeaders(token: string | null, idempotencyKey?: string): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(token && { Authorization: `Bearer ${token}` }),
    ...(idempotencyKey && { [IDEMPOTENCY_HEADER]: idempotencyKey }),
  };
}

/** A 401 to a call that carried the session's token means the session is over. */
function checkSession(token: string | null, status: number) {
  if (token && status === 401) reportRejectedToken(token);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** The error of a failed answer: the server's message and field errors when it sent them. */
function errorOf(status: number, data: unknown): ApiError {
  if (isErrorBody(data)) return new ApiError(data.message, data.statusCode ?? status, data.errors);
  return new ApiError(UNEXPECTED_ERROR_MESSAGE, status);
}

/** Fetches `path`, turning an unreachable server and a failed answer into an ApiError. */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const token = options.token ?? readAccessToken();
  const headers = new Headers(authHeaders(token, options.idempotencyKey));
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
    reportUnreachable();
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    checkSession(token, response.status);
    throw errorOf(response.status, parseJson(await response.text()));
  }
  return response;
}

async function sendJson<T>(path: string, options: ApiRequestOptions) {
  const response = await send(path, options);
  return { data: parseJson(await response.text()) as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { data } = await sendJson<T>(path, options);
  return data;
}

/** One page of a list: the rows, `X-Total-Count`, and the cursor of `Link; rel="next"`. */
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
  const { data, headers } = await sendJson<T[]>(path, options);
  const items = data ?? [];
  const total = Number(headers.get('x-total-count') ?? items.length);
  return { items, total, nextCursor: nextCursorOf(headers.get('link')) };
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/**
 * Sends a multipart form through XMLHttpRequest, which (unlike fetch) reports how much of the
 * files has been sent, so the page can show it.
 */
export function apiUpload<T>(path: string, options: UploadOptions): Promise<T> {
  const { method = 'POST', body, onProgress, signal, idempotencyKey } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${path}`);
    const token = readAccessToken();
    for (const [name, value] of Object.entries(authHeaders(token, idempotencyKey))) {
      xhr.setRequestHeader(name, value);
    }

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      checkSession(token, xhr.status);
      reject(errorOf(xhr.status, data));
    };
    xhr.onerror = () => {
      reportUnreachable();
      reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
    };
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Envio cancelado.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    onProgress?.(0);
    xhr.send(body);
  });
}

/**
 * Downloads a file as `fileName`. A plain link cannot carry the bearer token, so the file is
 * fetched and handed to the browser as an object URL.
 */
export async function apiDownload(path: string, fileName: string): Promise<void> {
  const response = await send(path, {});
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has started; the browser keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * Reads a Server-Sent Events stream with the session's bearer token (EventSource cannot send
 * one), calling `onOpen` once the server answered and `onEvent` with each named event's data.
 * Resolves when the server ends the stream; rejects like `apiRequest` when it refuses it, and
 * with an AbortError when `signal` aborts.
 */
export async function apiEventStream(
  path: string,
  handlers: { onOpen?: () => void; onEvent: (event: string, data: string) => void },
  signal: AbortSignal,
): Promise<void> {
  const response = await send(path, { signal });
  handlers.onOpen?.();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replaceAll('\r\n', '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) handlers.onEvent(event, data.join('\n'));
    }
  }
}
