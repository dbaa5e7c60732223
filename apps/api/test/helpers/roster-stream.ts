import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import type { Account } from './accounts';

// docs/design.md §8: GET /api/solicitation/{id}/events, the live roster, read as a browser does.

// The contract's bound: an event arrives within 2 s of the write.
export const EVENT_WITHIN_MS = 2000;

export interface Stream {
  status: number;
  contentType: string | null;
  /** The next `roster` event's entry; fails after EVENT_WITHIN_MS. */
  nextRoster(): Promise<Record<string, unknown>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** How many `roster` events arrived that nobody has read yet. */
  readonly unread: number;
  /** The client closes the stream. */
  close(): void;
}

/** The app's address, listening on a random port from its first call. */
export async function addressOf(app: FastifyInstance): Promise<string> {
  return app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : app.listen({ port: 0, host: '127.0.0.1' });
}

/** Opens the roster stream over real HTTP, as a browser would, on a listening instance. */
export async function openStream(
  app: FastifyInstance,
  requestId: string,
  who: Pick<Account, 'auth'>,
): Promise<Stream> {
  const controller = new AbortController();
  onTestFinished(() => controller.abort());
  const res = await fetch(`${await addressOf(app)}/api/solicitation/${requestId}/events`, {
    headers: who.auth,
    signal: controller.signal,
  });
  const queue: Record<string, unknown>[] = [];
  const waiting: ((entry: Record<string, unknown>) => void)[] = [];
  let ended: () => void = () => {};
  const endedPromise = new Promise<void>((resolve) => (ended = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          if (!lines.includes('event: roster')) continue;
          const data = lines.find((line) => line.startsWith('data: '))!.slice(6);
          const entry = JSON.parse(data) as Record<string, unknown>;
          const waiter = waiting.shift();
          if (waiter) waiter(entry);
          else queue.push(entry);
        }
      }
    } catch {
      // Aborted by the test's end.
    }
    ended();
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    ended: endedPromise,
    get unread() {
      return queue.length;
    },
    close: () => controller.abort(),
    nextRoster: () => {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no roster event within ${EVENT_WITHIN_MS} ms`)),
          EVENT_WITHIN_MS,
        );
        waiting.push((entry) => {
          clearTimeout(timer);
          resolve(entry);
        });
      });
    },
  };
}
