import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disponibility, municipalities } from '../../db/schema';

/** An availability as stored, with the UF of its municipality (null without one). */
export type DisponibilityRow = typeof disponibility.$inferSelect & { uf: string | null };
export type NewDisponibilityRow = typeof disponibility.$inferInsert;

/**
 * What a write sets. `municipalityCode` is the one the pilot chose (then `city` is its name), or
 * null: the server then looks `city` up again on every write (docs/design.md §8).
 */
export type DisponibilityChanges = Pick<
  NewDisponibilityRow,
  'days' | 'city' | 'district' | 'complement'
> & { municipalityCode: number | null };

/** The unique index that keeps one availability per pilot. */
export const ONE_PER_PILOT = 'disponibility_user_key';

/**
 * The row's columns and its municipality's UF. The subquery names the outer row in full: drizzle
 * leaves columns unqualified in a one-table statement.
 */
const columns = {
  ...getTableColumns(disponibility),
  uf: sql<string | null>`(
    select m.uf from ${municipalities} m where m.code = "disponibility"."municipality_code")`,
};

/**
 * The chosen code, or the municipality `city` names: resolve_municipality (migration 0013) is the
 * one place that rule lives, so every write asks it.
 */
function placeOf(changes: DisponibilityChanges) {
  return {
    city: changes.city,
    municipalityCode:
      changes.municipalityCode ?? sql<number | null>`resolve_municipality(${changes.city})`,
  };
}

export async function insertDisponibility(
  db: Db,
  userId: string,
  values: DisponibilityChanges,
): Promise<DisponibilityRow> {
  const [row] = await db
    .insert(disponibility)
    .values({ ...values, userId, ...placeOf(values) })
    .returning(columns);
  return row!;
}

export async function findDisponibility(db: Db, id: string): Promise<DisponibilityRow | null> {
  const [row] = await db
    .select(columns)
    .from(disponibility)
    .where(eq(disponibility.id, id))
    .limit(1);
  return row ?? null;
}

export async function findDisponibilityByUser(
  db: Db,
  userId: string,
): Promise<DisponibilityRow | null> {
  const [row] = await db
    .select(columns)
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
    .set({ ...changes, ...placeOf(changes), updatedAt: sql`now()` })
    .where(eq(disponibility.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteDisponibility(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(disponibility)
    .where(eq(disponibility.id, id))
    .returning({ id: disponibility.id });
  return rows.length > 0;
}
