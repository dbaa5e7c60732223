import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { additionalData, additionalDataCertificates } from '../../db/schema';

export type AdditionalDataRow = typeof additionalData.$inferSelect;
export type NewAdditionalDataRow = typeof additionalData.$inferInsert;
export type AdditionalDataChanges = Pick<
  NewAdditionalDataRow,
  'habilities' | 'areasExpertise' | 'operateKm' | 'observation'
>;

/** The unique index that keeps one additional data record per pilot. */
export const ONE_PER_PILOT = 'additional_data_user_key';

export async function insertAdditionalData(
  db: Db,
  values: NewAdditionalDataRow,
): Promise<AdditionalDataRow> {
  const [row] = await db.insert(additionalData).values(values).returning();
  return row!;
}

export async function findAdditionalData(db: Db, id: string): Promise<AdditionalDataRow | null> {
  const [row] = await db.select().from(additionalData).where(eq(additionalData.id, id)).limit(1);
  return row ?? null;
}

export async function findAdditionalDataByUser(
  db: Db,
  userId: string,
): Promise<AdditionalDataRow | null> {
  const [row] = await db
    .select()
    .from(additionalData)
    .where(eq(additionalData.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function updateAdditionalData(
  db: Db,
  id: string,
  changes: AdditionalDataChanges,
): Promise<AdditionalDataRow | null> {
  const [row] = await db
    .update(additionalData)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(additionalData.id, id))
    .returning();
  return row ?? null;
}

/** The record's certificates with their review, in the order they were sent. */
export function findCertificates(db: Db, additionalDataId: string) {
  return db
    .select({
      fileId: additionalDataCertificates.fileId,
      status: additionalDataCertificates.status,
      expiresAt: additionalDataCertificates.expiresAt,
      reason: additionalDataCertificates.reason,
    })
    .from(additionalDataCertificates)
    .where(eq(additionalDataCertificates.additionalDataId, additionalDataId))
    .orderBy(asc(additionalDataCertificates.createdAt), asc(additionalDataCertificates.fileId));
}

/** The record's certificate file ids, in the order they were sent. */
export async function findCertificateIds(db: Db, additionalDataId: string): Promise<string[]> {
  const rows = await findCertificates(db, additionalDataId);
  return rows.map((row) => row.fileId);
}

export async function linkCertificate(
  db: Db,
  additionalDataId: string,
  fileId: string,
): Promise<void> {
  await db.insert(additionalDataCertificates).values({ additionalDataId, fileId });
}

export async function deleteAdditionalData(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(additionalData)
    .where(eq(additionalData.id, id))
    .returning({ id: additionalData.id });
  return rows.length > 0;
}
