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

export async function findDriverForm(
  db: Db,
  id: string,
): Promise<{ id: string; userId: string; fileId: string } | null> {
  const [row] = await db
    .select({ id: driverForms.id, userId: driverForms.userId, fileId: driverForms.fileId })
    .from(driverForms)
    .where(eq(driverForms.id, id));
  return row ?? null;
}

export async function deleteDriverForm(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(driverForms)
    .where(eq(driverForms.id, id))
    .returning({ id: driverForms.id });
  return rows.length > 0;
}
