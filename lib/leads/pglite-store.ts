import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { type DataDirLock, type DataDirLockOptions, lockDataDir } from './data-dir-lock'
import type { LeadsDatabase } from './database'
import { createDrizzleLeadStore, type LeadStoreOptions } from './drizzle-store'
import { MIGRATIONS_FOLDER } from './migrations'
import type { LeadStore } from './store'

export type PgliteLeadStoreOptions = LeadStoreOptions & {
  /** How long to wait for another process holding the directory, and when its lock counts as stale. */
  lock?: Pick<DataDirLockOptions, 'waitMs' | 'staleMs'>
  /** Where a lost lock is reported (the server's log by default). */
  log?: (message: string) => void
}

const migrated = (client: PGlite) => {
  const db = drizzle({ client })
  return migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }).then(() => db as unknown as LeadsDatabase)
}

/**
 * Leads in the embedded PostgreSQL (PGlite), in memory (tests): its client is at hand for them.
 * Migrated once, when the store is created.
 */
export function createPgliteLeadStore(dataDir?: undefined, options?: LeadStoreOptions): LeadStore & { client: PGlite }
/**
 * Leads in the embedded PostgreSQL (PGlite), persisted in `dataDir`, which one process at a time
 * may open: the store locks the directory first (lib/leads/data-dir-lock.ts), waiting a while for
 * another process holding it; if it is still held, `ready()` and every operation fail with
 * LeadStoreUnavailableError saying so, and the database is never opened. Migrated once, after the
 * lock; `close()` closes the database, then lets go of the directory.
 */
export function createPgliteLeadStore(dataDir: string, options?: PgliteLeadStoreOptions): LeadStore
export function createPgliteLeadStore(
  dataDir?: string,
  options: PgliteLeadStoreOptions = {},
): LeadStore | (LeadStore & { client: PGlite }) {
  if (!dataDir) {
    const client = new PGlite()
    const ready = migrated(client)
    // Surface a failed migration on first use, not as an unhandled rejection.
    ready.catch(() => undefined)
    const close = async () => {
      await ready.catch(() => undefined)
      await client.close()
    }
    return Object.assign(createDrizzleLeadStore('pglite', ready, close, options), { client })
  }

  mkdirSync(dataDir, { recursive: true })
  const { log = (message: string) => console.error(`[leads] ${message}`) } = options
  const closing = new AbortController()
  let client: PGlite | undefined
  let lock: DataDirLock | undefined
  let clientClosed: Promise<void> | undefined
  const closeClient = () => (client ? (clientClosed ??= client.close()) : Promise.resolve())

  const ready = (async () => {
    lock = await lockDataDir(dataDir, {
      ...options.lock,
      signal: closing.signal,
      onLost: (error) => {
        // Another process may have the directory open now: stop writing to it. Leads are answered
        // with 503 (the database is closed) until this server restarts.
        log(
          `lost the lock on the embedded database in ${dataDir} (${error.message}); another process may have ` +
            'opened it, so this server closed it and takes no more leads until it restarts',
        )
        void closeClient().catch(() => undefined)
      },
    })
    client = new PGlite(dataDir)
    return migrated(client)
  })()
  ready.catch(() => undefined)

  const close = async () => {
    // A store still waiting for the directory stops waiting: shutdown must not wait for it.
    closing.abort()
    await ready.catch(() => undefined)
    try {
      await closeClient()
    } finally {
      await lock?.release()
    }
  }
  return createDrizzleLeadStore('pglite', ready, close, options)
}
