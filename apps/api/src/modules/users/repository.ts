import { and, count, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ApprovalStatus, SignUpRole } from '@drones/shared/roles';
import type { UserListQuery } from '@drones/shared/users';
import type { Db } from '../../db/client';
import { distanceKm } from '../../db/geo';
import { disponibility, municipalities, users, type AccountRow } from '../../db/schema';
import { containsIgnoringAccents } from '../../db/search';
import { afterCursor, newestFirst } from '../../lib/keyset';

/** The accounts this module reads and writes: never an erased one. */
export type UserRow = AccountRow;
export type NewUserRow = typeof users.$inferInsert & { email: string };

const live = isNull(users.erasedAt);
// Every query below matches live accounts only, and those have an e-mail.
const asAccount = (row: typeof users.$inferSelect | undefined) => (row ?? null) as UserRow | null;

export async function countDrivers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'DRIVER'), live));
  return row?.n ?? 0;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return asAccount(row)!;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return asAccount(row);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return asAccount(row);
}

/** Which of the unique fields another user already holds. */
export async function findTaken(
  db: Db,
  fields: { email?: string | undefined; cpf?: string | undefined },
  exceptId?: string,
): Promise<{ email: boolean; cpf: boolean }> {
  const matches: SQL[] = [];
  if (fields.email !== undefined) matches.push(eq(users.email, fields.email));
  if (fields.cpf !== undefined) matches.push(eq(users.cpf, fields.cpf));
  if (matches.length === 0) return { email: false, cpf: false };
  const rows = await db
    .select({ email: users.email, cpf: users.cpf })
    .from(users)
    .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
  return {
    email: rows.some((row) => row.email === fields.email),
    cpf: rows.some((row) => row.cpf === fields.cpf),
  };
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      NewUserRow,
      'name' | 'email' | 'phone' | 'cpf' | 'birthDate' | 'photoFileId' | 'passwordHash'
    >
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), live))
    .returning();
  return asAccount(row)!;
}

export async function setGovernmentApproval(
  db: Db,
  id: string,
  approvalStatus: Exclude<ApprovalStatus, 'pending'>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ approvalStatus, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.role, 'GOVERNMENT'), live))
    .returning();
  return asAccount(row);
}

export async function promoteToAdmin(
  db: Db,
  id: string,
  values: { name: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, role: 'ADMIN', approvalStatus: 'approved', updatedAt: sql`now()` })
    .where(and(eq(users.id, id), live))
    .returning();
  return asAccount(row)!;
}

export interface UserListFilter {
  role: SignUpRole;
  status?: UserListQuery['status'];
  search?: string | undefined;
}

/** A position in the newest-first order: the exact created_at text and the id. */
export interface UserCursor {
  createdAt: string;
  id: string;
}

/**
 * Search is a case- and accent-insensitive "contains" on the name, city or district. It is a union
 * of two index lookups (pg_trgm GIN on users.name, and on disponibility.city and .district) so
 * that PostgreSQL never scans every pilot to test an OR across the two tables.
 */
function listConditions(filter: UserListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.role, filter.role), live];
  if (filter.status) conditions.push(eq(users.approvalStatus, filter.status));
  if (filter.search) {
    const term = filter.search;
    conditions.push(
      sql`${users.id} in (
        select ${users.id} from ${users} where ${containsIgnoringAccents(users.name, term)}
        union
        select ${disponibility.userId} from ${disponibility}
        where ${containsIgnoringAccents(disponibility.city, term)}
          or ${containsIgnoringAccents(disponibility.district, term)})`,
    );
  }
  return and(...conditions);
}

export async function listUsers(db: Db, filter: UserListFilter, limit: number, after?: UserCursor) {
  const rows = await db
    .select({
      user: users,
      cursor: sql<string>`${users.createdAt}::text`,
      city: disponibility.city,
      district: disponibility.district,
    })
    .from(users)
    .leftJoin(disponibility, eq(disponibility.userId, users.id))
    .where(
      and(
        listConditions(filter),
        after ? afterCursor(users.createdAt, users.id, after) : undefined,
      ),
    )
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, user: asAccount(row.user)! }));
}

/**
 * Pilots nearest first to `point`, measured to their availability's municipality (those
 * without one last), newest first in a municipality; `offset` rows skipped. Distances are shown
 * rounded to one decimal, as the matches show them. Municipalities are ordered by distance first and their
 * pilots read through the municipality index, so a page reads the pilots it shows and a few
 * more, not every pilot (docs/design.md §7; `npm run bench` has the row).
 */
export async function listUsersNear(
  db: Db,
  filter: UserListFilter,
  point: { latitude: number; longitude: number },
  limit: number,
  offset: number,
) {
  const placed = await listPlacedNear(db, filter, point, limit, offset);
  if (placed.length === limit) return placed;
  // The placed pilots ran out on this page: the rest come from those without a municipality.
  const placedCount = placed.length > 0 ? offset + placed.length : await countPlaced(db, filter);
  const unplaced = await listUnplaced(db, filter, limit - placed.length, offset - placedCount);
  return [...placed, ...unplaced];
}

function listPlacedNear(
  db: Db,
  filter: UserListFilter,
  point: { latitude: number; longitude: number },
  limit: number,
  offset: number,
) {
  // Ordered by the exact distance: rounding every municipality's would cost more than the rest
  // of the query; only the pilots shown are rounded.
  const nearest = db
    .select({
      code: municipalities.code,
      distance: distanceKm(point, {
        latitude: municipalities.latitude,
        longitude: municipalities.longitude,
      }).as('distance'),
    })
    .from(municipalities)
    .orderBy(sql`distance`)
    .as('nearest');
  return db
    .select({
      user: users,
      city: disponibility.city,
      district: disponibility.district,
      distanceKm: sql<number | null>`round(${nearest.distance}::numeric, 1)::float8`,
    })
    .from(nearest)
    .innerJoin(disponibility, eq(disponibility.municipalityCode, nearest.code))
    .innerJoin(users, eq(users.id, disponibility.userId))
    .where(listConditions(filter))
    .orderBy(nearest.distance, ...newestFirst(users.createdAt, users.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((row) => ({ ...row, user: asAccount(row.user)! })));
}

async function countPlaced(db: Db, filter: UserListFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(disponibility, eq(disponibility.userId, users.id))
    .where(and(listConditions(filter), isNotNull(disponibility.municipalityCode)));
  return row?.n ?? 0;
}

/** The pilots no distance is known for, newest first. */
function listUnplaced(db: Db, filter: UserListFilter, limit: number, offset: number) {
  return db
    .select({
      user: users,
      city: disponibility.city,
      district: disponibility.district,
      distanceKm: sql<number | null>`null::float8`,
    })
    .from(users)
    .leftJoin(disponibility, eq(disponibility.userId, users.id))
    .where(and(listConditions(filter), isNull(disponibility.municipalityCode)))
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(limit)
    .offset(Math.max(0, offset))
    .then((rows) => rows.map((row) => ({ ...row, user: asAccount(row.user)! })));
}

export async function countUsers(db: Db, filter: UserListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(listConditions(filter));
  return row?.n ?? 0;
}
