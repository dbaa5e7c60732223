import { aliasedTable, and, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@drones/shared/audit';
import type { Db } from '../../db/client';
import { auditEvents, solicitations, users } from '../../db/schema';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';

export type NewAuditEventRow = typeof auditEvents.$inferInsert;

/** The only write on audit_events: rows are added, never changed or removed. */
export async function insertAuditEvent(db: Db, values: NewAuditEventRow): Promise<void> {
  await db.insert(auditEvents).values(values);
}

export interface AuditFilter {
  actorId?: string | undefined;
  action?: AuditAction | undefined;
  /** Events at or after this instant. */
  from?: Date | undefined;
  /** Events before this instant, or at it when `toInclusive`. */
  to?: Date | undefined;
  toInclusive?: boolean;
}

function filterCondition(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.from ? gte(auditEvents.at, filter.from) : undefined,
    filter.to
      ? filter.toInclusive
        ? lte(auditEvents.at, filter.to)
        : lt(auditEvents.at, filter.to)
      : undefined,
  );
}

const actors = aliasedTable(users, 'actor');
const targets = aliasedTable(users, 'target');

/** A newest-first page of events with the actor's and the target account's or request's names. */
export function listAuditEvents(db: Db, filter: AuditFilter, limit: number, after?: Cursor) {
  return db
    .select({
      event: auditEvents,
      cursor: sql<string>`${auditEvents.at}::text`,
      actorName: actors.name,
      actorErased: sql<boolean>`${actors.erasedAt} is not null`,
      targetName: targets.name,
      targetErased: sql<boolean>`${targets.erasedAt} is not null`,
      requestName: solicitations.name,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(
      targets,
      and(eq(auditEvents.targetType, 'user'), eq(targets.id, auditEvents.targetId)),
    )
    .leftJoin(
      solicitations,
      and(eq(auditEvents.targetType, 'solicitation'), eq(solicitations.id, auditEvents.targetId)),
    )
    .where(
      and(
        filterCondition(filter),
        after ? afterCursor(auditEvents.at, auditEvents.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(auditEvents.at, auditEvents.id))
    .limit(limit);
}

export type AuditListRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

export async function countAuditEvents(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(filterCondition(filter));
  return row?.n ?? 0;
}

/** The account's failed logins of the past hour that came after its last completed reset. */
export async function countRecentLoginFailures(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.targetId, userId),
        eq(auditEvents.action, 'login.failed'),
        sql`${auditEvents.at} > greatest(now() - interval '1 hour', coalesce((
          select max(reset.at) from audit_events reset
          where reset.target_id = ${userId} and reset.action = 'password_reset.completed'
        ), '-infinity'))`,
      ),
    );
  return row?.n ?? 0;
}
