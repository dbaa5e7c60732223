import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CertificateStatus } from '@drones/shared/certificates';
import { queryRows, type Db } from '../../db/client';
import { additionalData, additionalDataCertificates, files, users } from '../../db/schema';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';

const certificates = additionalDataCertificates;

const certificateColumns = {
  fileId: certificates.fileId,
  status: certificates.status,
  expiresAt: certificates.expiresAt,
  reason: certificates.reason,
  contentType: files.contentType,
  uploadedAt: certificates.createdAt,
  cursor: sql<string>`${certificates.createdAt}::text`,
  pilotId: users.id,
  pilotName: users.name,
  pilotEmail: users.email,
};

/** Certificates with their pilot (erasure removes an erased pilot's files, and these rows). */
function withPilot(db: Db) {
  return db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(files, eq(files.id, certificates.fileId))
    .innerJoin(additionalData, eq(additionalData.id, certificates.additionalDataId))
    .innerJoin(users, eq(users.id, additionalData.userId));
}

export type CertificateRow = Awaited<ReturnType<ReturnType<typeof withPilot>['execute']>>[number];

const statusIs = (status: CertificateStatus | undefined): SQL | undefined =>
  status ? eq(certificates.status, status) : undefined;

/** Keyset condition of the oldest-first order (created_at ascending, file id descending). */
function afterInQueue(cursor: Cursor): SQL {
  return sql`(${certificates.createdAt} > ${cursor.createdAt}::timestamptz or (${certificates.createdAt} = ${cursor.createdAt}::timestamptz and ${certificates.fileId} < ${cursor.id}::uuid))`;
}

/**
 * A page of certificates. Pending ones are a queue, oldest upload first; the others (and all of
 * them together) newest upload first. Both orders read the (status, created_at desc, file_id)
 * index, the queue backwards.
 */
export function listCertificates(
  db: Db,
  status: CertificateStatus | undefined,
  limit: number,
  after?: Cursor,
) {
  const queue = status === 'pending';
  const position = after
    ? queue
      ? afterInQueue(after)
      : afterCursor(certificates.createdAt, certificates.fileId, after)
    : undefined;
  return withPilot(db)
    .where(and(statusIs(status), position))
    .orderBy(
      ...(queue
        ? [
            sql`${certificates.createdAt} asc nulls first`,
            sql`${certificates.fileId} desc nulls first`,
          ]
        : newestFirst(certificates.createdAt, certificates.fileId)),
    )
    .limit(limit);
}

export async function countCertificates(
  db: Db,
  status: CertificateStatus | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(certificates).where(statusIs(status));
  return row?.n ?? 0;
}

export async function findCertificate(db: Db, fileId: string): Promise<CertificateRow | null> {
  const [row] = await withPilot(db).where(eq(certificates.fileId, fileId)).limit(1);
  return row ?? null;
}

export type CertificateReview =
  | { status: 'verified'; expiresAt: string; reason: null }
  | { status: 'rejected'; expiresAt: null; reason: string };

/** Records a review; a new one starts the expiry reminder over. False when the row is gone. */
export async function setCertificateReview(
  db: Db,
  fileId: string,
  review: CertificateReview,
): Promise<boolean> {
  const rows = await db
    .update(certificates)
    .set({ ...review, reviewedAt: sql`now()`, expiryRemindedAt: null })
    .where(eq(certificates.fileId, fileId))
    .returning({ fileId: certificates.fileId });
  return rows.length > 0;
}

export interface ExpiringCertificate {
  fileId: string;
  expiresAt: string;
  pilotId: string;
  email: string;
  name: string;
}

/**
 * Claims the verified certificates expiring between `from` and `until` (days, inclusive) whose
 * pilot was not reminded yet, marking them reminded at `now`. The row lock and the re-checked
 * `expiry_reminded_at is null` give each row to one caller only, however many run at once.
 */
export function claimExpiringCertificates(
  db: Db,
  window: { from: string; until: string; now: Date },
): Promise<ExpiringCertificate[]> {
  return queryRows<ExpiringCertificate>(
    db,
    sql`update ${certificates} as c
        set expiry_reminded_at = ${window.now.toISOString()}::timestamptz
        from ${additionalData} as a, ${users} as u
        where a.id = c.additional_data_id and u.id = a.user_id
          and u.email is not null
          and c.status = 'verified' and c.expiry_reminded_at is null
          and c.expires_at between ${window.from}::date and ${window.until}::date
        returning c.file_id as "fileId", c.expires_at::text as "expiresAt", u.id as "pilotId",
                  u.email, u.name`,
  );
}
