import { defaultTerms } from '@drones/shared/organizations';
import { acceptTerms } from '../organizations/service';
import { NOT_CREATOR } from '@drones/shared/solicitations';
import { timingSafeEqual } from 'node:crypto';
import {
  CALLOUT_LIMIT_REACHED,
  CALLOUTS_PER_HOUR,
  INVITATION_NOT_FOUND,
  NOT_A_VOLUNTEER,
  NOT_CREATOR_ROSTER,
  NOT_PILOTS,
  SOLICITATION_CANCELLED,
  SOLICITATION_FINISHED,
  type AnswerInvitationInput,
  type CalloutResponse,
  type Conflict,
  type Invitation,
  type InvitationListQuery,
  type InvitationSource,
  type InvitationStatus,
  type PilotStats,
  type RosterEntry,
} from '@drones/shared/invitations';
import { atSameTime, type MissionMoment } from '@drones/shared/mission-time';
import type { Db } from '../../db/client';
import type { CancelledRequest } from '../../db/schema';
import type { AuditDetails } from '@drones/shared/audit';
import type { AnswerVia, PhoneChannel } from '@drones/shared/channels';
import { HttpError } from '../../lib/http-error';
import { keysetPage, type Page } from '../../lib/keyset';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { newToken, tokenHash } from '../../lib/tokens';
import type { FileViewer } from '../../plugins/app/files/file-service';
import { record } from '../audit/service';
import {
  getSolicitation,
  requireCaller,
  requireReader,
  type SolicitationListRow,
} from '../solicitations/service';
import { findUser } from '../users/service';
import { queueInvitationChannels } from './deliveries';
import { calloutMail, volunteerMail, type CalloutInvitation } from './emails';
import {
  acceptVolunteer,
  countPilotInvitations,
  countPilotRecord,
  countRecentCallouts,
  findAcceptedElsewhere,
  findByShortCode,
  findInvitation,
  findOpenInvitations,
  findPilots,
  insertInvitations,
  listPilotInvitations,
  listRoster,
  lockUserCallouts,
  setAnswer,
  volunteer,
  type AcceptedTuple,
  type InvitationRow,
  type RosterRow,
} from './repository';

/** What calling pilots out uses: the invitations, their messages on every channel, the roster. */
export type CalloutContext = Pick<
  ServiceContext,
  'db' | 'mail' | 'outbox' | 'jobs' | 'config' | 'events'
>;

/** Who opens an invitation: the invited pilot's session, or the token of his e-mail's links. */
export interface InvitationReader {
  user: SessionUser | null;
  /** The token of his e-mail's links, or the code of his SMS's short link. */
  token?: string | undefined;
  /** A notification's action answers with the token and says so (docs/design.md §13). */
  via?: 'push' | undefined;
}

/** What an invitation shows of a removed request: its id, name and urgency (ADR 031). */
function removedRequest({ id, name, urgency }: CancelledRequest): Invitation['solicitation'] {
  const creator = { name: '', phone: null, email: '' };
  return {
    id,
    name,
    urgency,
    place: '',
    date: null,
    hour: '',
    description: '',
    isFinished: false,
    creator,
    organization: null,
  };
}

function view(row: InvitationRow): Invitation {
  // The table's check keeps one of the two: the request, or what was kept of it.
  const cancelled = row.solicitation ? null : row.cancelledRequest!;
  const body = row.solicitation ? row.organization : null;
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    cancelledAt: cancelled?.cancelledAt ?? null,
    solicitation: row.solicitation
      ? {
          ...row.solicitation,
          // An erased creator keeps the name 'Conta removida' and has no contact left.
          creator: {
            name: row.creator?.name ?? '',
            phone: row.creator?.phone ?? null,
            email: row.creator?.email ?? '',
          },
          organization: body && { id: body.id, name: body.name },
        }
      : removedRequest(cancelled!),
    terms: body && { text: body.termsText ?? defaultTerms(body.name), version: body.termsVersion },
  };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The invitation, to its pilot or to its token's bearer (the e-mail's token, or the SMS's short
 * code), with where an answer of this reader comes from; to anyone else it does not exist.
 */
async function requireInvitation(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
  reader: InvitationReader,
): Promise<{ row: InvitationRow; via: AnswerVia }> {
  const row = await findInvitation(ctx.db, id);
  if (row !== null) {
    if (reader.token === undefined) {
      if (reader.user?.id === row.userId) return { row, via: 'app' };
    } else {
      const hash = tokenHash(reader.token);
      if (row.tokenHash !== null && sameHash(row.tokenHash, hash)) {
        return { row, via: reader.via ?? 'email' };
      }
      if (row.shortCodeHash !== null && sameHash(row.shortCodeHash, hash)) {
        return { row, via: 'sms' };
      }
    }
  }
  throw new HttpError(404, INVITATION_NOT_FOUND);
}

/** Reads an invitation; a read never changes it (mail scanners follow links). */
export async function readInvitation(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
  reader: InvitationReader,
): Promise<Invitation> {
  return view((await requireInvitation(ctx, id, reader)).row);
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
  ctx: Pick<ServiceContext, 'db' | 'events'>,
  id: string,
  reader: InvitationReader,
  answer: AnswerInvitationInput['answer'],
  ip: string | null = null,
): Promise<Invitation> {
  const { row, via } = await requireInvitation(ctx, id, reader);
  if (!(await ctx.db.transaction((tx) => recordAnswer(tx, row, answer, via, ip)))) {
    throw (await findInvitation(ctx.db, id))?.solicitation
      ? new HttpError(409, SOLICITATION_FINISHED)
      : new HttpError(409, SOLICITATION_CANCELLED);
  }
  await ctx.events.rosterChanged(row.solicitation!.id, [row.userId]);
  return view((await findInvitation(ctx.db, id))!);
}

/**
 * Records the pilot's answer, however it came (his session, a link, a notification, a reply), in
 * the caller's transaction; false when the request is finished or gone.
 */
async function recordAnswer(
  tx: Db,
  row: InvitationRow,
  answer: AnswerInvitationInput['answer'],
  via: AnswerVia,
  ip: string | null,
): Promise<boolean> {
  if (!row.solicitation || row.solicitation.isFinished) return false;
  if (!(await setAnswer(tx, row.id, answered(row.status, answer), via))) return false;
  if (answer === 'accept' && row.organization) {
    await acceptTerms(tx, {
      userId: row.userId,
      organizationId: row.organization.id,
      // From his session, or through a message (a link, a notification, a reply).
      channel: via === 'app' ? 'web' : 'email',
      ip,
    });
  }
  return true;
}

/**
 * A pilot's coded reply by WhatsApp or SMS (docs/design.md §13): each answer names one of his
 * open invitations by its letter, or (no letter) his latest; a WhatsApp button names it by id,
 * and only his own. Answers how many invitations it answered. One transaction, read back by no
 * one: the provider waits on the webhook (< 50 ms p99).
 */
export async function answerByReply(
  ctx: Pick<ServiceContext, 'db' | 'events'>,
  userId: string,
  via: PhoneChannel,
  answers: { letter: string | null; invitationId?: string; answer: 'accept' | 'decline' }[],
): Promise<number> {
  const requests = await ctx.db.transaction(async (tx) => {
    const open = await findOpenInvitations(tx, userId);
    const answeredIn: string[] = [];
    for (const given of answers) {
      const target = given.invitationId
        ? open.find((invitation) => invitation.id === given.invitationId)
        : given.letter
          ? open.find((invitation) => invitation.letter === given.letter)
          : open[0];
      // A request closed since has nothing to answer.
      if (target && (await recordAnswer(tx, target, given.answer, via, null))) {
        answeredIn.push(target.solicitation!.id);
      }
    }
    return answeredIn;
  });
  for (const solicitationId of new Set(requests)) {
    await ctx.events.rosterChanged(solicitationId, [userId]);
  }
  return requests.length;
}

/** A page of the pilot's own invitations, newest first. */
export function listMyInvitations(
  ctx: Pick<ServiceContext, 'db'>,
  pilot: SessionUser,
  query: InvitationListQuery,
): Promise<Page<Invitation>> {
  return keysetPage(query, {
    rows: (limit, after) => listPilotInvitations(ctx.db, pilot.id, query, limit, after),
    total: () => countPilotInvitations(ctx.db, pilot.id, query),
    position: (row) => ({ createdAt: row.cursor, id: row.id }),
    view,
  });
}

/**
 * The first of the open requests a pilot has accepted that happens at the same time as
 * `mission` (docs/decisions/034-mission-dates-and-areas.md), or null.
 */
function conflictWith(mission: MissionMoment, accepted: AcceptedTuple[]): Conflict {
  const found = accepted.find(([, , date, hour, createdAt]) =>
    atSameTime(mission, { date, hour, createdAt: new Date(createdAt) }),
  );
  return found ? { id: found[0], name: found[1] } : null;
}

/** For each of `pilotIds`, the open request he has accepted at the same time as this one. */
export async function conflictsFor(
  ctx: Pick<ServiceContext, 'db'>,
  solicitation: MissionMoment & { id: string },
  pilotIds: string[],
): Promise<Map<string, Conflict>> {
  const rows = await findAcceptedElsewhere(ctx.db, solicitation.id, pilotIds);
  return new Map(rows.map((row) => [row.pilotId, conflictWith(solicitation, row.accepted)]));
}

export function rosterEntry(
  ctx: Pick<ServiceContext, 'files'>,
  viewer: FileViewer,
  row: RosterRow,
): RosterEntry {
  return {
    pilot: {
      id: row.pilotId,
      name: row.name,
      phone: row.phone,
      email: row.email,
      urlPhoto: row.photoFileId ? ctx.files.signedUrl(row.photoFileId, viewer) : null,
    },
    status: row.status,
    source: row.source,
    invitedAt: row.invitedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    conflict: conflictWith(row.mission, row.acceptedElsewhere),
    answeredVia: row.answeredVia,
    deliveries: row.deliveries.map((d) => ({ ...d, at: new Date(d.at).toISOString() })),
    unclearReplies: row.unclearReplies.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
  };
}

/** Who was invited to the request or offered himself, and each one's answer (ROSTER_ORDER). */
export async function readRoster(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: SessionUser,
  solicitationId: string,
): Promise<RosterEntry[]> {
  await requireReader(ctx, viewer, solicitationId);
  const rows = await listRoster(ctx.db, solicitationId);
  return rows.map((row) => rosterEntry(ctx, viewer, row));
}

/**
 * A pilot offers himself for an open request: he becomes a volunteer the creator may accept, or,
 * already invited (or having declined), accepted. The creator is told by e-mail of a new offer.
 */
export async function offerHelp(
  ctx: Pick<ServiceContext, 'db' | 'mail' | 'config' | 'events'>,
  pilot: SessionUser,
  solicitationId: string,
): Promise<{ status: InvitationStatus; created: boolean }> {
  const entry = await getSolicitation(ctx.db, solicitationId);
  const solicitation = entry.row;
  if (solicitation.isFinished) throw new HttpError(409, SOLICITATION_FINISHED);
  const account = await findUser(ctx, pilot.id);
  const creator = entry.responsible?.email ? callerOf(entry) : null;
  const offer = await ctx.db.transaction(async (tx) => {
    const result = await volunteer(tx, solicitationId, pilot.id);
    // Offering himself is his accept: it binds the body's terms too.
    if (solicitation.organizationId) {
      await acceptTerms(tx, {
        userId: pilot.id,
        organizationId: solicitation.organizationId,
        channel: 'web',
        ip: null,
      });
    }
    if (result.created && creator) {
      await ctx.mail.enqueue(
        volunteerMail({
          creator,
          solicitation,
          pilot: { name: pilot.name, phone: account?.phone ?? null, email: pilot.email },
          link: `${ctx.config.PUBLIC_URL}/solicitations/${solicitationId}`,
        }),
        tx,
      );
    }
    return result;
  });
  await ctx.events.rosterChanged(solicitationId, [pilot.id]);
  return offer;
}

/** The creator accepts a volunteer; the roster entry after. */
export async function acceptOffer(
  ctx: Pick<ServiceContext, 'db' | 'files' | 'events'>,
  creator: SessionUser,
  solicitationId: string,
  pilotId: string,
): Promise<RosterEntry> {
  const { row: solicitation } = await requireCaller(
    ctx,
    creator,
    solicitationId,
    NOT_CREATOR_ROSTER,
  );
  if (solicitation.isFinished) throw new HttpError(409, SOLICITATION_FINISHED);
  const [current] = await listRoster(ctx.db, solicitationId, [pilotId]);
  if (!current) throw new HttpError(404, INVITATION_NOT_FOUND);
  if (current.status !== 'accepted' && !(await acceptVolunteer(ctx.db, solicitationId, pilotId))) {
    throw new HttpError(409, NOT_A_VOLUNTEER);
  }
  await ctx.events.rosterChanged(solicitationId, [pilotId]);
  const [after] = await listRoster(ctx.db, solicitationId, [pilotId]);
  return rosterEntry(ctx, creator, after!);
}

/** Who a call-out's e-mail names as the one calling, with his contact. */
export interface Caller {
  name: string;
  phone: string | null;
  email: string;
  /** The body whose terms an accept binds (docs/design.md §12); null without one. */
  organization: string | null;
}

/**
 * The contact a request's messages name: its responsible person, the creator until a handover
 * (docs/design.md §12). An erased one has no contact left.
 */
export function callerOf(entry: Pick<SolicitationListRow, 'responsible' | 'organization'>): Caller {
  return {
    name: entry.responsible?.name ?? '',
    phone: entry.responsible?.phone ?? null,
    email: entry.responsible?.email ?? '',
    organization: entry.organization?.name ?? null,
  };
}

/**
 * Invites the pilots not invited yet, inside the caller's transaction: one invitation and one
 * e-mail with his two answer links each (a fresh token, stored hashed). Answers the invited ids.
 */
export async function invitePilots(
  ctx: Pick<ServiceContext, 'mail' | 'config' | 'outbox' | 'jobs'>,
  tx: Db,
  call: {
    solicitation: CalloutInvitation['solicitation'] & { id: string };
    caller: Caller;
    pilots: (CalloutInvitation['pilot'] & { id: string })[];
    source: InvitationSource;
    message: string | null;
  },
): Promise<string[]> {
  const { solicitation, caller, message } = call;
  if (call.pilots.length === 0) return [];
  const pilots = new Map(call.pilots.map((pilot) => [pilot.id, { ...pilot, token: newToken() }]));
  const created = await insertInvitations(
    tx,
    solicitation.id,
    [...pilots.values()].map((pilot) => ({ userId: pilot.id, tokenHash: tokenHash(pilot.token) })),
    call.source,
    message,
  );
  await ctx.mail.enqueueMany(
    created.map(({ id, userId }) => {
      const pilot = pilots.get(userId)!;
      return {
        ...calloutMail({
          pilot,
          solicitation,
          creator: caller,
          message,
          link: `${ctx.config.PUBLIC_URL}/convite/${id}/${pilot.token}`,
        }),
        userId,
        invitationId: id,
      };
    }),
    tx,
  );
  await queueInvitationChannels(
    ctx,
    tx,
    created.map(({ id, userId }) => ({ id, userId, token: pilots.get(userId)!.token })),
  );
  return created.map((row) => row.userId);
}

/** The audit event of a call-out, chosen pilots or automatic, in the caller's transaction. */
export function recordCallout(
  tx: Db,
  user: SessionUser,
  solicitationId: string,
  ip: string,
  details: AuditDetails,
) {
  return record(tx, {
    action: 'callout.created',
    actor: { id: user.id, ip },
    target: { type: 'solicitation', id: solicitationId },
    details,
  });
}

/** The request its creator calls pilots to: 403 for anyone else, 409 once it is finished. */
export async function requireOpenForCallout(
  ctx: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  solicitationId: string,
) {
  const { row } = await requireCaller(ctx, user, solicitationId, NOT_CREATOR);
  if (row.isFinished) throw new HttpError(409, SOLICITATION_FINISHED);
  return row;
}

/**
 * A manual call-out's transaction (chosen pilots or a contact), under its creator's limit of
 * CALLOUTS_PER_HOUR invitations an hour (raised by RATE_LIMIT_MULTIPLIER like every limit;
 * ADR 027). His call-outs take turns on a lock, and one that leaves him past the limit rolls
 * back whole: nobody invited, nobody mailed. Automatic steps are not counted.
 */
function limitedCallout<T>(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  user: SessionUser,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const limit = Math.floor(CALLOUTS_PER_HOUR * ctx.config.RATE_LIMIT_MULTIPLIER);
  return ctx.db.transaction(async (tx) => {
    await lockUserCallouts(tx, user.id);
    const result = await work(tx);
    if ((await countRecentCallouts(tx, user.id)) > limit) {
      throw new HttpError(429, CALLOUT_LIMIT_REACHED);
    }
    return result;
  });
}

/**
 * The spec's contact: a call-out of one pilot to the creator's open request, source `contact`,
 * with the call-out's e-mail. Answers whether he was invited now (false when he already was).
 */
export async function callOutOne(
  ctx: CalloutContext,
  user: SessionUser,
  solicitation: CalloutInvitation['solicitation'] & { id: string },
  pilot: CalloutInvitation['pilot'] & { id: string },
): Promise<boolean> {
  const caller = callerOf(await getSolicitation(ctx.db, solicitation.id));
  const invited = await limitedCallout(ctx, user, (tx) =>
    invitePilots(ctx, tx, {
      solicitation,
      caller,
      pilots: [pilot],
      source: 'contact',
      message: null,
    }),
  );
  await ctx.events.rosterChanged(solicitation.id, invited);
  return invited.length > 0;
}

/**
 * The creator calls chosen pilots to an open request, in one transaction with the audit event.
 * Ids that are not live pilots refuse the whole call-out.
 */
export async function callOut(
  ctx: CalloutContext,
  user: SessionUser,
  solicitationId: string,
  input: { pilotIds: string[]; message?: string | null | undefined },
  ip: string,
): Promise<CalloutResponse> {
  const solicitation = await requireOpenForCallout(ctx, user, solicitationId);
  const ids = [...new Set(input.pilotIds)];
  const pilots = await findPilots(ctx.db, ids);
  const found = new Set(pilots.map((pilot) => pilot.id));
  const strangers = ids.filter((id) => !found.has(id));
  if (strangers.length > 0) {
    throw new HttpError(400, NOT_PILOTS, [
      { path: 'pilotIds', message: `${NOT_PILOTS}: ${strangers.join(', ')}` },
    ]);
  }
  const caller = callerOf(await getSolicitation(ctx.db, solicitationId));

  const invited = await limitedCallout(ctx, user, async (tx) => {
    const created = await invitePilots(ctx, tx, {
      solicitation,
      caller,
      pilots,
      source: 'callout',
      message: input.message ?? null,
    });
    await recordCallout(tx, user, solicitationId, ip, {
      invited: created.length,
      pilots: ids.length,
    });
    return created;
  });
  await ctx.events.rosterChanged(solicitationId, invited);
  // An id named twice counts once: the two numbers add up to the distinct ids given.
  return { invited: invited.length, alreadyInvited: ids.length - invited.length };
}

/** His invitations, answers, accepts and missions over the last 365 days. */
export function pilotStats(ctx: Pick<ServiceContext, 'db'>, pilotId: string): Promise<PilotStats> {
  return countPilotRecord(ctx.db, pilotId);
}

/** The pilot's newest invitation to an open request (what a bare reply answers), or null. */
export async function latestOpenInvitation(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
): Promise<{ id: string; solicitationId: string } | null> {
  const [latest] = await findOpenInvitations(ctx.db, userId);
  return latest ? { id: latest.id, solicitationId: latest.solicitation!.id } : null;
}

/** The invitation an SMS's short-link code opens, or null. */
export function invitationByShortCode(ctx: Pick<ServiceContext, 'db'>, code: string) {
  return /^[A-Za-z0-9]{8}$/.test(code) ? findByShortCode(ctx.db, tokenHash(code)) : null;
}
