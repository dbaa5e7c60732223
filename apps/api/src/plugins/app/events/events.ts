import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';

/** Instances tell each other of changes on this channel (a NOTIFY channel or a Redis one). */
const CHANNEL = 'drones_roster';
// A NOTIFY payload holds at most 8000 bytes: a call-out of 200 pilots goes out in pieces.
const IDS_PER_MESSAGE = 50;

type RosterListener = (pilotIds: string[]) => void;

export interface Events {
  /**
   * Tells every instance, this one included, that these pilots' entries in the request's roster
   * changed. Call it once the write has committed; a failure is logged, never thrown.
   */
  rosterChanged(solicitationId: string, pilotIds: string[]): Promise<void>;
  /**
   * Calls `listener` with the pilots of every change of the request's roster, whichever instance
   * made it, from the moment the answered promise resolves until its stop function is called.
   */
  onRoster(solicitationId: string, listener: RosterListener): Promise<() => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: Events;
  }
}

interface Transport {
  publish(message: string): Promise<unknown>;
  subscribe(onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL LISTEN/NOTIFY (PGlite included): no other server needed. */
function databaseTransport(app: FastifyInstance): Transport {
  let stop: (() => Promise<void>) | undefined;
  return {
    publish: (message) => app.db.execute(sql`select pg_notify(${CHANNEL}, ${message})`),
    subscribe: async (onMessage) => {
      stop = await app.database.listen(CHANNEL, onMessage);
    },
    close: async () => stop?.(),
  };
}

/** Redis pub/sub, when REDIS_URL is set: the subscriber needs a connection of its own. */
function redisTransport(url: string): Transport {
  const publisher = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  let subscriber: Redis | undefined;
  return {
    publish: (message) => publisher.publish(CHANNEL, message),
    subscribe: async (onMessage) => {
      subscriber = new Redis(url, { connectTimeout: 1000 });
      subscriber.on('message', (_channel: string, message: string) => onMessage(message));
      try {
        await subscriber.subscribe(CHANNEL);
      } catch (error) {
        subscriber.disconnect();
        throw error;
      }
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber?.quit()]).catch(() => {});
    },
  };
}

/**
 * Roster changes shared by every instance. This instance subscribes to the transport when its
 * first listener comes, so an app nobody watches holds no extra connection.
 */
export default fp(
  async (app: FastifyInstance, opts: { redisUrl: string | undefined }) => {
    const transport = opts.redisUrl ? redisTransport(opts.redisUrl) : databaseTransport(app);
    const listeners = new Map<string, Set<RosterListener>>();
    let subscription: Promise<void> | undefined;

    const dispatch = (message: string) => {
      let change: { s: string; p: string[] };
      try {
        change = JSON.parse(message) as { s: string; p: string[] };
      } catch {
        return;
      }
      for (const listener of listeners.get(change.s) ?? []) listener(change.p);
    };

    const events: Events = {
      async rosterChanged(solicitationId, pilotIds) {
        try {
          for (let i = 0; i < pilotIds.length; i += IDS_PER_MESSAGE) {
            const p = pilotIds.slice(i, i + IDS_PER_MESSAGE);
            await transport.publish(JSON.stringify({ s: solicitationId, p }));
          }
        } catch (error) {
          app.log.error({ err: error, solicitationId }, 'roster change not published');
        }
      },
      async onRoster(solicitationId, listener) {
        subscription ??= transport.subscribe(dispatch);
        try {
          await subscription;
        } catch (error) {
          subscription = undefined;
          throw error;
        }
        const set = listeners.get(solicitationId) ?? new Set();
        listeners.set(solicitationId, set.add(listener));
        return () => {
          set.delete(listener);
          if (set.size === 0 && listeners.get(solicitationId) === set) {
            listeners.delete(solicitationId);
          }
        };
      },
    };
    app.decorate('events', events);
    app.addHook('onClose', async () => {
      await subscription?.catch(() => {});
      await transport.close();
    });
  },
  { name: 'events', dependencies: ['database'] },
);
