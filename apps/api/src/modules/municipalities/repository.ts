import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { municipalities } from '../../db/schema';
import type { Municipality, MunicipalitySearch } from '@drones/shared/places';

const columns = {
  code: municipalities.code,
  name: municipalities.name,
  uf: municipalities.uf,
  latitude: municipalities.latitude,
  longitude: municipalities.longitude,
};

/** One municipality by its IBGE code, or null. */
export async function findMunicipalityByCode(db: Db, code: number): Promise<Municipality | null> {
  const [row] = await db.select(columns).from(municipalities).where(eq(municipalities.code, code));
  return row ?? null;
}

/** `term` as `search_key` spells names: lower case, no accents. */
const keyOf = (term: string): SQL => sql`lower(immutable_unaccent(${term}))`;

/** A LIKE pattern with the term's own % _ \ taken literally. */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Exact names first, then names that start with the term, then the ones that contain it;
 * capitals before the others on a tie, then by name. The contains test is served by the trigram
 * index on `search_key`, the prefix test by its text_pattern_ops index.
 */
export async function searchMunicipalities(
  db: Db,
  { search, uf, limit }: MunicipalitySearch,
): Promise<Municipality[]> {
  const key = search ? keyOf(search) : undefined;
  const conditions = [
    uf ? eq(municipalities.uf, uf) : undefined,
    key
      ? sql`${municipalities.searchKey} like '%' || ${keyOf(literal(search!))} || '%'`
      : undefined,
  ];
  const rank = key
    ? [
        desc(sql`${municipalities.searchKey} = ${key}`),
        desc(sql`${municipalities.searchKey} like ${keyOf(literal(search!))} || '%'`),
      ]
    : [];
  return db
    .select(columns)
    .from(municipalities)
    .where(and(...conditions))
    .orderBy(
      ...rank,
      desc(municipalities.capital),
      // By the accent-free name, so 'Belém' sorts as 'belem' whatever the database's collation.
      asc(municipalities.searchKey),
      asc(municipalities.code),
    )
    .limit(limit);
}
