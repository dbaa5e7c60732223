import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { HttpError } from './http-error';

/**
 * A position in a newest-first list: the row's created_at as PostgreSQL prints it (`::text`, so
 * no microsecond is lost on the way through a JS Date) and its id.
 */
export interface Cursor {
  createdAt: string;
  id: string;
}

/**
 * ORDER BY of a newest-first list. The indexes are built `DESC NULLS LAST` (drizzle's default for
 * `.desc()`), and a plain `DESC` means `NULLS FIRST`: PostgreSQL would then sort every matching
 * row instead of reading the first page off the index.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/**
 * Keyset condition: rows after `cursor` in the newest-first order. Its values may be placeholders
 * of a prepared statement.
 */
export function afterCursor(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: { [K in keyof Cursor]: Cursor[K] | Placeholder },
): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** The opaque `cursor` parameter of a list (base64url). */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

const TIMESTAMP =
  // eslint-disable-next-line security/detect-unsafe-regex -- fixed-width digit groups, nothing repeats over the same characters: linear time
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

/**
 * A timestamp PostgreSQL takes: shaped like the ones it prints, and a real date and time (a
 * crafted '2026-02-30' or '24:00' would otherwise fail in the database as a 500).
 */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, zoneHours = 0, zoneMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day!);
  return (
    year! >= 1 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60 &&
    zoneHours <= 15 &&
    zoneMinutes < 60
  );
}

/** Reads a `cursor` parameter back; anything we did not make is a 400. */
export function decodeCursor(value: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as unknown[];
    if (
      typeof createdAt === 'string' &&
      isTimestamp(createdAt) &&
      typeof id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new HttpError(400, 'Cursor inválido.');
}

/** The cursor of a page of a computed order (ranked, nearest first): the page's offset. */
export function encodeOffset(offset: number): string {
  return Buffer.from(JSON.stringify(['m', offset])).toString('base64url');
}

/** Reads an offset cursor back; anything we did not make is a 400. */
export function decodeOffset(cursor: string): number {
  try {
    const [kind, offset] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (kind === 'm' && Number.isSafeInteger(offset) && (offset as number) > 0) {
      return offset as number;
    }
  } catch {
    // falls through to the 400 below
  }
  throw new HttpError(400, 'Cursor inválido.');
}

/** One page of a newest-first list: its items, the total and the cursor of the next page. */
export interface Page<T> {
  items: T[];
  total: number;
  next: string | null;
}

/**
 * Reads the page after `cursor`: one row more than `limit` tells whether a next page exists, and
 * the last row shown is where it starts.
 */
export async function keysetPage<Row, Item>(
  page: { limit: number; cursor?: string | undefined },
  list: {
    rows(limit: number, after: Cursor | undefined): Promise<Row[]>;
    total(): Promise<number>;
    position(row: Row): Cursor;
    view(row: Row): Item;
  },
): Promise<Page<Item>> {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const [rows, total] = await Promise.all([list.rows(page.limit + 1, after), list.total()]);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => list.view(row)),
    total,
    next: rows.length > page.limit && last ? encodeCursor(list.position(last)) : null,
  };
}

/**
 * The paging headers of every list (docs/decisions/008-requests-and-search.md): `X-Total-Count`,
 * and `Link: <…>; rel="next"` repeating the request's query with the next cursor when there is
 * a next page.
 */
export function setPagingHeaders(
  reply: FastifyReply,
  page: { path: string; query: object } & Omit<Page<unknown>, 'items'>,
): void {
  reply.header('x-total-count', String(page.total));
  if (!page.next) return;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(page.query)) {
    if (value !== undefined && key !== 'cursor') params.set(key, String(value));
  }
  params.set('cursor', page.next);
  reply.header('link', `<${page.path}?${params.toString()}>; rel="next"`);
}
