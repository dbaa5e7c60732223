import type { FastifyReply, FastifyRequest } from 'fastify';
import { can } from '@drones/shared/permissions';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { liveSessionUsers } from '../../plugins/app/access/find-session';
import { mayRead } from '../solicitations/service';
import { claimStreamPlace, listRoster, releaseStreamPlace, renewStreamPlaces } from './repository';
import { rosterEntry } from './service';

// A comment this often keeps proxies from closing an idle stream.
const HEARTBEAT_MS = 25_000;
// How often every open stream's reader is checked again, so a stream with no roster traffic
// still ends within 2 s of its reader losing access (ADR 027).
const RECHECK_MS = 1000;
// A user's open streams, over every instance; a stream's place is leased, renewed while its
// instance runs, and given back when it closes or, after a crash, when the lease runs out.
export const MAX_STREAMS_PER_USER = 10;
const LEASE_SECONDS = 15;
const RENEW_MS = 5000;
const TOO_MANY_STREAMS =
  'Limite de 10 acompanhamentos ao vivo abertos atingido. Feche outra aba e tente novamente.';

interface Reader {
  viewer: SessionUser;
  solicitationId: string;
  write(chunk: string): void;
  /** Ends the stream; nothing is written after. */
  end(): void;
}

/**
 * The readers who may still read their request's roster: the session is live (not logged out,
 * revoked, expired or erased) and the account may read pilots' data as it stands now (a
 * rejected civil-defence account may not), and, for a body's request, the reader may read it
 * (docs/design.md §12). Every stream's access is decided here.
 */
async function stillAllowed(db: Db, readers: Reader[]): Promise<Set<Reader>> {
  const live = await liveSessionUsers(
    db,
    readers.map((reader) => reader.viewer.sessionId),
  );
  const allowed = new Set(live.filter((user) => can(user, 'pilots:read')).map((u) => u.sessionId));
  const kept = readers.filter((reader) => allowed.has(reader.viewer.sessionId));
  // A body's request: its members, read afresh, so a removed member's stream ends at once.
  const readable = await mayRead(
    { db },
    kept.map((reader) => ({ user: reader.viewer, solicitationId: reader.solicitationId })),
  );
  return new Set(
    kept.filter((reader) => readable.has(`${reader.viewer.id}:${reader.solicitationId}`)),
  );
}

interface Watch {
  readers: Set<Reader>;
  stop: Promise<() => void>;
}

/**
 * The live roster streams of this instance (Server-Sent Events), grouped by request: a change is
 * read from the database once for all the streams of its request, then written to each reader
 * still allowed to read it, with his own signed photo links.
 */
export function rosterStreams(ctx: Pick<ServiceContext, 'db' | 'files' | 'events'>) {
  const watches = new Map<string, Watch>();
  const open = new Map<Reader, string>();
  let timers: NodeJS.Timeout[] = [];

  /** Ends the streams of readers who lost access; answers those who kept it. */
  const recheck = async (readers: Reader[]): Promise<Reader[]> => {
    const allowed = await stillAllowed(ctx.db, readers);
    for (const reader of readers) if (!allowed.has(reader)) reader.end();
    return readers.filter((reader) => allowed.has(reader));
  };

  const send = async (solicitationId: string, readers: Set<Reader>, pilotIds: string[]) => {
    const rows = await listRoster(ctx.db, solicitationId, pilotIds);
    for (const reader of await recheck([...readers])) {
      for (const row of rows) {
        const entry = rosterEntry(ctx, reader.viewer, row);
        reader.write(`event: roster\ndata: ${JSON.stringify(entry)}\n\n`);
      }
    }
  };

  // While streams are open: their readers checked every second, their places renewed.
  const startTimers = () => {
    if (timers.length > 0) return;
    timers = [
      setInterval(() => void recheck([...open.keys()]).catch(() => {}), RECHECK_MS),
      setInterval(
        () => void renewStreamPlaces(ctx.db, [...open.values()], LEASE_SECONDS).catch(() => {}),
        RENEW_MS,
      ),
    ];
  };
  const stopTimers = () => {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  };

  const join = async (reader: Reader) => {
    const { solicitationId } = reader;
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
      leave(reader);
      throw error;
    }
  };

  const leave = (reader: Reader) => {
    const watch = watches.get(reader.solicitationId);
    if (!watch?.readers.delete(reader) || watch.readers.size > 0) return;
    watches.delete(reader.solicitationId);
    void watch.stop.then((stop) => stop()).catch(() => {});
  };

  return {
    /**
     * Answers the request with the stream of the roster's changes: headers and a first comment
     * at once (from then on no change is missed), an event `roster` with each changed entry.
     * 429 when the viewer already has his most open streams.
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      solicitationId: string,
      viewer: SessionUser,
    ) {
      const place = await claimStreamPlace(ctx.db, viewer, MAX_STREAMS_PER_USER, LEASE_SECONDS);
      if (!place) throw new HttpError(429, TOO_MANY_STREAMS);
      const raw = reply.raw;
      const reader: Reader = {
        viewer,
        solicitationId,
        write: (chunk) => void raw.write(chunk),
        end: () => {
          reader.write = () => {};
          raw.end();
        },
      };
      const release = () => void releaseStreamPlace(ctx.db, place).catch(() => {});
      try {
        await join(reader);
      } catch (error) {
        release();
        throw error;
      }
      reply.hijack();
      // The client may have gone while the subscription was being made.
      if (request.raw.destroyed) {
        leave(reader);
        release();
        return;
      }
      open.set(reader, place);
      startTimers();
      // The headers the app's hooks set (security ones, rate limits) go out with the stream's.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        // The connection serves this stream only: once it ends, nothing holds the socket open.
        connection: 'close',
      });
      raw.write(': conectado\n\n');
      const heartbeat = setInterval(() => reader.write(': ativo\n\n'), HEARTBEAT_MS);
      raw.once('close', () => {
        clearInterval(heartbeat);
        open.delete(reader);
        if (open.size === 0) stopTimers();
        leave(reader);
        release();
      });
      request.log.debug({ solicitationId }, 'roster stream opened');
    },
    /** Ends every open stream (the app is closing; clients reconnect to another instance). */
    closeAll() {
      stopTimers();
      for (const reader of open.keys()) reader.end();
    },
  };
}
