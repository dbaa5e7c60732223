import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { URGENCIES } from '@drones/shared/solicitations';
import type { SolicitationListQuery } from '@drones/shared/solicitations';
import { queryRows, type Db } from '../../db/client';
import { containsIgnoringAccents } from '../../db/search';
import {
  memberships,
  missionReports,
  municipalities,
  organizations,
  solicitationPhotos,
  shares,
  solicitations,
  users,
} from '../../db/schema';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';

export type SolicitationRow = typeof solicitations.$inferSelect;
export type NewSolicitationRow = typeof solicitations.$inferInsert;
export type SolicitationChanges = Partial<
  Pick<
    NewSolicitationRow,
    | 'name'
    | 'description'
    | 'place'
    | 'date'
    | 'hour'
    | 'necessaryResources'
    | 'missionDetails'
    | 'observation'
    | 'urgency'
    | 'municipalityCode'
    | 'latitude'
    | 'longitude'
    | 'requiredCapabilities'
  >
>;

export type SolicitationFilter = Pick<SolicitationListQuery, 'status' | 'search'> & {
  /** The viewer's body's own requests, or those shared with it (null: he has no body). */
  scope?: { kind: 'organization' | 'shared'; organizationId: string | null };
};

function scopeCondition(scope: NonNullable<SolicitationFilter['scope']>): SQL {
  if (!scope.organizationId) return sql`false`;
  return scope.kind === 'organization'
    ? eq(solicitations.organizationId, scope.organizationId)
    : sql`exists (select 1 from ${shares} sh
                  where sh.solicitation_id = ${solicitations.id}
                    and sh.organization_id = ${scope.organizationId} and sh.status = 'accepted')`;
}

/**
 * A request with the id of its mission report (null while open), its photos' file ids and the
 * UF of its municipality (null without one).
 */
export interface SolicitationListRow {
  row: SolicitationRow;
  missionReportId: string | null;
  photoIds: string[];
  uf: string | null;
  organization: { id: string; name: string } | null;
  responsible: { id: string; name: string; phone: string | null; email: string | null } | null;
  cursor: string;
}

export async function countFinished(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(solicitations)
    .where(eq(solicitations.isFinished, true));
  return row?.n ?? 0;
}

/**
 * Case- and accent-insensitive "contains" on name and description (pg_trgm GIN indexes) or
 * urgency. Urgency has two values, so the term is matched against them here and becomes an
 * equality: an ILIKE on the enum would keep PostgreSQL from combining the two indexes.
 */
function searchCondition(search: string): SQL | undefined {
  // The urgency values have no accents: the term loses its own (NFD splits off the marks).
  const term = search.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const urgencies = URGENCIES.filter((value) => value.includes(term));
  return or(
    containsIgnoringAccents(solicitations.name, search),
    containsIgnoringAccents(solicitations.description, search),
    urgencies.length > 0 ? inArray(solicitations.urgency, urgencies) : undefined,
  );
}

function filterCondition(filter: SolicitationFilter): SQL | undefined {
  return and(
    filter.status === 'open' ? eq(solicitations.isFinished, false) : undefined,
    filter.status === 'finished' ? eq(solicitations.isFinished, true) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.scope ? scopeCondition(filter.scope) : undefined,
  );
}

/**
 * A request with the id of its mission report, its photos, its UF and its position in the list.
 * Report, photos and UF are subqueries rather than joins, so PostgreSQL looks them up by index
 * only for the rows of the page. The outer row is spelled out: drizzle leaves columns unqualified
 * in a one-table select, and inside a subquery an unqualified "id" would be the subquery's own.
 */
const listColumns = {
  row: solicitations,
  missionReportId: sql<string | null>`(
    select report.id from ${missionReports} report
    where report.solicitation_id = "solicitations"."id")`,
  photoIds: sql<string[]>`array(
    select photo.file_id::text from ${solicitationPhotos} photo
    where photo.solicitation_id = "solicitations"."id"
    order by photo.created_at, photo.file_id)`,
  uf: sql<string | null>`(
    select m.uf from ${municipalities} m
    where m.code = "solicitations"."municipality_code")`,
  organization: sql<{ id: string; name: string } | null>`(
    select json_build_object('id', o.id, 'name', o.name) from ${organizations} o
    where o.id = "solicitations"."organization_id")`,
  responsible: sql<SolicitationListRow['responsible']>`(
    select json_build_object('id', u.id, 'name', u.name, 'phone', u.phone, 'email', u.email)
    from ${users} u
    where u.id = coalesce("solicitations"."responsible_id", "solicitations"."user_id"))`,
  cursor: sql<string>`${solicitations.createdAt}::text`,
};

/** Newest first, after the cursor; `cursor` is created_at as PostgreSQL prints it. */
/**
 * A page without a search (most of them: the open requests, the finished ones, all) is a
 * statement prepared once per database, status and cursor use: the list is the app's busiest read,
 * and PostgreSQL then plans it once per connection.
 */
function preparePage(db: Db, status: SolicitationFilter['status'], paged: boolean) {
  return db
    .select(listColumns)
    .from(solicitations)
    .where(
      and(
        filterCondition({ status }),
        paged
          ? afterCursor(solicitations.createdAt, solicitations.id, {
              createdAt: sql.placeholder('afterCreatedAt'),
              id: sql.placeholder('afterId'),
            })
          : undefined,
      ),
    )
    .orderBy(...newestFirst(solicitations.createdAt, solicitations.id))
    .limit(sql.placeholder('limit'))
    .prepare(`solicitation_page_${status ?? 'all'}_${paged ? 'after' : 'first'}`);
}

function prepareCount(db: Db, status: SolicitationFilter['status']) {
  return db
    .select({ n: count() })
    .from(solicitations)
    .where(filterCondition({ status }))
    .prepare(`solicitation_count_${status ?? 'all'}`);
}

type PreparedPage = ReturnType<typeof preparePage>;
type PreparedCount = ReturnType<typeof prepareCount>;
const prepared = new WeakMap<Db, Map<string, PreparedPage | PreparedCount>>();

/** The statement `make` prepares, once per database and `name`. */
function preparedOnce<T extends PreparedPage | PreparedCount>(db: Db, name: string, make: () => T) {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = make()));
  return statement;
}

export function listSolicitationsQuery(
  db: Db,
  filter: SolicitationFilter,
  limit: number,
  after?: Cursor,
): Promise<SolicitationListRow[]> {
  if (!filter.search && !filter.scope) {
    const page = preparedOnce(db, `page-${filter.status}-${Boolean(after)}`, () =>
      preparePage(db, filter.status, Boolean(after)),
    );
    return page.execute({ limit, afterCreatedAt: after?.createdAt, afterId: after?.id });
  }
  return db
    .select(listColumns)
    .from(solicitations)
    .where(
      and(
        filterCondition(filter),
        after ? afterCursor(solicitations.createdAt, solicitations.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(solicitations.createdAt, solicitations.id))
    .limit(limit);
}

export function countSolicitationsQuery(
  db: Db,
  filter: SolicitationFilter,
): Promise<Array<{ n: number }>> {
  if (!filter.search && !filter.scope) {
    return preparedOnce(db, `count-${filter.status}`, () =>
      prepareCount(db, filter.status),
    ).execute();
  }
  return db.select({ n: count() }).from(solicitations).where(filterCondition(filter));
}

export async function findSolicitation(db: Db, id: string): Promise<SolicitationListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(solicitations)
    .where(eq(solicitations.id, id))
    .limit(1);
  return row ?? null;
}

/** The file ids of a request's photos, in the order they were sent. */
export async function findPhotoIds(db: Db, solicitationId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: solicitationPhotos.fileId })
    .from(solicitationPhotos)
    .where(eq(solicitationPhotos.solicitationId, solicitationId))
    .orderBy(asc(solicitationPhotos.createdAt), asc(solicitationPhotos.fileId));
  return rows.map((row) => row.fileId);
}

export async function insertSolicitation(
  db: Db,
  values: NewSolicitationRow,
): Promise<SolicitationRow> {
  const [row] = await db.insert(solicitations).values(values).returning();
  return row!;
}

export async function linkPhoto(db: Db, solicitationId: string, fileId: string): Promise<void> {
  await db.insert(solicitationPhotos).values({ solicitationId, fileId });
}

/** Changes an open request; null when it is finished or gone (the row stays locked until commit). */
export async function updateOpenSolicitation(
  db: Db,
  id: string,
  changes: SolicitationChanges,
): Promise<SolicitationRow | null> {
  const [row] = await db
    .update(solicitations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(solicitations.id, id), eq(solicitations.isFinished, false)))
    .returning();
  return row ?? null;
}

/**
 * Locks an open request until the transaction ends: answers its name and urgency, or null when
 * it is finished or gone.
 */
export async function lockOpenSolicitation(db: Db, id: string) {
  const [row] = await db
    .select({ id: solicitations.id, name: solicitations.name, urgency: solicitations.urgency })
    .from(solicitations)
    .where(and(eq(solicitations.id, id), eq(solicitations.isFinished, false)))
    .for('update');
  return row ?? null;
}

/** Deletes a request; its photo links go with it (its invitations were detached first). */
export async function deleteSolicitation(db: Db, id: string): Promise<void> {
  await db.delete(solicitations).where(eq(solicitations.id, id));
}

/** Marks an open request finished; false when it already was (or is gone). */
export async function finishSolicitation(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(solicitations)
    .set({ isFinished: true, updatedAt: sql`now()` })
    .where(and(eq(solicitations.id, id), eq(solicitations.isFinished, false)))
    .returning({ id: solicitations.id });
  return rows.length > 0;
}

/**
 * Finished requests, newest first, after the cursor: one batch of the spreadsheet export, with
 * the municipality, the creator's name and the mission report.
 */
export async function finishedBatch(db: Db, limit: number, after?: Cursor) {
  return db
    .select({
      id: solicitations.id,
      name: solicitations.name,
      description: solicitations.description,
      place: solicitations.place,
      date: solicitations.date,
      hour: solicitations.hour,
      missionDetails: solicitations.missionDetails,
      necessaryResources: solicitations.necessaryResources,
      observation: solicitations.observation,
      createdAt: solicitations.createdAt,
      municipality: { name: municipalities.name, uf: municipalities.uf },
      creatorName: users.name,
      report: {
        name: missionReports.name,
        description: missionReports.description,
        mainInformation: missionReports.mainInformation,
        fightTime: missionReports.fightTime,
        colectedData: missionReports.colectedData,
        resourcesUtilizated: missionReports.resourcesUtilizated,
        observation: missionReports.observation,
      },
      cursor: sql<string>`${solicitations.createdAt}::text`,
    })
    .from(solicitations)
    .innerJoin(users, eq(users.id, solicitations.userId))
    .leftJoin(municipalities, eq(municipalities.code, solicitations.municipalityCode))
    .leftJoin(missionReports, eq(missionReports.solicitationId, solicitations.id))
    .where(
      and(
        eq(solicitations.isFinished, true),
        after ? afterCursor(solicitations.createdAt, solicitations.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(solicitations.createdAt, solicitations.id))
    .limit(limit);
}

/**
 * Which of the (user, request) pairs may read the request's roster, matches and timeline
 * (docs/design.md §12): a request without a body keeps the permission table's readers; a body's
 * request, ADMIN and the active members of the body, of a body that accepted to share it, and of
 * the state body of its UF. One statement for any number of pairs (the live
 * roster checks every open stream each second).
 */
export async function readablePairs(
  db: Db,
  pairs: { userId: string; admin: boolean; solicitationId: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const values = sql.join(
    pairs.map((p) => sql`(${p.userId}::uuid, ${p.admin}::boolean, ${p.solicitationId}::uuid)`),
    sql`, `,
  );
  const rows = await queryRows<{ user_id: string; solicitation_id: string }>(
    db,
    sql`select r.user_id, r.solicitation_id
        from (values ${values}) as r(user_id, admin, solicitation_id)
        join ${solicitations} s on s.id = r.solicitation_id
        left join ${municipalities} place on place.code = s.municipality_code
        where s.organization_id is null or r.admin
           or exists (select 1 from ${memberships} m
                      where m.user_id = r.user_id and m.status = 'active'
                        and (m.organization_id = s.organization_id
                             or m.organization_id in (
                               select sh.organization_id from ${shares} sh
                               where sh.solicitation_id = s.id and sh.status = 'accepted')
                             or m.organization_id in (
                               select o.id from ${organizations} o
                               where o.kind = 'estadual' and o.uf = place.uf)))`,
  );
  return new Set(rows.map((row) => `${row.user_id}:${row.solicitation_id}`));
}

export async function setResponsible(db: Db, id: string, userId: string): Promise<void> {
  await db.update(solicitations).set({ responsibleId: userId }).where(eq(solicitations.id, id));
}

/** Whether the user is an active member of a body that accepted to share the request. */
export async function sharedWith(db: Db, solicitationId: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${shares} sh
        join ${memberships} m on m.organization_id = sh.organization_id
        where sh.solicitation_id = ${solicitationId} and sh.status = 'accepted'
          and m.user_id = ${userId} and m.status = 'active'
        limit 1`,
  );
  return rows.length > 0;
}
