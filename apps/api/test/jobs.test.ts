import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { jobType } from '../src/plugins/app/jobs/jobs';
import { anotherConnection, createTestApp, resetDatabase, testDatabase } from './helpers/test-app';

const COUNT = jobType<{ n: number }>('test.count');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error('the condition never held');
}

async function queued(name: string) {
  const { db } = await testDatabase();
  return db.select().from(jobs).where(eq(jobs.name, name));
}

/** Two instances on one database, each recording the runs of `test.count` it made. */
async function twoInstances() {
  const runs: { instance: string; n: number }[] = [];
  const apps: FastifyInstance[] = [
    await createTestApp(),
    await createTestApp({}, { database: await anotherConnection() }),
  ];
  apps.forEach((app, i) => {
    app.jobs.defineJob(COUNT, async ({ n }) => {
      runs.push({ instance: `#${i}`, n });
      await sleep(5);
    });
  });
  return { apps, runs };
}

describe('jobs', () => {
  beforeEach(async () => resetDatabase(await testDatabase()));

  it('never runs a job queued in a transaction that rolled back', async () => {
    const { apps, runs } = await twoInstances();
    await Promise.all(apps.map((app) => app.ready()));
    const { db } = await testDatabase();
    await expect(
      db.transaction(async (tx) => {
        await apps[0]!.jobs.enqueue(tx, COUNT, { n: 1 });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    // Longer than a poll of either instance.
    await sleep(700);
    expect(runs).toEqual([]);
    expect(await queued(COUNT.name)).toEqual([]);
  });

  it('runs each job queued in a committed transaction once, across two instances', async () => {
    const { apps, runs } = await twoInstances();
    await Promise.all(apps.map((app) => app.ready()));
    const { db } = await testDatabase();
    await db.transaction(async (tx) => {
      for (let n = 0; n < 60; n += 1) await apps[n % 2]!.jobs.enqueue(tx, COUNT, { n });
    });
    await until(async () => (await queued(COUNT.name)).length === 0);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, n) => n),
    );
  });

  it('runs a job queued while no instance ran once one starts, and waits for its time', async () => {
    const { db } = await testDatabase();
    const { apps, runs } = await twoInstances();
    await apps[0]!.jobs.enqueue(db, COUNT, { n: 1 });
    await apps[0]!.jobs.enqueue(db, COUNT, { n: 2 }, { afterSeconds: 3600 });
    await apps[1]!.ready();
    await until(async () => runs.length === 1);
    expect(runs).toEqual([{ instance: '#1', n: 1 }]);
    const [later] = await queued(COUNT.name);
    expect(later).toMatchObject({ payload: { n: 2 }, attempts: 0 });
  });

  it('retries a failed job later, doubling the wait, and keeps it as failed after its attempts', async () => {
    const app = await createTestApp();
    const failing = jobType<Record<string, never>>('test.failing');
    let attempts = 0;
    app.jobs.defineJob(
      failing,
      async (_payload, run) => {
        attempts = run.attempt;
        throw new Error(run.lastAttempt ? 'última falha' : 'falhou');
      },
      { attempts: 3, backoffSeconds: 10 },
    );
    await app.ready();
    const { db } = await testDatabase();
    await app.jobs.enqueue(db, failing, {});
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.name, failing.name));
      await app.jobs.runDue();
      const [row] = await db
        .select({ seconds: sql<number>`round(extract(epoch from ${jobs.runAt} - now()))::int` })
        .from(jobs)
        .where(eq(jobs.name, failing.name));
      waits.push(row!.seconds);
    }
    expect(waits).toEqual([10, 20, 40]);
    const [row] = await queued(failing.name);
    expect(row).toMatchObject({ attempts: 3, lastError: 'última falha' });
    expect(row!.failedAt).not.toBeNull();
    // A failed job is not run again.
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.name, failing.name));
    await app.jobs.runDue();
    expect(attempts).toBe(3);
  });

  it('runs a scheduled job once per period across instances, at the first start', async () => {
    const runs: string[] = [];
    const apps = [
      await createTestApp(),
      await createTestApp({}, { database: await anotherConnection() }),
    ];
    apps.forEach((app, i) =>
      app.jobs.schedule('test tick', { everyMs: 60 * 60_000, atStart: true }, async () => {
        runs.push(`#${i}`);
      }),
    );
    await Promise.all(apps.map((app) => app.ready()));
    await until(async () => runs.length === 1);
    await sleep(700);
    expect(runs).toHaveLength(1);
    const [row] = await queued('test tick');
    const { db } = await testDatabase();
    const [{ hours }] = (await db
      .select({ hours: sql<number>`round(extract(epoch from ${jobs.runAt} - now()) / 3600)::int` })
      .from(jobs)
      .where(eq(jobs.id, row!.id))) as [{ hours: number }];
    expect(hours).toBe(1);
  });

  it('runs an instance-scoped schedule on every instance, and stops polling on close', async () => {
    const runs: string[] = [];
    const apps = [
      await createTestApp(),
      await createTestApp({}, { database: await anotherConnection() }),
    ];
    apps.forEach((app, i) =>
      app.jobs.schedule(
        'test sweep',
        { everyMs: 60 * 60_000, atStart: true, scope: 'instance' },
        async () => {
          runs.push(`#${i}`);
        },
      ),
    );
    await Promise.all(apps.map((app) => app.ready()));
    await until(async () => runs.length === 2);
    expect(runs.sort()).toEqual(['#0', '#1']);
    expect(await queued('test sweep')).toEqual([]);

    let ran = false;
    apps[0]!.jobs.defineJob(COUNT, async () => {
      ran = true;
    });
    await Promise.all(apps.map((app) => app.close()));
    const { db } = await testDatabase();
    await apps[0]!.jobs.enqueue(db, COUNT, { n: 1 });
    await sleep(700);
    expect(ran).toBe(false);
  });
});
