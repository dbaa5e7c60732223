import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ShareStatus } from '@drones/shared/organizations';
import type { Db } from '../../db/client';
import { organizations, shares, solicitations } from '../../db/schema';

const shareColumns = {
  organizationId: shares.organizationId,
  organization: { id: organizations.id, name: organizations.name },
  status: shares.status,
  message: shares.message,
  createdAt: shares.createdAt,
  decidedAt: shares.decidedAt,
};

function sharesWithBody(db: Db) {
  return db
    .select(shareColumns)
    .from(shares)
    .innerJoin(organizations, eq(organizations.id, shares.organizationId))
    .$dynamic();
}

export type ShareRow = Awaited<ReturnType<ReturnType<typeof sharesWithBody>['execute']>>[number];

export async function insertShare(
  db: Db,
  values: { solicitationId: string; organizationId: string; message: string | null },
) {
  await db.insert(shares).values(values);
}

export async function findShare(
  db: Db,
  solicitationId: string,
  organizationId: string,
): Promise<ShareRow | null> {
  const [row] = await sharesWithBody(db).where(
    and(eq(shares.solicitationId, solicitationId), eq(shares.organizationId, organizationId)),
  );
  return row ?? null;
}

/** A request's shares, oldest first. */
export function listShares(db: Db, solicitationId: string): Promise<ShareRow[]> {
  return sharesWithBody(db)
    .where(eq(shares.solicitationId, solicitationId))
    .orderBy(asc(shares.createdAt), asc(shares.organizationId));
}

export async function setShareStatus(
  db: Db,
  solicitationId: string,
  organizationId: string,
  status: ShareStatus,
) {
  await db
    .update(shares)
    .set({ status, decidedAt: sql`now()` })
    .where(
      and(eq(shares.solicitationId, solicitationId), eq(shares.organizationId, organizationId)),
    );
}

/** The shares asked of a body, newest first. */
export function listIncoming(db: Db, organizationId: string, status: ShareStatus | undefined) {
  return db
    .select({
      solicitation: {
        id: solicitations.id,
        name: solicitations.name,
        urgency: solicitations.urgency,
      },
      organizationId: shares.organizationId,
      status: shares.status,
      message: shares.message,
      createdAt: shares.createdAt,
    })
    .from(shares)
    .innerJoin(solicitations, eq(solicitations.id, shares.solicitationId))
    .where(
      and(
        eq(shares.organizationId, organizationId),
        status ? eq(shares.status, status) : undefined,
      ),
    )
    .orderBy(desc(shares.createdAt), asc(shares.solicitationId));
}
