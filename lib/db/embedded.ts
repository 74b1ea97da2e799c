import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER } from './connection'
import { type DataDirLock, DataDirLockedError, type DataDirLockOptions, lockDataDir } from './data-dir-lock'

export type EmbeddedDatabaseOptions = {
  /** How long to wait for another process holding the directory, and when its lock counts as stale. */
  lock?: Pick<DataDirLockOptions, 'waitMs' | 'staleMs'>
  /** Where a lost lock is reported (the server's log by default). */
  log?: (message: string) => void
}

/** While another process holds the directory after the first wait, how often it is tried again. */
const REOPEN_RETRY_MS = 1_000

const migrated = (client: PGlite) => {
  const db = drizzle({ client })
  return migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }).then(() => db as unknown as Database)
}

/**
 * The embedded PostgreSQL (PGlite) in memory (tests): its client is at hand for them. Migrated
 * once, when it is opened.
 */
export function openEmbedded(dataDir?: undefined): DatabaseHandle & { client: PGlite }
/**
 * The embedded PostgreSQL (PGlite), persisted in `dataDir`, which one process at a time may open:
 * the directory is locked first (lib/db/data-dir-lock.ts), waiting a while for another process
 * holding it. If it is still held then, every operation fails saying so, and the wait goes on in
 * the background: the database opens as soon as the other process lets go. A lost lock (another
 * process took the directory over) closes the database and waits the same way. Migrated on each
 * opening; `close()` stops any wait, closes the database, then lets go of the directory.
 */
export function openEmbedded(dataDir: string, options?: EmbeddedDatabaseOptions): DatabaseHandle
export function openEmbedded(
  dataDir?: string,
  options: EmbeddedDatabaseOptions = {},
): DatabaseHandle | (DatabaseHandle & { client: PGlite }) {
  if (!dataDir) {
    const client = new PGlite()
    const ready = migrated(client)
    // Surface a failed migration on first use, not as an unhandled rejection.
    ready.catch(() => undefined)
    const close = async () => {
      await ready.catch(() => undefined)
      await client.close()
    }
    return { driver: 'pglite', database: () => ready, close, client }
  }

  mkdirSync(dataDir, { recursive: true })
  const { log = (message: string) => console.error(`[leads] ${message}`) } = options
  const closing = new AbortController()
  type Session = { lock?: DataDirLock; client?: PGlite }
  /** The lock and the database opened under it, while they are held. */
  let held: Session | undefined
  /** Every opening and closing under way, which close() lets finish. */
  let settling: Promise<unknown> = Promise.resolve()
  const track = (work: Promise<unknown>) => {
    settling = Promise.all([settling, work.catch(() => undefined)])
  }

  const open = async (wait: Pick<DataDirLockOptions, 'waitMs' | 'retryMs'> = {}): Promise<Database> => {
    const session: Session = {}
    session.lock = await lockDataDir(dataDir, {
      ...options.lock,
      ...wait,
      signal: closing.signal,
      onLost: (error) => lost(session, error),
    })
    if (closing.signal.aborted) {
      await session.lock.release()
      throw new Error(`the database in ${dataDir} was closed`)
    }
    // Held from here on, so that close() lets go of the lock even if the database fails to open.
    held = session
    session.client = new PGlite(dataDir)
    return migrated(session.client)
  }

  /** What every operation runs on: the open database, or the reason there is none right now. */
  let current = open()
  track(current)
  current.catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError) || closing.signal.aborted) return
    log(
      `the embedded database in ${dataDir} is still open in another process: this server answers leads ` +
        'with 503 and opens it as soon as the other process lets go',
    )
    reopenWhenFree(Promise.resolve())
  })

  /** Waits (after `after`) for as long as it takes to have the directory again, then serves from it. */
  function reopenWhenFree(after: Promise<unknown>) {
    if (closing.signal.aborted) return
    const reopened = after.then(() => open({ waitMs: Infinity, retryMs: REOPEN_RETRY_MS }))
    track(reopened)
    reopened.then(
      (db) => {
        current = Promise.resolve(db)
        log(`opened the embedded database in ${dataDir}: this server takes leads again`)
      },
      (error: Error) => {
        if (!closing.signal.aborted) log(`could not open the embedded database in ${dataDir}: ${error.message}`)
      },
    )
  }

  function lost(session: Session, error: Error) {
    // Another process may have the directory open now: stop writing to it until it lets go.
    log(
      `lost the lock on the embedded database in ${dataDir} (${error.message}); another process may have ` +
        'opened it, so this server closed it, answers leads with 503 and opens it again once that process lets go',
    )
    if (held === session) held = undefined
    current = Promise.reject(new Error(`this server lost the lock on the embedded database in ${dataDir}`))
    current.catch(() => undefined)
    const closed = session.client?.close() ?? Promise.resolve()
    track(closed)
    reopenWhenFree(closed.catch(() => undefined))
  }

  const close = async () => {
    // A wait for the directory stops: shutdown must not wait for it.
    closing.abort()
    await settling
    const session = held
    held = undefined
    try {
      await session?.client?.close()
    } finally {
      await session?.lock?.release()
    }
  }
  return { driver: 'pglite', database: () => current, close }
}
