import {
  ACTIVE_ELSEWHERE,
  MEMBER_NOT_FOUND,
  MUNICIPALITY_REQUIRED,
  ONLY_COORDINATORS,
  ONLY_GOVERNMENT_JOINS,
  ORGANIZATION_NOT_FOUND,
  ONLY_BODY_COORDINATORS,
  UF_REQUIRED,
  defaultTerms,
  type CreateOrganizationInput,
  type Terms,
  type TermsAcceptance,
  type TermsChannel,
  type Member,
  type MemberDecision,
  type Organization,
  type OrganizationDetail,
  type OrganizationListQuery,
  type UpdateOrganizationInput,
} from '@drones/shared/organizations';
import type { MembershipStatus, UserOrganization } from '@drones/shared/memberships';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import { decodeOffset, encodeOffset, type Page } from '../../lib/keyset';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { record } from '../audit/service';
import { requireMunicipality } from '../municipalities/service';
import {
  askAgain,
  countActiveMembers,
  countOrganizations,
  findActiveMembership,
  findMember,
  findOrganizationById,
  insertMembership,
  insertOrganization,
  listMemberRows,
  listOrganizationRows,
  insertTermsAcceptance,
  listTermsAcceptances,
  setMembership,
  setTerms,
  updateOrganizationRow,
  type MemberRow,
  type OrganizationRow,
} from './repository';

// Civil-defence bodies and their members (docs/design.md §12).

type Ctx = Pick<ServiceContext, 'db'>;

function listView(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    uf: row.uf,
    municipalityCode: row.municipalityCode,
  };
}

function detailView(row: OrganizationRow): OrganizationDetail {
  return {
    ...listView(row),
    phone: row.phone,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

function memberView(row: MemberRow): Member {
  // An erased account keeps no e-mail (ADR 018).
  return { ...row, email: row.email ?? '', createdAt: row.createdAt.toISOString() };
}

/** The public list of bodies, by name, paged by offset. */
export async function listOrganizationPage(
  { db }: Ctx,
  query: OrganizationListQuery,
): Promise<Page<Organization>> {
  const offset = query.cursor ? decodeOffset(query.cursor) : 0;
  const filter = { search: query.search || undefined, uf: query.uf };
  const [rows, total] = await Promise.all([
    listOrganizationRows(db, filter, { limit: query.limit, offset }),
    countOrganizations(db, filter),
  ]);
  return {
    items: rows.map(listView),
    total,
    next: offset + query.limit < total ? encodeOffset(offset + query.limit) : null,
  };
}

export async function requireOrganization(db: Db, id: string): Promise<OrganizationRow> {
  const row = await findOrganizationById(db, id);
  if (!row) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  return row;
}

/**
 * The stored place of a body: a municipal body's municipality (and its UF), a state body's UF;
 * the others keep what they were given. A missing place is a field error, like the schema's.
 */
async function placeOf(
  db: Db,
  body: {
    kind: CreateOrganizationInput['kind'];
    municipalityCode?: number | null | undefined;
    uf?: string | null | undefined;
  },
): Promise<{ municipalityCode: number | null; uf: string | null }> {
  if (body.kind === 'municipal') {
    if (!body.municipalityCode) {
      throw new HttpError(400, undefined, [
        { path: 'municipalityCode', message: MUNICIPALITY_REQUIRED },
      ]);
    }
    const municipality = await requireMunicipality({ db }, body.municipalityCode);
    return { municipalityCode: municipality.code, uf: municipality.uf };
  }
  if (body.kind === 'estadual' && !body.uf) {
    throw new HttpError(400, undefined, [{ path: 'uf', message: UF_REQUIRED }]);
  }
  return { municipalityCode: body.municipalityCode ?? null, uf: body.uf ?? null };
}

export async function createOrganization(
  { db }: Ctx,
  input: CreateOrganizationInput,
): Promise<OrganizationDetail> {
  const row = await insertOrganization(db, {
    name: input.name,
    kind: input.kind,
    ...(await placeOf(db, input)),
    phone: input.phone ?? null,
    email: input.email?.toLowerCase() ?? null,
  });
  return detailView(row);
}

export async function updateOrganization(
  { db }: Ctx,
  id: string,
  input: UpdateOrganizationInput,
): Promise<OrganizationDetail> {
  const current = await requireOrganization(db, id);
  const next = {
    name: input.name ?? current.name,
    kind: input.kind ?? current.kind,
    municipalityCode:
      input.municipalityCode === undefined ? current.municipalityCode : input.municipalityCode,
    uf: input.uf === undefined ? current.uf : input.uf,
    phone: input.phone === undefined ? current.phone : input.phone,
    email: input.email === undefined ? current.email : (input.email?.toLowerCase() ?? null),
  };
  const row = await updateOrganizationRow(db, id, { ...next, ...(await placeOf(db, next)) });
  if (!row) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  return detailView(row);
}

/** ADMIN, or an active coordinator of the body: who sees and decides its members. */
async function requireCoordinator(db: Db, user: SessionUser, organizationId: string) {
  await requireOrganization(db, organizationId);
  if (user.role === 'ADMIN') return;
  const mine = await findActiveMembership(db, user.id);
  if (mine?.id !== organizationId || mine.role !== 'coordenador') {
    throw new HttpError(403, ONLY_COORDINATORS);
  }
}

export async function listMembers(
  { db }: Ctx,
  user: SessionUser,
  organizationId: string,
  status: MembershipStatus | undefined,
): Promise<Member[]> {
  // Every active member sees who else is on duty, to hand a request over at a shift change; the
  // other lists are the coordinators' (ADR 038).
  const mine = status === 'active' ? await findActiveMembership(db, user.id) : null;
  if (mine?.id !== organizationId) await requireCoordinator(db, user, organizationId);
  return (await listMemberRows(db, organizationId, status)).map(memberView);
}

/**
 * A coordinator (or ADMIN) activates, rejects or removes a member. Without a role an approval
 * makes an operator, except the body's first active member, who coordinates it. Removal ends
 * his access to the body's requests at once: every check reads the membership afresh.
 */
export async function decideMember(
  ctx: Ctx,
  user: SessionUser,
  organizationId: string,
  userId: string,
  decision: MemberDecision,
  ip: string,
): Promise<Member> {
  await requireCoordinator(ctx.db, user, organizationId);
  return ctx.db.transaction(async (tx) => {
    const member = await findMember(tx, organizationId, userId);
    if (!member) throw new HttpError(404, MEMBER_NOT_FOUND);
    const role =
      decision.role ??
      (decision.status === 'active' &&
      member.status !== 'active' &&
      (await countActiveMembers(tx, organizationId)) === 0
        ? 'coordenador'
        : member.status === 'active'
          ? member.role
          : 'operador');
    try {
      await setMembership(tx, organizationId, userId, { status: decision.status, role });
    } catch (error) {
      if (isUniqueViolation(error, 'memberships_one_active_idx')) {
        throw new HttpError(409, ACTIVE_ELSEWHERE);
      }
      throw error;
    }
    await record(tx, {
      action: 'membership.decided',
      actor: { id: user.id, ip },
      target: { type: 'user', id: userId },
      details: { organizationId, status: decision.status, role },
    });
    return memberView({ ...member, status: decision.status, role });
  });
}

/** A GOVERNMENT sign-up's request to join a body: pending until its coordinators decide. */
export async function askMembership(db: Db, organizationId: string, userId: string) {
  if (!(await findOrganizationById(db, organizationId))) {
    throw new HttpError(400, undefined, [
      { path: 'organizationId', message: ORGANIZATION_NOT_FOUND },
    ]);
  }
  await insertMembership(db, organizationId, userId);
}

/**
 * A civil-defence user already signed up asks to join a body (ADR 038): pending until its
 * coordinators decide; a refused or removed member may ask again. One active body at a time.
 */
export async function askToJoin({ db }: Ctx, user: SessionUser, organizationId: string) {
  if (user.role !== 'GOVERNMENT') throw new HttpError(403, ONLY_GOVERNMENT_JOINS);
  await requireOrganization(db, organizationId);
  if (await findActiveMembership(db, user.id)) throw new HttpError(409, ACTIVE_ELSEWHERE);
  await askAgain(db, organizationId, user.id);
  return memberView((await findMember(db, organizationId, user.id))!);
}

/** The body of `id`, or null. */
export function findOrganization({ db }: Ctx, id: string): Promise<OrganizationRow | null> {
  return findOrganizationById(db, id);
}

/** The body the user is an active member of, as his own answers name it. */
export function userOrganization({ db }: Ctx, userId: string): Promise<UserOrganization> {
  return findActiveMembership(db, userId);
}

/** A body's terms of adhesion: its own text, or the default one naming it. */
export async function readTerms({ db }: Ctx, organizationId: string): Promise<Terms> {
  const row = await requireOrganization(db, organizationId);
  return { text: row.termsText ?? defaultTerms(row.name), version: row.termsVersion };
}

/** Its coordinators (and ADMIN) write a new version, asked again at each pilot's next accept. */
export async function changeTerms(
  { db }: Ctx,
  user: SessionUser,
  organizationId: string,
  text: string,
): Promise<Terms> {
  await requireOrganization(db, organizationId);
  if (user.role !== 'ADMIN') {
    const mine = await findActiveMembership(db, user.id);
    if (mine?.id !== organizationId || mine.role !== 'coordenador') {
      throw new HttpError(403, ONLY_BODY_COORDINATORS);
    }
  }
  const row = await setTerms(db, organizationId, text);
  if (!row) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  return { text: row.termsText ?? defaultTerms(row.name), version: row.termsVersion };
}

/**
 * A pilot's accept for a body's request binds its current terms: the first accept of each
 * version is recorded and audited, on whichever path it came (docs/design.md §12).
 */
export async function acceptTerms(
  db: Db,
  accept: { userId: string; organizationId: string; channel: TermsChannel; ip: string | null },
): Promise<void> {
  const inserted = await insertTermsAcceptance(db, accept);
  if (!inserted) return;
  await record(db, {
    action: 'terms.accepted',
    actor: { id: accept.userId, ip: accept.ip },
    target: { type: 'organization', id: accept.organizationId },
    details: { version: inserted.version, channel: accept.channel },
  });
}

/** `GET /api/users/me/terms`. */
export async function myTerms({ db }: Ctx, userId: string): Promise<TermsAcceptance[]> {
  const rows = await listTermsAcceptances(db, userId);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
