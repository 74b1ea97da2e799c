import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { lock } from 'proper-lockfile'

/**
 * The embedded database's directory may be open in one process at a time: PGlite keeps its own
 * copy of the database's state in memory, so a second process writing the same files loses (or
 * corrupts) what the first wrote. Before opening it, a process takes this lock (a directory made
 * inside it with mkdir, atomic on every file system, a volume shared between containers included)
 * and keeps it fresh by touching it; one that died without letting go (SIGKILL, a lost machine)
 * leaves a lock that goes stale and is taken over, or at once by a process of the same machine,
 * which can see that its owner no longer runs (a crash restart).
 */
export const LOCK_NAME = '.lock'
/**
 * Beside the lock: which process on which machine holds it, so that one on the same machine can
 * tell it died, and which lock it is about (the lock directory's inode: a file left by an earlier
 * holder says nothing about a newer lock). Not inside it: the library removes an empty directory.
 */
const OWNER_NAME = '.lock-owner.json'

type Owner = { host: string; pid: number; lock: number }

/** The directories this process holds (a store per directory and process: another one here waits). */
const heldHere = new Set<string>()

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether the lock at `lockfilePath` was left by a process of this machine that no longer runs:
 * a crash restart then takes the directory at once rather than after the stale window. The same
 * process id as this one, not held here, is a restarted container's (its process is always 1).
 * A lock from another machine (a shared volume), or one without its owner yet, is left to the
 * stale window.
 */
function leftByDeadProcessHere(lockfilePath: string, dataDir: string): boolean {
  let owner: Owner
  try {
    owner = JSON.parse(readFileSync(path.join(dataDir, OWNER_NAME), 'utf8')) as Owner
    if (owner.lock !== statSync(lockfilePath).ino) return false
  } catch {
    return false
  }
  if (owner.host !== hostname() || !Number.isInteger(owner.pid)) return false
  return owner.pid === process.pid ? !heldHere.has(dataDir) : !alive(owner.pid)
}

/** How long a starting process waits for the directory: the old server of a rolling restart is shutting down (10 s at most). */
export const DEFAULT_LOCK_WAIT_MS = 30_000
/** A lock not refreshed for this long was left by a process that died. Longer than any pause of a live one. */
export const DEFAULT_LOCK_STALE_MS = 15_000
/** How often the holder refreshes its lock: a live process is stale only after a 14 s pause (its event loop blocked). */
const REFRESH_MS = 1_000
/** How often a waiting process tries again. */
const DEFAULT_RETRY_MS = 250

export type DataDirLockOptions = {
  /** How long to wait for another process to let go before giving up (DataDirLockedError); Infinity waits until it does. */
  waitMs?: number
  /** How often to try again while waiting (250 ms). */
  retryMs?: number
  /** A lock not refreshed for this long is taken over (at least 2 s). */
  staleMs?: number
  /**
   * The lock was lost while held: another process took it over after this one stalled for longer
   * than `staleMs`, or it was removed. This process must stop using the directory.
   */
  onLost?: (error: Error) => void
  /** Stops waiting (the process is shutting down). */
  signal?: AbortSignal
}

/** The directory stayed locked by another process for the whole wait. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

export type DataDirLock = {
  /** Lets go of the directory (after the database is closed); does nothing once lost or released. */
  release: () => Promise<void>
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })

/**
 * Takes the lock on `dataDir` (which must exist), waiting up to `waitMs` for another process
 * holding it; rejects with DataDirLockedError naming the directory and what to do if it is still
 * held then.
 */
export async function lockDataDir(
  dataDir: string,
  {
    waitMs = DEFAULT_LOCK_WAIT_MS,
    retryMs = DEFAULT_RETRY_MS,
    staleMs = DEFAULT_LOCK_STALE_MS,
    onLost,
    signal,
  }: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const lockfilePath = path.join(dataDir, LOCK_NAME)
  const deadline = Date.now() + waitMs
  for (;;) {
    if (signal?.aborted) throw new Error(`Stopped waiting for the lock on ${dataDir}: the store was closed`)
    try {
      const release = await lock(dataDir, {
        lockfilePath,
        stale: staleMs,
        update: Math.min(REFRESH_MS, staleMs / 2),
        // The library throws from a timer by default, which would end the server.
        onCompromised: (error) => {
          heldHere.delete(dataDir)
          onLost?.(error)
        },
      })
      heldHere.add(dataDir)
      const owner: Owner = { host: hostname(), pid: process.pid, lock: statSync(lockfilePath).ino }
      writeFileSync(path.join(dataDir, OWNER_NAME), JSON.stringify(owner))
      return {
        release: () => {
          heldHere.delete(dataDir)
          return release().catch((error: NodeJS.ErrnoException) => {
            // Already lost (and reported through onLost): nothing is ours to remove.
            if (error.code !== 'ERELEASED') throw error
          })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
      if (leftByDeadProcessHere(lockfilePath, dataDir)) {
        rmSync(lockfilePath, { recursive: true, force: true })
        continue
      }
      const left = deadline - Date.now()
      if (left <= 0) {
        throw new DataDirLockedError(
          `the embedded database in ${dataDir} is open in another process (its lock ${lockfilePath} was still ` +
            `held after waiting ${waitMs / 1000} s). Only one process may open it: stop the other ` +
            `server (or the export), give each process its own LEADS_DATA_DIR, or set DATABASE_URL to run ` +
            `several instances on one PostgreSQL database.`,
        )
      }
      await sleep(Math.min(retryMs, left), signal)
    }
  }
}
