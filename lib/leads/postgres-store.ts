import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import type { LeadsDatabase } from './database'
import { createDrizzleLeadStore, type LeadStoreOptions } from './drizzle-store'
import { MIGRATIONS_FOLDER } from './migrations'
import type { LeadStore } from './store'

/** Seconds to wait for a connection before the endpoint answers 503. */
const CONNECT_TIMEOUT_S = 3

/** A postgres-js connection pool, set up for Supabase's pooler as well as a plain server. */
export function connectPostgres(databaseUrl: string) {
  return postgres(databaseUrl, {
    max: 10,
    connect_timeout: CONNECT_TIMEOUT_S,
    idle_timeout: 30,
    // Supabase's transaction-mode pooler does not support prepared statements.
    prepare: false,
    onnotice: () => undefined,
    connection: { statement_timeout: 5_000, application_name: 'agency-site' },
  })
}

/** Leads in PostgreSQL at DATABASE_URL (run `npm run db:migrate` first). */
export function createPostgresLeadStore(
  databaseUrl: string,
  options?: LeadStoreOptions,
): LeadStore & { sql: postgres.Sql; db: LeadsDatabase } {
  const sql = connectPostgres(databaseUrl)
  const db = drizzle({ client: sql }) as unknown as LeadsDatabase
  const store = createDrizzleLeadStore(
    'postgres',
    () => Promise.resolve(db),
    () => sql.end({ timeout: 5 }),
    options,
  )
  return Object.assign(store, { sql, db })
}

/** Applies the SQL migrations in drizzle/ to the database at `databaseUrl`. */
export async function migratePostgres(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, connect_timeout: CONNECT_TIMEOUT_S, onnotice: () => undefined })
  try {
    await migrate(drizzle({ client: sql }), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await sql.end({ timeout: 5 })
  }
}
