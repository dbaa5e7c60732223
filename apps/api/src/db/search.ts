import { ilike, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** An ILIKE pattern matching values that contain `term` literally (its % _ \ are escaped). */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `value` with its accents removed, by the IMMUTABLE wrapper of unaccent (migration 0003). The
 * pg_trgm indexes are built on this expression, so a search must spell it the same way to use them.
 */
export function withoutAccents(value: SQLWrapper | string): SQL {
  return sql`immutable_unaccent(${value})`;
}

/** Whether `column` contains `term`, ignoring case and accents on both sides. */
export function containsIgnoringAccents(column: SQLWrapper, term: string): SQL {
  return ilike(withoutAccents(column), withoutAccents(containsPattern(term)));
}
