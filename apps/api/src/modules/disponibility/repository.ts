import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disponibility } from '../../db/schema';

export type DisponibilityRow = typeof disponibility.$inferSelect;
export type NewDisponibilityRow = typeof disponibility.$inferInsert;
export type DisponibilityChanges = Pick<
  NewDisponibilityRow,
  'days' | 'city' | 'district' | 'complement'
>;

/** The unique index that keeps one availability per pilot. */
export const ONE_PER_PILOT = 'disponibility_user_key';

export async function insertDisponibility(
  db: Db,
  values: NewDisponibilityRow,
): Promise<DisponibilityRow> {
  const [row] = await db.insert(disponibility).values(values).returning();
  return row!;
}

export async function findDisponibility(db: Db, id: string): Promise<DisponibilityRow | null> {
  const [row] = await db.select().from(disponibility).where(eq(disponibility.id, id)).limit(1);
  return row ?? null;
}

export async function findDisponibilityByUser(
  db: Db,
  userId: string,
): Promise<DisponibilityRow | null> {
  const [row] = await db
    .select()
    .from(disponibility)
    .where(eq(disponibility.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function updateDisponibility(
  db: Db,
  id: string,
  changes: DisponibilityChanges,
): Promise<DisponibilityRow | null> {
  const [row] = await db
    .update(disponibility)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(disponibility.id, id))
    .returning();
  return row ?? null;
}

export async function deleteDisponibility(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(disponibility)
    .where(eq(disponibility.id, id))
    .returning({ id: disponibility.id });
  return rows.length > 0;
}
