import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { isLiveSession } from '../../plugins/app/access/find-session';
import { listRoster } from './repository';
import { rosterEntry } from './service';

// A comment this often keeps proxies from closing an idle stream; the session is checked then.
const HEARTBEAT_MS = 25_000;

interface Reader {
  viewer: SessionUser;
  write(chunk: string): void;
}

interface Watch {
  readers: Set<Reader>;
  stop: Promise<() => void>;
}

/**
 * The live roster streams of this instance (Server-Sent Events), grouped by request: a change is
 * read from the database once for all the streams of its request, then written to each reader
 * with his own signed photo links.
 */
export function rosterStreams(ctx: Pick<ServiceContext, 'db' | 'files' | 'events'>) {
  const watches = new Map<string, Watch>();
  const open = new Set<FastifyReply>();

  const send = async (solicitationId: string, readers: Set<Reader>, pilotIds: string[]) => {
    const rows = await listRoster(ctx.db, solicitationId, pilotIds);
    for (const reader of readers) {
      for (const row of rows) {
        const entry = rosterEntry(ctx, reader.viewer, row);
        reader.write(`event: roster\ndata: ${JSON.stringify(entry)}\n\n`);
      }
    }
  };

  const join = async (solicitationId: string, reader: Reader) => {
    let watch = watches.get(solicitationId);
    if (!watch) {
      const readers = new Set<Reader>();
      // Changes are sent in the order they came, one after the other.
      let queue = Promise.resolve();
      const stop = ctx.events.onRoster(solicitationId, (pilotIds) => {
        queue = queue.then(() => send(solicitationId, readers, pilotIds)).catch(() => {});
      });
      watch = { readers, stop };
      watches.set(solicitationId, watch);
    }
    watch.readers.add(reader);
    try {
      await watch.stop;
    } catch (error) {
      leave(solicitationId, reader);
      throw error;
    }
  };

  const leave = (solicitationId: string, reader: Reader) => {
    const watch = watches.get(solicitationId);
    if (!watch?.readers.delete(reader) || watch.readers.size > 0) return;
    watches.delete(solicitationId);
    void watch.stop.then((stop) => stop()).catch(() => {});
  };

  return {
    /**
     * Answers the request with the stream of the roster's changes: headers and a first comment
     * at once (from then on no change is missed), an event `roster` with each changed entry.
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      solicitationId: string,
      viewer: SessionUser,
    ) {
      const raw = reply.raw;
      const reader: Reader = { viewer, write: (chunk) => void raw.write(chunk) };
      await join(solicitationId, reader);
      reply.hijack();
      // The client may have gone while the subscription was being made.
      if (request.raw.destroyed) {
        leave(solicitationId, reader);
        return;
      }
      open.add(reply);
      // The headers the app's hooks set (security ones, rate limits) go out with the stream's.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      raw.write(': conectado\n\n');
      const heartbeat = setInterval(() => {
        void isLiveSession(ctx.db, viewer.sessionId).then(
          (live) => (live ? raw.write(': ativo\n\n') : raw.end()),
          () => raw.write(': ativo\n\n'),
        );
      }, HEARTBEAT_MS);
      raw.once('close', () => {
        clearInterval(heartbeat);
        open.delete(reply);
        leave(solicitationId, reader);
      });
      request.log.debug({ solicitationId }, 'roster stream opened');
    },
    /** Ends every open stream (the app is closing; clients reconnect to another instance). */
    closeAll() {
      for (const reply of open) reply.raw.end();
    },
  };
}
