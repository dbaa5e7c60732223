import { timingSafeEqual } from 'node:crypto';
import {
  INVITATION_NOT_FOUND,
  SOLICITATION_FINISHED,
  type AnswerInvitationInput,
  type Invitation,
  type InvitationListQuery,
  type InvitationStatus,
} from '@drones/shared/invitations';
import { HttpError } from '../../lib/http-error';
import { keysetPage, type Page } from '../../lib/keyset';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { tokenHash } from '../../lib/tokens';
import {
  countPilotInvitations,
  findInvitation,
  listPilotInvitations,
  setAnswer,
  type InvitationRow,
} from './repository';

/** Who opens an invitation: the invited pilot's session, or the token of his e-mail's links. */
export interface InvitationReader {
  user: SessionUser | null;
  token?: string | undefined;
}

function view(row: InvitationRow): Invitation {
  return {
    id: row.id,
    status: row.status,
    solicitation: { ...row.solicitation, creator: row.creator },
  };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The invitation, to its pilot or to its token's bearer; to anyone else it does not exist. */
async function requireInvitation(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
  reader: InvitationReader,
): Promise<InvitationRow> {
  const row = await findInvitation(ctx.db, id);
  const allowed =
    row !== null &&
    (reader.token !== undefined
      ? row.tokenHash !== null && sameHash(row.tokenHash, tokenHash(reader.token))
      : reader.user?.id === row.userId);
  if (!allowed) throw new HttpError(404, INVITATION_NOT_FOUND);
  return row;
}

/** Reads an invitation; a read never changes it (mail scanners follow links). */
export async function readInvitation(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
  reader: InvitationReader,
): Promise<Invitation> {
  return view(await requireInvitation(ctx, id, reader));
}

/**
 * The pilot's answer, which he may change while the request is open. A volunteer's accept waits
 * for the creator's; his decline withdraws the offer.
 */
function answered(current: InvitationStatus, answer: AnswerInvitationInput['answer']) {
  if (answer === 'decline') return 'declined';
  return current === 'volunteered' ? 'volunteered' : 'accepted';
}

export async function answerInvitation(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
  reader: InvitationReader,
  answer: AnswerInvitationInput['answer'],
): Promise<Invitation> {
  const row = await requireInvitation(ctx, id, reader);
  if (row.solicitation.isFinished || !(await setAnswer(ctx.db, id, answered(row.status, answer)))) {
    throw new HttpError(409, SOLICITATION_FINISHED);
  }
  return view((await findInvitation(ctx.db, id))!);
}

/** A page of the pilot's own invitations, newest first. */
export function listMyInvitations(
  ctx: Pick<ServiceContext, 'db'>,
  pilot: SessionUser,
  query: InvitationListQuery,
): Promise<Page<Invitation>> {
  return keysetPage(query, {
    rows: (limit, after) => listPilotInvitations(ctx.db, pilot.id, query.status, limit, after),
    total: () => countPilotInvitations(ctx.db, pilot.id, query.status),
    position: (row) => ({ createdAt: row.cursor, id: row.id }),
    view,
  });
}
