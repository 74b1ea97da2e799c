import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** The leads database as Drizzle speaks to it: PostgreSQL (postgres.js) or the embedded PGlite. */
export type LeadsDatabase = PgDatabase<PgQueryResultHKT, Record<string, never>>
