import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { LeadsDatabase } from './database'
import { createDrizzleLeadStore, type LeadStoreOptions } from './drizzle-store'
import { MIGRATIONS_FOLDER } from './migrations'
import type { LeadStore } from './store'

/**
 * Leads in the embedded PostgreSQL (PGlite), persisted in `dataDir`, or in memory when it is
 * undefined (tests). Migrated once, when the store is created.
 */
export function createPgliteLeadStore(dataDir?: string, options?: LeadStoreOptions): LeadStore & { client: PGlite } {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir)
  const db = drizzle({ client })
  const ready = migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }).then(() => db as unknown as LeadsDatabase)
  // Surface a failed migration on first use, not as an unhandled rejection.
  ready.catch(() => undefined)
  const store = createDrizzleLeadStore(
    'pglite',
    ready,
    async () => {
      await ready.catch(() => undefined)
      await client.close()
    },
    options,
  )
  return Object.assign(store, { client })
}
