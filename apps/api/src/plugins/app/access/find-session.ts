import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import type { SessionUser } from '../../../lib/session-user';
import { tokenHash } from '../../../lib/tokens';

/** The live session (not revoked, not expired) of a bearer token, with its user. */
export async function findSession(
  db: Db,
  token: string,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      user: {
        id: users.id,
        role: users.role,
        approvalStatus: users.approvalStatus,
        name: users.name,
        email: users.email,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}
