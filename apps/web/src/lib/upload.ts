import type { ApiError as ApiErrorBody } from '@drones/shared/errors';
import { readAccessToken } from './access-token';
import { ApiError } from './api-client';

const API_BASE_URL = '/api';

const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';
const UNEXPECTED_ERROR_MESSAGE = 'Erro inesperado, tente novamente mais tarde.';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
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

/**
 * Sends a multipart form like `apiRequest` does (same token, same error shape), through
 * XMLHttpRequest so the page can show how much of the files has been sent.
 */
export function uploadRequest<T>(path: string, options: UploadOptions): Promise<T> {
  const { method = 'POST', body, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

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
      if (isErrorBody(data)) {
        reject(new ApiError(data.message, data.statusCode ?? xhr.status, data.errors));
        return;
      }
      reject(new ApiError(UNEXPECTED_ERROR_MESSAGE, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
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
