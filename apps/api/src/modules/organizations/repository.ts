import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { MembershipRole, MembershipStatus } from '@drones/shared/memberships';
import type { TermsChannel } from '@drones/shared/organizations';
import { queryRows, type Db } from '../../db/client';
import { memberships, organizations, termsAcceptances, users } from '../../db/schema';
import { containsIgnoringAccents } from '../../db/search';

export type OrganizationRow = typeof organizations.$inferSelect;
type OrganizationValues = Omit<typeof organizations.$inferInsert, 'id' | 'createdAt'>;

export async function insertOrganization(db: Db, values: OrganizationValues) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function updateOrganizationRow(db: Db, id: string, values: OrganizationValues) {
  const [row] = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

export async function findOrganizationById(db: Db, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

function organizationFilter(filter: { search?: string | undefined; uf?: string | undefined }) {
  return and(
    filter.search ? containsIgnoringAccents(organizations.name, filter.search) : undefined,
    filter.uf ? eq(organizations.uf, filter.uf) : undefined,
  );
}

/** A page of bodies by name; `offset` rows skipped. */
export function listOrganizationRows(
  db: Db,
  filter: { search?: string | undefined; uf?: string | undefined },
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(organizations)
    .where(organizationFilter(filter))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrganizations(
  db: Db,
  filter: { search?: string | undefined; uf?: string | undefined },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organizations)
    .where(organizationFilter(filter));
  return row?.total ?? 0;
}

export async function insertMembership(db: Db, organizationId: string, userId: string) {
  await db.insert(memberships).values({ organizationId, userId });
}

/** Asks again: a refused or removed member's request starts over as a new, pending one. */
export async function askAgain(db: Db, organizationId: string, userId: string) {
  const asked = { role: 'operador' as const, status: 'pending' as const, decidedAt: null };
  await db
    .insert(memberships)
    .values({ organizationId, userId, ...asked })
    .onConflictDoUpdate({
      target: [memberships.organizationId, memberships.userId],
      set: { ...asked, createdAt: sql`now()` },
    });
}

const memberColumns = {
  userId: memberships.userId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: memberships.role,
  status: memberships.status,
  createdAt: memberships.createdAt,
};

function membersOf(db: Db, organizationId: string, condition?: SQL) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), condition));
}

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** A body's members, oldest request first. */
export function listMemberRows(
  db: Db,
  organizationId: string,
  status: MembershipStatus | undefined,
): Promise<MemberRow[]> {
  return membersOf(db, organizationId, status ? eq(memberships.status, status) : undefined).orderBy(
    asc(memberships.createdAt),
    asc(memberships.userId),
  );
}

export async function findMember(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<MemberRow | null> {
  const [row] = await membersOf(db, organizationId, eq(memberships.userId, userId));
  return row ?? null;
}

export async function setMembership(
  db: Db,
  organizationId: string,
  userId: string,
  values: { status: MembershipStatus; role: MembershipRole },
) {
  await db
    .update(memberships)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export async function countActiveMembers(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.status, 'active')));
  return row?.total ?? 0;
}

/** The body the user is an active member of, with his role there. */
export async function findActiveMembership(db: Db, userId: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
  return row ?? null;
}

export async function setTerms(db: Db, id: string, text: string) {
  const [row] = await db
    .update(organizations)
    .set({ termsText: text, termsVersion: sql`${organizations.termsVersion} + 1` })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

/** Records the accept of the body's current terms; false when this version was accepted before. */
export async function insertTermsAcceptance(
  db: Db,
  values: { userId: string; organizationId: string; channel: TermsChannel },
): Promise<{ version: number } | null> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`insert into ${termsAcceptances} (user_id, organization_id, version, channel)
        select ${values.userId}, o.id, o.terms_version, ${values.channel}
        from ${organizations} o where o.id = ${values.organizationId}
        on conflict do nothing
        returning version`,
  );
  return row ?? null;
}

/** The terms the user accepted, oldest first. */
export function listTermsAcceptances(db: Db, userId: string) {
  return db
    .select({
      organizationId: termsAcceptances.organizationId,
      organization: organizations.name,
      version: termsAcceptances.version,
      at: termsAcceptances.at,
      channel: termsAcceptances.channel,
    })
    .from(termsAcceptances)
    .innerJoin(organizations, eq(organizations.id, termsAcceptances.organizationId))
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(asc(termsAcceptances.at), asc(termsAcceptances.organizationId));
}
