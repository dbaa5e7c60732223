import { vi } from 'vitest';
import type { Answer } from './test-utils';

type Reply = Answer | ((request: FakeXhr) => Answer | Promise<Answer>);

/** A stand-in for XMLHttpRequest (the uploads' network boundary) answering per "METHOD /path". */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  static replies: Record<string, Reply> = {};

  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  /** Reports that `loaded` of `total` bytes were sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
    const reply = FakeXhr.replies[`${this.method} ${this.url}`] ?? {
      status: 404,
      body: { message: 'Rota não encontrada.', statusCode: 404 },
    };
    void Promise.resolve(typeof reply === 'function' ? reply(this) : reply).then((answer) => {
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    });
  }

  abort() {
    this.onabort?.();
  }
}

/** Installs FakeXhr with these replies; returns the class to inspect the requests. */
export function stubXhr(replies: Record<string, Reply>) {
  FakeXhr.requests = [];
  FakeXhr.replies = replies;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/**
 * A reply that reports `percent` of the upload sent and then waits, so the progress can be seen;
 * `finish` sends `answer`.
 */
export function heldReply(percent: number, answer: Answer) {
  let send: (() => void) | undefined;
  const reply = (request: FakeXhr) =>
    new Promise<Answer>((resolve) => {
      request.progress(percent, 100);
      send = () => resolve(answer);
    });
  return { reply, finish: () => send?.() };
}
