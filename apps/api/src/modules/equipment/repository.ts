import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment } from '../../db/schema';
import type { Cursor } from '../../lib/keyset';

export type EquipmentRow = typeof equipment.$inferSelect;
export type NewEquipmentRow = typeof equipment.$inferInsert;
export type EquipmentChanges = Partial<
  Pick<
    NewEquipmentRow,
    'name' | 'manufacture' | 'model' | 'autonomy' | 'observation' | 'capabilities'
  >
>;

export async function countEquipment(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(equipment);
  return row?.n ?? 0;
}

export async function insertEquipment(db: Db, values: NewEquipmentRow): Promise<EquipmentRow> {
  const [row] = await db.insert(equipment).values(values).returning();
  return row!;
}

export async function findEquipment(db: Db, id: string): Promise<EquipmentRow | null> {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, id)).limit(1);
  return row ?? null;
}

export async function listEquipmentByUser(db: Db, userId: string): Promise<EquipmentRow[]> {
  return db
    .select()
    .from(equipment)
    .where(eq(equipment.userId, userId))
    .orderBy(desc(equipment.createdAt), desc(equipment.id));
}

/** The equipment of several users (one page of a list) in one query, oldest first. */
export async function listEquipmentOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: equipment.userId,
      id: equipment.id,
      name: equipment.name,
      manufacture: equipment.manufacture,
      model: equipment.model,
    })
    .from(equipment)
    .where(inArray(equipment.userId, userIds))
    .orderBy(asc(equipment.createdAt), asc(equipment.id));
}

/** Newest first, after the cursor; `cursor` is created_at as PostgreSQL prints it. */
export async function listEquipment(db: Db, limit: number, after?: Cursor) {
  return db
    .select({ row: equipment, cursor: sql<string>`${equipment.createdAt}::text` })
    .from(equipment)
    .where(
      after
        ? sql`(${equipment.createdAt}, ${equipment.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(equipment.createdAt), desc(equipment.id))
    .limit(limit);
}

export async function updateEquipment(
  db: Db,
  id: string,
  changes: EquipmentChanges,
): Promise<EquipmentRow | null> {
  const [row] = await db
    .update(equipment)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(equipment.id, id))
    .returning();
  return row ?? null;
}

export async function deleteEquipment(db: Db, id: string): Promise<void> {
  await db.delete(equipment).where(eq(equipment.id, id));
}
