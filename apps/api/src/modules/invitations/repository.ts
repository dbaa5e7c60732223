import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  ROSTER_ORDER,
  type InvitationSource,
  type InvitationStatus,
} from '@drones/shared/invitations';
import type { Urgency } from '@drones/shared/solicitations';
import type { AnswerVia, Channel, DeliveryStatus, PhoneChannel } from '@drones/shared/channels';
import { queryRows, type Db } from '../../db/client';
import {
  autoCallouts,
  inboundMessages,
  invitations,
  municipalities,
  outbox,
  organizations,
  rosterStreams,
  sessions,
  solicitations,
  users,
} from '../../db/schema';
import { uuidv7 } from 'uuidv7';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';

/**
 * An invitation with its request and the request's creator, as every answer shows it; of a
 * removed request, what the invitation kept (`cancelledRequest`, ADR 031).
 */
function withRequest(db: Db) {
  return (
    db
      .select({
        id: invitations.id,
        status: invitations.status,
        userId: invitations.userId,
        tokenHash: invitations.tokenHash,
        shortCodeHash: invitations.shortCodeHash,
        letter: invitations.replyLetter,
        message: invitations.message,
        cancelledRequest: invitations.cancelledRequest,
        invitedAt: invitations.invitedAt,
        cursor: sql<string>`${invitations.invitedAt}::text`,
        solicitation: {
          id: solicitations.id,
          name: solicitations.name,
          urgency: solicitations.urgency,
          place: solicitations.place,
          date: solicitations.date,
          hour: solicitations.hour,
          description: solicitations.description,
          isFinished: solicitations.isFinished,
        },
        creator: { name: users.name, phone: users.phone, email: users.email },
        // The owning body and its terms (docs/design.md §12); null fields without a body.
        organization: {
          id: organizations.id,
          name: organizations.name,
          termsText: organizations.termsText,
          termsVersion: organizations.termsVersion,
        },
      })
      .from(invitations)
      .leftJoin(solicitations, eq(solicitations.id, invitations.solicitationId))
      .leftJoin(organizations, eq(organizations.id, solicitations.organizationId))
      // The request's responsible person: its creator until a handover (docs/design.md §12).
      .leftJoin(
        users,
        eq(users.id, sql`coalesce(${solicitations.responsibleId}, ${solicitations.userId})`),
      )
      .$dynamic()
  );
}

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof withRequest>['execute']>>[number];

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await withRequest(db).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sets the pilot's answer; the request must still be there and open (checked in the same
 * statement).
 */
export async function setAnswer(
  db: Db,
  id: string,
  status: InvitationStatus,
  via: AnswerVia,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status, answeredAt: sql`now()`, answeredVia: via })
    .where(
      and(
        eq(invitations.id, id),
        isNotNull(invitations.solicitationId),
        sql`not exists (select 1 from ${solicitations} s
                        where s.id = ${invitations.solicitationId} and s.is_finished)`,
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * A pilot's invitations, of one request or status. Those still waiting for his answer
 * (`invited`) leave out the removed requests' (nothing to answer there: ADR 031).
 */
const ofPilot = (userId: string, filter: InvitationFilter): SQL | undefined =>
  and(
    eq(invitations.userId, userId),
    filter.status ? eq(invitations.status, filter.status) : undefined,
    filter.status === 'invited' ? isNotNull(invitations.solicitationId) : undefined,
    filter.solicitationId ? eq(invitations.solicitationId, filter.solicitationId) : undefined,
  );

export interface InvitationFilter {
  status?: InvitationStatus | undefined;
  solicitationId?: string | undefined;
}

/** A page of a pilot's invitations, newest first (invitations_user_idx). */
export function listPilotInvitations(
  db: Db,
  userId: string,
  filter: InvitationFilter,
  limit: number,
  after?: Cursor,
) {
  return withRequest(db)
    .where(
      and(
        ofPilot(userId, filter),
        after ? afterCursor(invitations.invitedAt, invitations.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(invitations.invitedAt, invitations.id))
    .limit(limit);
}

export async function countPilotInvitations(
  db: Db,
  userId: string,
  filter: InvitationFilter,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invitations).where(ofPilot(userId, filter));
  return row?.n ?? 0;
}

/** An open request a pilot has accepted: id, name, date, hour and created_at (JSON). */
export type AcceptedTuple = [string, string, string | null, string, string];

/**
 * The open requests other than `solicitationId` that the pilot `pilotId` (an SQL expression)
 * has accepted, as a JSON array of AcceptedTuple (invitations_user_idx reads only his).
 */
function acceptedElsewhere(solicitationId: string, pilotId: SQL): SQL<AcceptedTuple[]> {
  return sql<AcceptedTuple[]>`(
    select coalesce(json_agg(json_build_array(other.id, other.name, other.date, other.hour,
      other.created_at) order by other.created_at), '[]')
    from invitations mine
    join solicitations other on other.id = mine.solicitation_id
    where mine.user_id = ${pilotId} and mine.status = 'accepted'
      and not other.is_finished and other.id <> ${solicitationId})`;
}

/** For each of `pilotIds`, the open requests he has accepted other than `solicitationId`. */
export function findAcceptedElsewhere(db: Db, solicitationId: string, pilotIds: string[]) {
  if (pilotIds.length === 0) return Promise.resolve([]);
  return queryRows<{ pilotId: string; accepted: AcceptedTuple[] }>(
    db,
    sql`select pilot.id as "pilotId", ${acceptedElsewhere(solicitationId, sql`pilot.id`)} as accepted
        from unnest(${sql.param(pilotIds)}::uuid[]) as pilot(id)`,
  );
}

/**
 * Every invitation to a request with its pilot (or those of `pilotIds`), in the roster's order
 * (ROSTER_ORDER), with when the request happens and the other open requests each pilot has
 * accepted (the roster flags those at the same time).
 */
export function listRoster(db: Db, solicitationId: string, pilotIds?: string[]) {
  return db
    .select({
      pilotId: users.id,
      name: users.name,
      phone: users.phone,
      email: sql<string>`coalesce(${users.email}, '')`,
      photoFileId: users.photoFileId,
      status: invitations.status,
      source: invitations.source,
      invitedAt: invitations.invitedAt,
      answeredAt: invitations.answeredAt,
      answeredVia: invitations.answeredVia,
      // Each channel's latest state, and the replies that could not be read (docs/design.md §13).
      deliveries: sql<{ channel: Channel; status: DeliveryStatus; at: string }[]>`coalesce(
        (select json_agg(json_build_object('channel', o.channel, 'status', o.status, 'at', o.status_at)
                         order by o.channel)
           from ${outbox} o where o.invitation_id = ${invitations.id}), '[]')`,
      unclearReplies: sql<{ text: string; via: PhoneChannel; at: string }[]>`coalesce(
        (select json_agg(json_build_object('text', m.unclear_text, 'via', m.channel, 'at', m.received_at)
                         order by m.received_at)
           from ${inboundMessages} m
          where m.invitation_id = ${invitations.id} and m.unclear_text is not null), '[]')`,
      mission: {
        date: solicitations.date,
        hour: solicitations.hour,
        createdAt: solicitations.createdAt,
      },
      acceptedElsewhere: acceptedElsewhere(solicitationId, sql`${invitations.userId}`),
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(solicitations, eq(solicitations.id, invitations.solicitationId))
    .where(
      and(
        eq(invitations.solicitationId, solicitationId),
        pilotIds ? sql`${invitations.userId} = any(${sql.param(pilotIds)}::uuid[])` : undefined,
      ),
    )
    .orderBy(
      sql`array_position(${sql.param(ROSTER_ORDER)}::text[], ${invitations.status}::text)`,
      sql`coalesce(${invitations.answeredAt}, ${invitations.invitedAt})`,
      users.name,
    );
}

export type RosterRow = Awaited<ReturnType<typeof listRoster>>[number];

/**
 * The pilot offers himself: a new invitation `volunteered`, or his `invited` or `declined` one
 * becomes `accepted`. Answers his status after, and whether the row is new.
 */
export async function volunteer(
  db: Db,
  solicitationId: string,
  userId: string,
): Promise<{ status: InvitationStatus; created: boolean }> {
  const [inserted] = await db
    .insert(invitations)
    .values({
      solicitationId,
      userId,
      source: 'volunteer',
      status: 'volunteered',
      answeredVia: 'app',
    })
    .onConflictDoNothing()
    .returning({ status: invitations.status });
  if (inserted) return { status: inserted.status, created: true };
  const [row] = await db
    .update(invitations)
    .set({
      status: sql`case when ${invitations.status} in ('invited', 'declined') then 'accepted'::invitation_status else ${invitations.status} end`,
      answeredAt: sql`case when ${invitations.status} in ('invited', 'declined') then now() else ${invitations.answeredAt} end`,
      answeredVia: sql`case when ${invitations.status} in ('invited', 'declined') then 'app'::answer_via else ${invitations.answeredVia} end`,
    })
    .where(and(eq(invitations.solicitationId, solicitationId), eq(invitations.userId, userId)))
    .returning({ status: invitations.status });
  return { status: row!.status, created: false };
}

/** The creator accepts a volunteer; false when the pilot is not one. */
export async function acceptVolunteer(
  db: Db,
  solicitationId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status: 'accepted', answeredAt: sql`now()` })
    .where(
      and(
        eq(invitations.solicitationId, solicitationId),
        eq(invitations.userId, userId),
        eq(invitations.status, 'volunteered'),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * Detaches a request's invitations before it is removed: each keeps its id, name and urgency
 * and loses the call-out's message (its texts may hold the creator's contact). Answers them.
 */
export function detachInvitations(
  db: Db,
  solicitation: { id: string; name: string; urgency: Urgency },
) {
  return db
    .update(invitations)
    .set({
      solicitationId: null,
      message: null,
      cancelledRequest: {
        id: solicitation.id,
        name: solicitation.name,
        urgency: solicitation.urgency,
        cancelledAt: new Date().toISOString(),
      },
    })
    .where(eq(invitations.solicitationId, solicitation.id))
    .returning({ userId: invitations.userId, status: invitations.status });
}

/** Which of `ids` are pilots whose accounts are live, with what the call-out e-mail needs. */
export function findPilots(db: Db, ids: string[]) {
  return db
    .select({ id: users.id, name: users.name, email: sql<string>`${users.email}` })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${sql.param(ids)}::uuid[])`,
        eq(users.role, 'DRIVER'),
        sql`${users.erasedAt} is null`,
      ),
    );
}

/**
 * Invites the pilots not invited yet, in one statement; answers the new invitations. A pilot
 * another call-out (or instance) invites at the same moment is left to that one.
 */
export function insertInvitations(
  db: Db,
  solicitationId: string,
  pilots: { userId: string; tokenHash: string }[],
  source: InvitationSource,
  message: string | null,
) {
  // Arrays, not six parameters a row: 200 rows of parameters took PostgreSQL tens of
  // milliseconds to parse. Ids are UUID v7 made here, as the schema's default makes them.
  return queryRows<{ id: string; userId: string }>(
    db,
    sql`insert into ${invitations} (id, solicitation_id, user_id, source, token_hash, message)
        select id, ${solicitationId}::uuid, user_id, ${source}::invitation_source, token_hash,
               ${message}::text
          from unnest(${sql.param(pilots.map(() => uuidv7()))}::uuid[],
                      ${sql.param(pilots.map((pilot) => pilot.userId))}::uuid[],
                      ${sql.param(pilots.map((pilot) => pilot.tokenHash))}::text[]) as p(id, user_id, token_hash)
        on conflict do nothing
        returning id, user_id as "userId"`,
  );
}

// Advisory locks of the two-int form live apart from the migration's one-bigint lock.
const CALLOUT_LOCK_CLASS = 0x63616c6c; // 'call'

/**
 * Serialises the user's manual call-outs until the transaction ends, on every instance, so two
 * of them cannot both pass the hourly limit.
 */
export async function lockUserCallouts(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CALLOUT_LOCK_CLASS}, hashtext(${userId}))`);
}

/**
 * The invitations the user's call-outs and contacts created in the last hour (his requests'
 * invitations of those sources: only a request's creator calls pilots to it).
 */
export async function countRecentCallouts(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .innerJoin(solicitations, eq(solicitations.id, invitations.solicitationId))
    .where(
      and(
        eq(solicitations.userId, userId),
        sql`${invitations.source} in ('callout', 'contact')`,
        sql`${invitations.invitedAt} > now() - interval '1 hour'`,
      ),
    );
  return row?.n ?? 0;
}

/** A pilot's record over the last 365 days (invitations_user_idx reads only his). */
export async function countPilotRecord(db: Db, userId: string) {
  const [row] = await db
    .select({
      invitations: sql<number>`count(*) filter (where ${invitations.source} <> 'volunteer')::int`,
      answered: sql<number>`count(*) filter (where ${invitations.source} <> 'volunteer' and ${invitations.answeredAt} is not null)::int`,
      accepted: sql<number>`count(*) filter (where ${invitations.status} = 'accepted')::int`,
      missions: sql<number>`count(*) filter (where ${invitations.status} = 'accepted' and ${solicitations.isFinished})::int`,
    })
    .from(invitations)
    .innerJoin(solicitations, eq(solicitations.id, invitations.solicitationId))
    .where(
      and(
        eq(invitations.userId, userId),
        sql`${invitations.invitedAt} > now() - interval '365 days'`,
      ),
    );
  return row!;
}

/** Starts (or resets) the request's automatic call-out with its first step due now. */
export async function saveAutoCallout(
  db: Db,
  job: {
    solicitationId: string;
    createdBy: string;
    wanted: number;
    everyMinutes: number;
    message: string | null;
  },
) {
  await db
    .insert(autoCallouts)
    .values({ ...job, dueAt: sql`now()` })
    .onConflictDoUpdate({
      target: autoCallouts.solicitationId,
      set: { ...job, dueAt: sql`now()` },
    });
}

export type AutoCalloutRow = typeof autoCallouts.$inferSelect;

/**
 * Locks the request's automatic call-out if its step is due, unless another transaction holds
 * it: each step runs on one instance only.
 */
export async function claimDueAutoCallout(
  db: Db,
  solicitationId: string,
): Promise<AutoCalloutRow | null> {
  const [row] = await db
    .select()
    .from(autoCallouts)
    .where(
      and(sql`${autoCallouts.dueAt} <= now()`, eq(autoCallouts.solicitationId, solicitationId)),
    )
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function findAutoCallout(db: Db, solicitationId: string) {
  const [row] = await db
    .select({
      wanted: autoCallouts.wanted,
      everyMinutes: autoCallouts.everyMinutes,
      message: autoCallouts.message,
      dueAt: autoCallouts.dueAt,
      // Written out: drizzle leaves a column of the outer table unqualified inside the subquery.
      accepted: sql<number>`(select count(*)::int from invitations i
                             where i.solicitation_id = auto_callouts.solicitation_id
                               and i.status = 'accepted')`,
    })
    .from(autoCallouts)
    .where(eq(autoCallouts.solicitationId, solicitationId));
  return row ?? null;
}

export async function setNextStep(db: Db, solicitationId: string, seconds: number) {
  await db
    .update(autoCallouts)
    .set({ dueAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(autoCallouts.solicitationId, solicitationId));
}

export async function deleteAutoCallout(db: Db, solicitationId: string) {
  await db.delete(autoCallouts).where(eq(autoCallouts.solicitationId, solicitationId));
}

/** How many accepted, and who has an invitation of any kind (never invited twice). */
export async function invitationState(db: Db, solicitationId: string) {
  const rows = await db
    .select({ userId: invitations.userId, status: invitations.status })
    .from(invitations)
    .where(eq(invitations.solicitationId, solicitationId));
  return {
    accepted: rows.filter((row) => row.status === 'accepted').length,
    invited: new Set(rows.map((row) => row.userId)),
  };
}

const STREAM_LOCK_CLASS = 0x73747265; // 'stre'

/**
 * Takes one of the user's places for a live-roster stream, answering its id, or null when his
 * `max` streams are open (on whichever instances). The user's claims take turns on a lock; his
 * places whose lease ran out (their instance stopped renewing) are given back first.
 */
export function claimStreamPlace(
  db: Db,
  user: { id: string; sessionId: string },
  max: number,
  leaseSeconds: number,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(${user.id}))`);
    const his = sql`${rosterStreams.sessionId} in (select ${sessions.id} from ${sessions}
                                                   where ${sessions.userId} = ${user.id})`;
    await tx.delete(rosterStreams).where(and(his, sql`${rosterStreams.leaseUntil} <= now()`));
    const [open] = await tx.select({ n: count() }).from(rosterStreams).where(his);
    if ((open?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(rosterStreams)
      .values({
        sessionId: user.sessionId,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .returning({ id: rosterStreams.id });
    return row!.id;
  });
}

export async function renewStreamPlaces(db: Db, ids: string[], leaseSeconds: number) {
  if (ids.length === 0) return;
  await db
    .update(rosterStreams)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(sql`${rosterStreams.id} = any(${sql.param(ids)}::uuid[])`);
}

export async function releaseStreamPlace(db: Db, id: string) {
  await db.delete(rosterStreams).where(eq(rosterStreams.id, id));
}

/** The request and pilot of each invitation of `ids`. */
export function findInvitationPilots(db: Db, ids: string[]) {
  return db
    .select({ solicitationId: invitations.solicitationId, userId: invitations.userId })
    .from(invitations)
    .where(inArray(invitations.id, ids));
}

/**
 * What an invitation's phone and push messages say: the request, its city (the municipality, or
 * the place as written), its responsible person, and where the invitation stands.
 */
export async function findDeliveryContext(db: Db, invitationId: string) {
  const [row] = await queryRows<{
    id: string;
    userId: string;
    status: InvitationStatus;
    replyLetter: string | null;
    solicitationId: string;
    name: string;
    urgency: Urgency;
    city: string;
    isFinished: boolean;
    responsible: string;
  }>(
    db,
    sql`select i.id, i.user_id as "userId", i.status, i.reply_letter as "replyLetter",
               s.id as "solicitationId", s.name, s.urgency, coalesce(m.name, s.place) as city,
               s.is_finished as "isFinished", coalesce(u.name, '') as responsible
          from ${invitations} i
          join ${solicitations} s on s.id = i.solicitation_id
          left join ${municipalities} m on m.code = s.municipality_code
          left join ${users} u on u.id = coalesce(s.responsible_id, s.user_id)
         where i.id = ${invitationId}`,
  );
  return row ?? null;
}

export type DeliveryContext = NonNullable<Awaited<ReturnType<typeof findDeliveryContext>>>;

const LETTER_LOCK_CLASS = 0x6c657474; // 'lett'

/**
 * Gives each invitation that has none the first letter (A–Z) its pilot has free among his open
 * invitations (docs/design.md §13), his letters taken in turns on a lock; answers every letter.
 * Past 26 open invitations the oldest letter is shared, and a bare '1' still answers the latest.
 */
export async function assignLetters(
  db: Db,
  rows: { id: string; userId: string }[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const userIds = [...new Set(rows.map((row) => row.userId))].sort();
  await db.execute(
    sql`select pg_advisory_xact_lock(${LETTER_LOCK_CLASS}, hashtext(id::text))
          from unnest(${sql.param(userIds)}::uuid[]) as pilot(id)`,
  );
  const letters = await queryRows<{ id: string; letter: string }>(
    db,
    sql`update ${invitations} i
           set reply_letter = coalesce(i.reply_letter, (
             select letter from unnest(string_to_array('ABCDEFGHIJKLMNOPQRSTUVWXYZ', null))
                    with ordinality as alphabet(letter, n)
              where letter not in (
                select o.reply_letter from ${invitations} o
                  join ${solicitations} s on s.id = o.solicitation_id
                 where o.user_id = i.user_id and o.id <> i.id and not s.is_finished
                   and o.reply_letter is not null)
              order by n limit 1), 'A')
         where i.id = any(${sql.param(rows.map((row) => row.id))}::uuid[])
     returning i.id, i.reply_letter as letter`,
  );
  return new Map(letters.map((row) => [row.id, row.letter]));
}

/** Sets the hashes of the invitations' SMS short-link codes, in one statement. */
export async function setShortCodes(db: Db, codes: { id: string; codeHash: string }[]) {
  if (codes.length === 0) return;
  await db.execute(
    sql`update ${invitations} i set short_code_hash = code.hash
          from unnest(${sql.param(codes.map((c) => c.id))}::uuid[],
                      ${sql.param(codes.map((c) => c.codeHash))}::text[]) as code(id, hash)
         where i.id = code.id`,
  );
}

export async function findByShortCode(db: Db, codeHash: string): Promise<string | null> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.shortCodeHash, codeHash));
  return row?.id ?? null;
}

/** A pilot's invitations to open requests, newest first, with their letters and requests. */
export function findOpenInvitations(db: Db, userId: string) {
  return withRequest(db)
    .where(and(eq(invitations.userId, userId), eq(solicitations.isFinished, false)))
    .orderBy(sql`${invitations.invitedAt} desc`, sql`${invitations.id} desc`);
}
