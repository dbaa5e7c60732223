import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnswerVia, Channel } from '@drones/shared/channels';
import { queryRows, type Db } from '../../db/client';
import {
  disponibility,
  municipalities,
  outbox,
  reachabilityTargets,
  reachabilityTests,
  users,
} from '../../db/schema';

/** Live pilots whose availability's municipality is in the area (all of them with no area). */
export function findPilotsIn(db: Db, area: { uf: string | null; municipalityCode: number | null }) {
  return queryRows<{ id: string; email: string }>(
    db,
    sql`select u.id, u.email
          from ${disponibility} d
          join ${users} u on u.id = d.user_id and u.role = 'DRIVER' and u.erased_at is null
          left join ${municipalities} m on m.code = d.municipality_code
         where (${area.municipalityCode}::int is null or d.municipality_code = ${area.municipalityCode})
           and (${area.uf}::text is null or m.uf = ${area.uf})
         order by u.id`,
  );
}

export async function insertTest(
  db: Db,
  values: typeof reachabilityTests.$inferInsert,
  targets: { userId: string; tokenHash: string }[],
) {
  const [test] = await db.insert(reachabilityTests).values(values).returning();
  if (targets.length > 0) {
    await db.execute(
      sql`insert into ${reachabilityTargets} (test_id, user_id, token_hash)
          select ${test!.id}, target.user_id, target.token_hash
            from unnest(${sql.param(targets.map((t) => t.userId))}::uuid[],
                        ${sql.param(targets.map((t) => t.tokenHash))}::text[])
                 as target(user_id, token_hash)`,
    );
  }
  return test!;
}

export async function findTest(db: Db, id: string) {
  const [row] = await db.select().from(reachabilityTests).where(eq(reachabilityTests.id, id));
  return row ?? null;
}

/** How many pilots a test asked, how many confirmed, and its messages' states per channel. */
export async function countTest(db: Db, id: string) {
  const [totals] = await queryRows<{ sent: number; confirmed: number }>(
    db,
    sql`select count(*)::int as sent, count(confirmed_at)::int as confirmed
          from ${reachabilityTargets} where test_id = ${id}`,
  );
  const channels = await queryRows<{
    channel: Channel;
    sent: number;
    delivered: number;
    failed: number;
    confirmed: number;
  }>(
    db,
    sql`select o.channel,
               count(*) filter (where o.status in ('sent', 'delivered', 'read'))::int as sent,
               count(*) filter (where o.status in ('delivered', 'read'))::int as delivered,
               count(*) filter (where o.status = 'failed')::int as failed,
               (select count(*)::int from ${reachabilityTargets} t
                 where t.test_id = ${id} and t.confirmed_via::text = o.channel::text) as confirmed
          from ${outbox} o where o.reachability_test_id = ${id}
         group by o.channel order by o.channel`,
  );
  return { ...totals!, channels };
}

/** The pilots a test asked who have not confirmed within 24 hours of it, by name. */
export function findUnreached(db: Db, id: string) {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select u.id, u.name
          from ${reachabilityTargets} t
          join ${reachabilityTests} r on r.id = t.test_id
          join ${users} u on u.id = t.user_id
         where t.test_id = ${id}
           and (t.confirmed_at is null or t.confirmed_at > r.created_at + interval '24 hours')
         order by u.name, u.id`,
  );
}

/** Confirms one pilot's receipt; false when the token is not his or he confirmed already. */
export async function confirmTarget(
  db: Db,
  testId: string,
  who: { tokenHash: string } | { userId: string },
  via: AnswerVia,
) {
  const rows = await db
    .update(reachabilityTargets)
    .set({ confirmedAt: sql`now()`, confirmedVia: via })
    .where(
      and(
        eq(reachabilityTargets.testId, testId),
        'tokenHash' in who
          ? eq(reachabilityTargets.tokenHash, who.tokenHash)
          : eq(reachabilityTargets.userId, who.userId),
        isNull(reachabilityTargets.confirmedAt),
      ),
    )
    .returning({ userId: reachabilityTargets.userId });
  return rows.length > 0;
}

/** The tests a pilot has not confirmed yet, made in the last 24 hours, newest first. */
export function findPendingFor(db: Db, userId: string) {
  return queryRows<{ id: string; createdAt: Date }>(
    db,
    sql`select r.id, r.created_at as "createdAt"
          from ${reachabilityTargets} t join ${reachabilityTests} r on r.id = t.test_id
         where t.user_id = ${userId} and t.confirmed_at is null
           and r.created_at > now() - interval '24 hours'
         order by r.created_at desc`,
  );
}

/** Whether the test asked this token's bearer (or this person). */
export async function isTarget(
  db: Db,
  testId: string,
  who: { tokenHash: string } | { userId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ userId: reachabilityTargets.userId })
    .from(reachabilityTargets)
    .where(
      and(
        eq(reachabilityTargets.testId, testId),
        'tokenHash' in who
          ? eq(reachabilityTargets.tokenHash, who.tokenHash)
          : eq(reachabilityTargets.userId, who.userId),
      ),
    );
  return row !== undefined;
}
