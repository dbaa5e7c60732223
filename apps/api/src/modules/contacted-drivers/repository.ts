import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountEmail, contactedDrivers, users } from '../../db/schema';

/** Records the contact; null when the pilot was already asked for this request. */
export async function insertContact(
  db: Db,
  solicitationId: string,
  userId: string,
): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .insert(contactedDrivers)
    .values({ solicitationId, userId })
    .onConflictDoNothing()
    .returning({ createdAt: contactedDrivers.createdAt });
  return row ?? null;
}

export async function findContact(
  db: Db,
  solicitationId: string,
  userId: string,
): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: contactedDrivers.createdAt })
    .from(contactedDrivers)
    .where(
      and(eq(contactedDrivers.solicitationId, solicitationId), eq(contactedDrivers.userId, userId)),
    )
    .limit(1);
  return row ?? null;
}

/** The pilots asked for support on a request, in the order they were asked. */
export async function listContacted(db: Db, solicitationId: string) {
  return db
    .select({ id: users.id, name: users.name, email: accountEmail, phone: users.phone })
    .from(contactedDrivers)
    .innerJoin(users, eq(users.id, contactedDrivers.userId))
    .where(eq(contactedDrivers.solicitationId, solicitationId))
    .orderBy(asc(contactedDrivers.createdAt), asc(users.name));
}
