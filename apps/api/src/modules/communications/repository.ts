import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';
import { communications, users } from '../../db/schema';

export type NewCommunicationRow = typeof communications.$inferInsert;

export async function insertCommunication(db: Db, values: NewCommunicationRow): Promise<string> {
  const [row] = await db.insert(communications).values(values).returning({ id: communications.id });
  return row!.id;
}

/** The e-mail of every pilot whose account is not erased, as a subquery of one column. */
export function pilotAddresses(): SQL {
  return sql`select ${users.email} from ${users} where ${and(eq(users.role, 'DRIVER'), isNull(users.erasedAt))}`;
}

/** A page of the broadcasts with their senders, newest first (communications_created_idx). */
export function listCommunications(db: Db, limit: number, after?: Cursor) {
  return db
    .select({
      id: communications.id,
      name: communications.name,
      description: communications.description,
      comunication: communications.comunication,
      details: communications.details,
      observation: communications.observation,
      createdAt: communications.createdAt,
      cursor: sql<string>`${communications.createdAt}::text`,
      senderName: users.name,
      senderErased: sql<boolean>`${users.erasedAt} is not null`,
    })
    .from(communications)
    .innerJoin(users, eq(users.id, communications.userId))
    .where(after ? afterCursor(communications.createdAt, communications.id, after) : undefined)
    .orderBy(...newestFirst(communications.createdAt, communications.id))
    .limit(limit);
}

export async function countCommunications(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communications);
  return row?.n ?? 0;
}
