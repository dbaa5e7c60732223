import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  passwordResetTokens,
  pushSubscriptions,
  sessions,
  users,
  type AccountRow,
} from '../../db/schema';

export async function insertSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/**
 * Ends the sessions `which` selects and deletes the push subscriptions their browsers made: a
 * signed-out browser is told nothing more (docs/design.md §13).
 */
async function revoke(db: Db, which: SQL) {
  await db.execute(
    sql`with revoked as (
          update ${sessions} set revoked_at = now() where revoked_at is null and ${which}
          returning id)
        delete from ${pushSubscriptions} where session_id in (select id from revoked)`,
  );
}

export async function revokeSession(db: Db, sessionId: string) {
  await revoke(db, sql`id = ${sessionId}`);
}

/** The user's live sessions, most recently used first. */
export function listLiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, sql`now() - interval '14 days'`),
      ),
    )
    .orderBy(sql`${sessions.lastUsedAt} desc`, sql`${sessions.id} desc`);
}

export async function revokeOtherSessions(db: Db, userId: string, keepId: string) {
  await revoke(db, sql`user_id = ${userId} and id <> ${keepId}`);
}

export async function revokeUserSessions(db: Db, userId: string) {
  await revoke(db, sql`user_id = ${userId}`);
}

/** A new reset token; the user's older unused ones stop working (they read as expired). */
export async function replaceResetToken(
  db: Db,
  values: { userId: string; tokenHash: string; validMinutes: number },
) {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, values.userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + make_interval(mins => ${values.validMinutes})`,
  });
}

export async function findResetToken(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .select({
      usedAt: passwordResetTokens.usedAt,
      expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
    })
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.tokenHash, tokenHash)),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a usable token used; only one caller can win, so a link works once. */
export async function consumeResetToken(db: Db, userId: string, tokenHash: string) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows.length === 1;
}

/** The account that signs in with this e-mail (already lower-cased). */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // An erased account has no e-mail, so whatever matched is a live one.
  return (row ?? null) as AccountRow | null;
}

export async function findAccountById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Sets a new password hash; answers the account, or null when it no longer exists. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .returning();
  return (row ?? null) as AccountRow | null;
}
