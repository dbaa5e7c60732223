import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountEmail, sessions, users } from '../../../db/schema';
import type { SessionUser } from '../../../lib/session-user';
import { tokenHash } from '../../../lib/tokens';

// A session unused this long expires (30 days after sign-in at most, by expires_at).
const IDLE_DAYS = 14;

/** A session still signs requests in: not revoked, not past its 30 days, used in the last 14. */
function live() {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastUsedAt, sql`now() - make_interval(days => ${IDLE_DAYS})`),
  );
}

/**
 * The user a session signs in, as the join reads it. An erased account has no sessions left, so
 * the join finds live accounts only.
 */
const sessionUserColumns = {
  id: users.id,
  role: users.role,
  approvalStatus: users.approvalStatus,
  name: users.name,
  email: accountEmail,
};

/** Whether the session is live (signed file URLs die with the session they were made for). */
export async function isLiveSession(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), live()))
    .limit(1);
  return row !== undefined;
}

/** Of these sessions, the live ones with their users as they are now. */
export async function liveSessionUsers(db: Db, sessionIds: string[]): Promise<SessionUser[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ sessionId: sessions.id, ...sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.id} = any(${sql.param(sessionIds)}::uuid[])`, live()));
  return rows;
}

/** The lookup of every signed-in request, prepared once per database (and per connection). */
function prepareLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      stale: sql<boolean>`${sessions.lastUsedAt} < now() - interval '1 hour'`,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), live()))
    .limit(1)
    .prepare('find_session');
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/**
 * The live session of a bearer token (not revoked, not past its 30 days, used in the last 14),
 * with its user. Its last use is written at most once an hour, so reads stay reads.
 */
export async function findSession(
  db: Db,
  token: string,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ tokenHash: tokenHash(token) });
  if (!row) return null;
  if (row.stale) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: { ...row.user, sessionId: row.sessionId } };
}
