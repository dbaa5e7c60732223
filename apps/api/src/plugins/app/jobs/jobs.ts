import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';

/** A kind of job and the payload it carries (docs/decisions/035-jobs.md). */
export interface JobType<P> {
  readonly name: string;
  /** Never set: it only carries the payload's type. */
  readonly payload?: P;
}

/** Names a kind of job; a module enqueues it by this and registers its handler with `defineJob`. */
export function jobType<P = Record<string, never>>(name: string): JobType<P> {
  return { name };
}

export interface JobRun {
  /** 1 on the first attempt. */
  attempt: number;
  /** No retry follows when this attempt fails. */
  lastAttempt: boolean;
}

export interface JobOptions {
  /** Attempts before the job is kept as failed (default 8). */
  attempts?: number;
  /** The wait after the first failure, doubled after each next one (default 30). */
  backoffSeconds?: number;
}

export interface ScheduleOptions {
  everyMs: number;
  /** Run at the first start too, rather than `everyMs` after it. */
  atStart: boolean;
  /**
   * 'cluster' (default): once per period across every instance, through the jobs table.
   * 'instance': on every instance, for work on its own disk (its upload folder).
   */
  scope?: 'cluster' | 'instance';
}

export interface Jobs {
  /** Registers the handler of a kind of job; a failure (a throw) is retried with backoff. */
  defineJob<P>(
    type: JobType<P>,
    handler: (payload: P, run: JobRun) => Promise<void>,
    options?: JobOptions,
  ): void;
  /** Runs `task` every `everyMs`, never two runs at a time. */
  schedule(name: string, options: ScheduleOptions, task: () => Promise<void>): void;
  /**
   * Queues a job in `db`: pass the caller's transaction, and the job exists only if it commits.
   * `afterSeconds` delays it (counted by the database's clock, the same for every instance).
   */
  enqueue<P>(
    db: Db,
    type: JobType<P>,
    payload: P,
    options?: { afterSeconds?: number },
  ): Promise<void>;
  /**
   * Queues one job per row `payloads` answers (one json column), in one statement that may begin
   * with the common table expressions `with` (the INSERT that makes the rows the jobs are for);
   * answers how many were queued.
   */
  enqueueEach<P>(
    db: Db,
    type: JobType<P>,
    payloads: SQL,
    options?: { with?: SQL; afterSeconds?: number },
  ): Promise<number>;
  /** Runs every due job now and waits for them (tests call it instead of waiting for the poll). */
  runDue(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

// A due job starts within this; the poll is one probe of jobs_due_idx.
const POLL_MS = 500;
const BATCH = 20;
const DEFAULT_ATTEMPTS = 8;
const DEFAULT_BACKOFF_SECONDS = 30;
// A job claimed by an instance that died is run again after this lease; a live instance renews it
// every LEASE_RENEW_MS while the job runs.
const LEASE_SECONDS = 60;
const LEASE_RENEW_MS = 20_000;
// How long closing waits for the jobs in flight.
const CLOSE_WAIT_MS = 3000;
// The row of a scheduled job: one per name, claimed like any job, then set to its next time.
const SCHEDULE_KEY = 'schedule';
// Failed jobs stay this long for inspection.
const FAILED_KEPT_DAYS = 30;

interface Claimed {
  id: string;
  name: string;
  key: string | null;
  payload: unknown;
  attempts: number;
}

interface Definition {
  handler: (payload: unknown, run: JobRun) => Promise<void>;
  attempts: number;
  backoffSeconds: number;
  /** Set for a scheduled job: its period. */
  everyMs?: number;
}

/**
 * The one way background work runs (docs/decisions/035-jobs.md): jobs are rows of `jobs`, queued
 * in the caller's transaction and claimed with FOR UPDATE SKIP LOCKED by a poller on every
 * instance, so each runs once across instances and survives restarts.
 */
export default fp(
  async (app: FastifyInstance) => {
    const definitions = new Map<string, Definition>();
    const scheduled: { name: string; everyMs: number; atStart: boolean }[] = [];
    const local: { name: string; options: ScheduleOptions; task: () => Promise<void> }[] = [];
    const timers: NodeJS.Timeout[] = [];
    const localRuns = new Map<string, Promise<void>>();

    let stopped = true;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;

    async function claim(): Promise<Claimed[]> {
      if (definitions.size === 0) return [];
      const names = sql.join(
        [...definitions.keys()].map((name) => sql`${name}`),
        sql`, `,
      );
      return queryRows<Claimed>(
        app.db,
        sql`update jobs
            set run_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
            where id in (
              select id from jobs
              where failed_at is null and run_at <= now() and name in (${names})
              order by run_at
              for update skip locked
              limit ${BATCH})
            returning id, name, key, payload, attempts`,
      );
    }

    async function renewLeases(jobs: Claimed[]) {
      const ids = sql.join(
        jobs.map((job) => sql`${job.id}`),
        sql`, `,
      );
      await app.db
        .execute(
          sql`update jobs set run_at = now() + make_interval(secs => ${LEASE_SECONDS})
              where failed_at is null and id in (${ids})`,
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not renew job leases'));
    }

    async function settle(job: Claimed, definition: Definition, error: unknown) {
      if (definition.everyMs !== undefined) {
        // A scheduled job waits for its next period, whether this run failed or not.
        await app.db.execute(
          sql`update jobs
              set run_at = now() + make_interval(secs => ${definition.everyMs / 1000}),
                  attempts = 0, last_error = ${error === undefined ? null : messageOf(error)}
              where id = ${job.id}`,
        );
      } else if (error !== undefined) {
        const failed = job.attempts >= definition.attempts;
        await app.db.execute(
          sql`update jobs
              set last_error = ${messageOf(error)},
                  failed_at = ${failed ? sql`now()` : null},
                  run_at = now() + make_interval(secs => ${definition.backoffSeconds * 2 ** (job.attempts - 1)})
              where id = ${job.id}`,
        );
      }
    }

    /** Runs a job and settles it, answering whether it is done (to delete with its batch). */
    async function run(job: Claimed): Promise<boolean> {
      const definition = definitions.get(job.name)!;
      let error: unknown;
      try {
        await definition.handler(job.payload, {
          attempt: job.attempts,
          lastAttempt: definition.everyMs !== undefined || job.attempts >= definition.attempts,
        });
      } catch (caught) {
        error = caught ?? new Error('job failed');
        app.log.warn(
          { job: job.name, jobId: job.id, attempt: job.attempts, err: error },
          'job failed',
        );
      }
      if (error === undefined && definition.everyMs === undefined) return true;
      await settle(job, definition, error);
      return false;
    }

    // The scheduled jobs' rows, made by the first poll that reaches the database: not at
    // start-up, which must not fail while the database is down (it comes up when it returns).
    let armed = false;
    async function armSchedules() {
      // One row per scheduled job across instances: the first instance makes it (due at once
      // with `atStart`); a later one only brings it nearer when its period is shorter.
      for (const { name, everyMs, atStart } of scheduled) {
        const period = sql`make_interval(secs => ${everyMs / 1000})`;
        await app.db.execute(
          sql`insert into jobs (name, key, run_at)
              values (${name}, ${SCHEDULE_KEY}, ${atStart ? sql`now()` : sql`now() + ${period}`})
              on conflict (name, key) where key is not null
              do update set run_at = least(jobs.run_at, now() + ${period})`,
        );
      }
      armed = true;
    }

    async function runDue() {
      if (!armed) await armSchedules();
      for (;;) {
        const jobs = await claim();
        if (jobs.length === 0) return;
        const renewal = setInterval(() => void renewLeases(jobs), LEASE_RENEW_MS);
        let finished: boolean[];
        try {
          finished = await Promise.all(jobs.map(run));
        } finally {
          clearInterval(renewal);
        }
        // The batch's finished jobs go in one statement rather than one each.
        const done = jobs.filter((_, i) => finished[i]).map((job) => sql`${job.id}`);
        if (done.length > 0) {
          await app.db.execute(sql`delete from jobs where id in (${sql.join(done, sql`, `)})`);
        }
        if (jobs.length < BATCH || stopped) return;
      }
    }

    function poll(delay: number) {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), delay);
    }

    async function tick() {
      timer = undefined;
      again = false;
      running = runDue().catch((error: unknown) => {
        app.log.error({ err: error }, 'the job poller failed');
      });
      await running;
      running = undefined;
      poll(again ? 0 : POLL_MS);
    }

    function kick() {
      if (running) again = true;
      else poll(0);
    }

    function runLocal(name: string, task: () => Promise<void>) {
      if (localRuns.has(name)) return;
      const done = task()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => localRuns.delete(name));
      localRuns.set(name, done);
    }

    const jobs: Jobs = {
      defineJob(type, handler, options = {}) {
        definitions.set(type.name, {
          handler: handler as Definition['handler'],
          attempts: options.attempts ?? DEFAULT_ATTEMPTS,
          backoffSeconds: options.backoffSeconds ?? DEFAULT_BACKOFF_SECONDS,
        });
      },
      schedule(name, options, task) {
        if (options.scope === 'instance') {
          local.push({ name, options, task });
          return;
        }
        definitions.set(name, {
          handler: task,
          attempts: 1,
          backoffSeconds: 0,
          everyMs: options.everyMs,
        });
        scheduled.push({ name, everyMs: options.everyMs, atStart: options.atStart });
      },
      async enqueue(db, type, payload, options = {}) {
        await db.execute(
          sql`insert into jobs (name, payload, run_at)
              values (${type.name}, ${JSON.stringify(payload)}::jsonb,
                      now() + make_interval(secs => ${options.afterSeconds ?? 0}))`,
        );
        // In a transaction the row shows only after commit; the next poll finds it then.
        kick();
      },
      async enqueueEach(db, type, payloads, options = {}) {
        const [row] = await queryRows<{ queued: number }>(
          db,
          sql`with ${options.with ? sql`${options.with}, ` : sql``}
                jobs_queued as (
                  insert into jobs (name, payload, run_at)
                  select ${type.name}, payload, now() + make_interval(secs => ${options.afterSeconds ?? 0})
                    from (${payloads}) as each_job(payload)
                  returning 1)
              select count(*)::int as queued from jobs_queued`,
        );
        kick();
        return row?.queued ?? 0;
      },
      async runDue() {
        await running;
        await runDue();
      },
    };
    app.decorate('jobs', jobs);

    jobs.schedule('failed job purge', { everyMs: 24 * 60 * 60_000, atStart: true }, async () => {
      await app.db.execute(
        sql`delete from jobs where failed_at < now() - make_interval(days => ${FAILED_KEPT_DAYS})`,
      );
    });

    app.addHook('onReady', async () => {
      for (const { name, options, task } of local) {
        if (options.atStart) runLocal(name, task);
        timers.push(setInterval(() => runLocal(name, task), options.everyMs));
      }
      stopped = false;
      poll(0);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      for (const each of timers) clearInterval(each);
      // A job cut short is run again once its lease ends; closing does not wait on a stalled one.
      await Promise.race([
        Promise.all([running, ...localRuns.values()]),
        new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
      ]);
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
