import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, users } from '../../db/schema';

// The spec's contacts are invitations with the source `contact` (ADR 022): one roster for both.

export async function findContact(
  db: Db,
  solicitationId: string,
  userId: string,
): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: invitations.invitedAt })
    .from(invitations)
    .where(and(eq(invitations.solicitationId, solicitationId), eq(invitations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Every pilot invited to a request, however, in the order they were invited. */
export async function listContacted(db: Db, solicitationId: string) {
  return (
    db
      // An erased pilot stays as 'Conta removida', without an address (ADR 031).
      .select({
        id: users.id,
        name: users.name,
        email: sql<string>`coalesce(${users.email}, '')`,
        phone: users.phone,
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(eq(invitations.solicitationId, solicitationId))
      .orderBy(asc(invitations.invitedAt), asc(users.name))
  );
}
