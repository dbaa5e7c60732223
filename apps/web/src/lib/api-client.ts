import type { Endpoint, EndpointInput, EndpointResult } from '@drones/shared/endpoint';
import type { ApiErrorCode } from '@drones/shared/error-codes';
import type { ApiError as ApiErrorBody } from '@drones/shared/errors';
import { IDEMPOTENCY_HEADER } from '@drones/shared/idempotency';
import { readAccessToken, reportRejectedToken } from './access-token';
import { API_BASE } from './api-base';
import { reportUnreachable } from './connectivity';

// The one way the web talks to the API: the shared endpoint definitions (docs/decisions/036-endpoint-contracts.md)
// give each call its method, path and types; the same base URL, bearer token and error shape
// serve JSON calls (`call`, `apiPage`), multipart uploads with progress (`apiUpload`), file
// downloads (`apiDownload`) and event streams (`apiEventStream`).

const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';
const UNEXPECTED_ERROR_MESSAGE = 'Erro inesperado, tente novamente mais tarde.';

export type FieldError = NonNullable<ApiErrorBody['errors']>[number];

/**
 * A failed call, carrying the server's pt-BR message to show and its machine `code` to decide on
 * (statusCode 0 and code 'unreachable' when the server could not be reached).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode | 'unreachable' | 'unexpected';
  readonly errors: FieldError[];

  constructor(
    message: string,
    statusCode: number,
    code: ApiError['code'],
    errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
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
  return error instanceof ApiError && error.code === 'unreachable';
}

/**
 * A call of `E`: its path parameters, query and body (a plain object is sent as JSON, FormData
 * as multipart with the boundary the browser sets), typed by the endpoint's schemas.
 */
export type CallOptions<E extends Endpoint> = EndpointInput<E> & {
  signal?: AbortSignal;
  /** The bearer token to send instead of the stored one (sign-out sends the one it forgot). */
  token?: string;
  /** Makes a resent write safe: the server does it once per key (docs/design.md §11). */
  idempotencyKey?: string;
};

/** The options argument, optional when the endpoint needs no parameter and no body. */
type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The endpoint's path with each `:name` replaced by its parameter, encoded. */
function pathOf(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** The endpoint's path with its parameters, and the query's non-empty values (lists repeated). */
function urlOf(endpoint: Endpoint, { params, query }: { params?: unknown; query?: unknown }) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  const path = pathOf(endpoint, params as Record<string, unknown>);
  return `${API_BASE}${path}${search.size > 0 ? `?${search}` : ''}`;
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

function isErrorBody(value: unknown): value is Partial<ApiErrorBody> & { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * The error of a failed answer: the server's message, code and field errors when it sent them.
 * An answer without a code is not the API's (a proxy's page in front of a stopped one).
 */
function errorOf(status: number, data: unknown): ApiError {
  if (!isErrorBody(data)) return new ApiError(UNEXPECTED_ERROR_MESSAGE, status, 'unexpected');
  return new ApiError(data.message, status, data.code ?? 'unexpected', data.errors);
}

/** Fetches the call, turning an unreachable server and a failed answer into an ApiError. */
async function send<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> | undefined = {} as CallOptions<E>,
): Promise<Response> {
  const { signal } = options;
  const body: unknown = options.body;
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
    response = await fetch(urlOf(endpoint, options), {
      method: endpoint.method,
      headers,
      body: payload,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    reportUnreachable();
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'unreachable');
  }
  if (!response.ok) {
    checkSession(token, response.status);
    throw errorOf(response.status, parseJson(await response.text()));
  }
  return response;
}

async function sendJson<E extends Endpoint>(endpoint: E, options?: CallOptions<E>) {
  const response = await send(endpoint, options);
  // The answer is what the endpoint's response schema lets the server send (ADR 013).
  return {
    data: parseJson(await response.text()) as EndpointResult<E>,
    headers: response.headers,
  };
}

/** Calls the endpoint; resolves with its answer, typed by its success response schema. */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const { data } = await sendJson(endpoint, options);
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

/** The rows of a list endpoint's answer. */
export type ItemOf<E extends Endpoint> = EndpointResult<E> extends (infer T)[] ? T : never;

/** One page of a list endpoint, read with the query's `limit` and `cursor`. */
export async function apiPage<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<Page<ItemOf<E>>> {
  const { data, headers } = await sendJson(endpoint, options);
  const items = (data ?? []) as ItemOf<E>[];
  const total = Number(headers.get('x-total-count') ?? items.length);
  return { items, total, nextCursor: nextCursorOf(headers.get('link')) };
}

export type UploadOptions<E extends Endpoint> = Omit<CallOptions<E>, 'body' | 'token'> & {
  body: FormData;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * Sends a multipart form through XMLHttpRequest, which (unlike fetch) reports how much of the
 * files has been sent, so the page can show it.
 */
export function apiUpload<E extends Endpoint>(
  endpoint: E,
  options: UploadOptions<E>,
): Promise<EndpointResult<E>> {
  const { body, onProgress, signal, idempotencyKey } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, urlOf(endpoint, options));
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
        resolve(data as EndpointResult<E>);
        return;
      }
      checkSession(token, xhr.status);
      reject(errorOf(xhr.status, data));
    };
    xhr.onerror = () => {
      reportUnreachable();
      reject(new ApiError(NETWORK_ERROR_MESSAGE, 0, 'unreachable'));
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
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  fileName: string,
  ...[options]: CallArgs<E>
): Promise<void> {
  const response = await send(endpoint, options);
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
 * Resolves when the server ends the stream; rejects like `call` when it refuses it, and
 * with an AbortError when `signal` aborts.
 */
export async function apiEventStream<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> & { signal: AbortSignal },
  handlers: { onOpen?: () => void; onEvent: (event: string, data: string) => void },
): Promise<void> {
  const response = await send(endpoint, options);
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
