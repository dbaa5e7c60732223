import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
