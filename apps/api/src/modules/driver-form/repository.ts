import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverForms } from '../../db/schema';

export async function insertDriverForm(
  db: Db,
  values: { userId: string; fileId: string },
): Promise<{ id: string }> {
  const [row] = await db.insert(driverForms).values(values).returning({ id: driverForms.id });
  return row!;
}

/** A pilot's ANAC forms, newest first. */
export async function listDriverFormsByUser(
  db: Db,
  userId: string,
): Promise<{ id: string; fileId: string }[]> {
  return db
    .select({ id: driverForms.id, fileId: driverForms.fileId })
    .from(driverForms)
    .where(eq(driverForms.userId, userId))
    .orderBy(desc(driverForms.createdAt), desc(driverForms.id));
}
