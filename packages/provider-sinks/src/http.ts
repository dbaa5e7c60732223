import type { IncomingMessage, ServerResponse } from 'node:http';

/** Larger bodies are refused before they are read to the end: no provider sends more. */
const MAX_BODY = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, { message: 'Payload Too Large' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** What the app answered to a webhook, with what was sent so a test can send it again. */
export interface WebhookResult {
  status: number;
  body: string;
  /** The exact request body POSTed. */
  sent: string;
  url: string;
}

/** 'bad' signs with a wrong key, 'none' leaves the signature header out. */
export type SignatureOption = 'bad' | 'none';

export interface PostOptions {
  signature?: SignatureOption;
}

export async function postWebhook(
  url: string,
  sent: string,
  headers: Record<string, string>,
): Promise<WebhookResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: sent,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text(), sent, url };
}

export function requireUrl(url: string | undefined, name: string): string {
  if (!url) throw new Error(`${name} is not set`);
  return url;
}

/** Resolves with the predicate's first truthy value; polls because sends arrive over HTTP. */
export async function waitFor<T>(
  predicate: () => T | undefined | null | false,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves with the list once it holds at least `count` entries. */
export function waitForCount<T>(list: T[], count: number, timeoutMs?: number): Promise<T[]> {
  return waitFor(() => list.length >= count && list, timeoutMs);
}
