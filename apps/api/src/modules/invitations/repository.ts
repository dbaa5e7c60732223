import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '@drones/shared/invitations';
import type { Db } from '../../db/client';
import { invitations, solicitations, users } from '../../db/schema';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';

/** An invitation with its request and the request's creator, as every answer shows it. */
function withRequest(db: Db) {
  return db
    .select({
      id: invitations.id,
      status: invitations.status,
      userId: invitations.userId,
      tokenHash: invitations.tokenHash,
      invitedAt: invitations.invitedAt,
      cursor: sql<string>`${invitations.invitedAt}::text`,
      solicitation: {
        id: solicitations.id,
        name: solicitations.name,
        urgency: solicitations.urgency,
        place: solicitations.place,
        hour: solicitations.hour,
        description: solicitations.description,
        isFinished: solicitations.isFinished,
      },
      // An erased creator keeps the name 'Conta removida' and has no contact left.
      creator: {
        name: users.name,
        phone: users.phone,
        email: sql<string>`coalesce(${users.email}, '')`,
      },
    })
    .from(invitations)
    .innerJoin(solicitations, eq(solicitations.id, invitations.solicitationId))
    .innerJoin(users, eq(users.id, solicitations.userId))
    .$dynamic();
}

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof withRequest>['execute']>>[number];

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await withRequest(db).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

/** Sets the pilot's answer; the request must still be open (checked in the same statement). */
export async function setAnswer(db: Db, id: string, status: InvitationStatus): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status, answeredAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, id),
        sql`not exists (select 1 from ${solicitations} s
                        where s.id = ${invitations.solicitationId} and s.is_finished)`,
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

const ofPilot = (userId: string, status: InvitationStatus | undefined): SQL | undefined =>
  and(eq(invitations.userId, userId), status ? eq(invitations.status, status) : undefined);

/** A page of a pilot's invitations, newest first (invitations_user_idx). */
export function listPilotInvitations(
  db: Db,
  userId: string,
  status: InvitationStatus | undefined,
  limit: number,
  after?: Cursor,
) {
  return withRequest(db)
    .where(
      and(
        ofPilot(userId, status),
        after ? afterCursor(invitations.invitedAt, invitations.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(invitations.invitedAt, invitations.id))
    .limit(limit);
}

export async function countPilotInvitations(
  db: Db,
  userId: string,
  status: InvitationStatus | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invitations).where(ofPilot(userId, status));
  return row?.n ?? 0;
}
