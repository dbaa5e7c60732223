import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { distanceKm } from '../../db/geo';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';
import { communications, disponibility, municipalities, users } from '../../db/schema';

export type NewCommunicationRow = typeof communications.$inferInsert;

/** A broadcast's area as stored: `uf` set whenever there is one (a municipality's own UF). */
export interface StoredArea {
  uf: string;
  municipalityCode: number | null;
  radiusKm: number | null;
}

export async function insertCommunication(db: Db, values: NewCommunicationRow): Promise<string> {
  const [row] = await db.insert(communications).values(values).returning({ id: communications.id });
  return row!.id;
}

/** An area as SQL values: parameters of a broadcast being sent, or a stored one's columns. */
interface AreaSql {
  uf: SQL;
  municipalityCode: SQL;
  radiusKm: SQL;
}

/**
 * Whether the municipality `pilot` (an alias of municipalities: a pilot's availability) lies in
 * the area: within the radius of the area's municipality (joined as `centre`), that
 * municipality, or the UF.
 */
function inArea(pilot: string, area: AreaSql): SQL {
  const at = (alias: string) => ({
    latitude: sql.raw(`${alias}.latitude`),
    longitude: sql.raw(`${alias}.longitude`),
  });
  return sql`case
    when ${area.radiusKm} is not null then ${distanceKm(at(pilot), at('centre'))} <= ${area.radiusKm}
    when ${area.municipalityCode} is not null then ${sql.raw(pilot)}.code = ${area.municipalityCode}
    else ${sql.raw(pilot)}.uf = ${area.uf} end`;
}

const areaParameters = (area: StoredArea): AreaSql => ({
  uf: sql`${area.uf}::text`,
  municipalityCode: sql`${area.municipalityCode}::int`,
  radiusKm: sql`${area.radiusKm}::int`,
});

/**
 * The live pilots a broadcast reaches, as a FROM … WHERE of users (alias u): every one without an
 * area; with one, those whose availability's municipality lies in it (an unresolved city lies in
 * none: docs/design.md §4 and §13 count the availability's municipality).
 */
function recipients(area: StoredArea | null): SQL {
  const live = sql`u.role = 'DRIVER' and u.erased_at is null`;
  if (!area) return sql`from ${users} u where ${live}`;
  return sql`from ${users} u
    join ${disponibility} d on d.user_id = u.id
    join ${municipalities} pilot on pilot.code = d.municipality_code
    left join ${municipalities} centre on centre.code = ${area.municipalityCode}::int
    where ${live} and ${inArea('pilot', areaParameters(area))}`;
}

/** The e-mail of every pilot the broadcast reaches, as a subquery of one column. */
export function pilotAddresses(area: StoredArea | null): SQL {
  return sql`select u.email ${recipients(area)}`;
}

/** The id of every pilot the broadcast reaches, as a subquery of one column. */
export function pilotIds(area: StoredArea | null): SQL {
  return sql`select u.id ${recipients(area)}`;
}

export async function countRecipients(db: Db, area: StoredArea | null): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n ${recipients(area)}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/**
 * The broadcasts a pilot reads: those to every pilot, and those whose area holds his
 * availability's municipality. Columns are spelled out: in a one-table select drizzle leaves
 * them unqualified, and inside the subquery `uf` would be a municipality's.
 */
function readableBy(pilotId: string): SQL | undefined {
  const stored: AreaSql = {
    uf: sql.raw('"communications"."uf"'),
    municipalityCode: sql.raw('"communications"."municipality_code"'),
    radiusKm: sql.raw('"communications"."radius_km"'),
  };
  return or(
    isNull(communications.uf),
    sql`exists (select 1 from ${disponibility} d
      join ${municipalities} pilot on pilot.code = d.municipality_code
      left join ${municipalities} centre on centre.code = ${stored.municipalityCode}
      where d.user_id = ${pilotId} and ${inArea('pilot', stored)})`,
  );
}

/** A page of the broadcasts (all of them, or those a pilot reads) with their senders, newest first. */
export function listCommunications(db: Db, pilotId: string | null, limit: number, after?: Cursor) {
  return db
    .select({
      id: communications.id,
      name: communications.name,
      description: communications.description,
      comunication: communications.comunication,
      details: communications.details,
      observation: communications.observation,
      uf: communications.uf,
      municipalityCode: communications.municipalityCode,
      municipalityName: municipalities.name,
      radiusKm: communications.radiusKm,
      createdAt: communications.createdAt,
      cursor: sql<string>`${communications.createdAt}::text`,
      senderName: users.name,
      senderErased: sql<boolean>`${users.erasedAt} is not null`,
    })
    .from(communications)
    .innerJoin(users, eq(users.id, communications.userId))
    .leftJoin(municipalities, eq(municipalities.code, communications.municipalityCode))
    .where(
      and(
        pilotId ? readableBy(pilotId) : undefined,
        after ? afterCursor(communications.createdAt, communications.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(communications.createdAt, communications.id))
    .limit(limit);
}

export async function countCommunications(db: Db, pilotId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(communications)
    .where(pilotId ? readableBy(pilotId) : undefined);
  return row?.n ?? 0;
}
