import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database or a transaction, on either driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
