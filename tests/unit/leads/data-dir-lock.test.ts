import { type ChildProcess, spawn } from 'node:child_process'
import { clientAddressHeader } from '@/lib/http/client-address'
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createInterface } from 'node:readline'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import { LOCK_NAME, lockDataDir } from '@/lib/db/data-dir-lock'
import { handleLeadPost } from '@/lib/leads/capture/endpoint'
import { createPgliteLeadStore } from '@/lib/leads/store/drizzle-store'
import { LeadStoreUnavailableError } from '@/lib/leads/store/records'

/**
 * The embedded database's directory is opened by one process at a time (lib/db/data-dir-lock.ts):
 * real PGlite stores on disk, in this process and in others (tests/fixtures/lead-store-process.ts).
 */

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/lead-store-process.ts')
const TSX = pathToFileURL(path.resolve(import.meta.dirname, '../../../node_modules/tsx/dist/esm/index.mjs')).href

type Event = { event: 'ready'; ids: string[] } | { event: 'failed'; error: string } | { event: 'closed' }

/** Another process with the store open on `dataDir` (once it says so), as a second server would be. */
function storeProcess(dataDir: string, { waitMs = 20_000, staleMs = 15_000, leads = 0 } = {}) {
  // One process (tsx registered in it), not tsx's CLI, which runs the script in a child of its own
  // that a SIGKILL of the CLI would leave running.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', TSX, FIXTURE, dataDir, String(waitMs), String(staleMs), String(leads)],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk))
  const events: Event[] = []
  const waiting: ((event: Event) => void)[] = []
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const event = JSON.parse(line) as Event
    const next = waiting.shift()
    if (next) next(event)
    else events.push(event)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  children.push(child)
  return {
    /** Whether it has said anything yet. */
    silent: () => events.length === 0,
    /** Its next line (ready or failed, then closed). */
    next: () =>
      new Promise<Event>((resolve, reject) => {
        const queued = events.shift()
        if (queued) return resolve(queued)
        waiting.push(resolve)
        void exited.then(() => reject(new Error(`the store process exited:\n${stderr}`)))
      }),
    close: async () => {
      child.stdin!.end('close\n')
      await exited
    },
    /** As a crash or a platform that gave up waiting would: no shutdown, the lock left behind. */
    kill: async () => {
      child.kill('SIGKILL')
      await exited
    },
  }
}

const children: ChildProcess[] = []
let dataDir: string

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'leads-lock-'))
})
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

const lead = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  company: 'Lock Test Co',
  source: 'contact' as const,
  idempotencyKey: `lock-visitor-${n}`,
})

/** Every lead id in the directory, read by a store of this process once no other holds it. */
async function storedIds(): Promise<string[]> {
  const store = createPgliteLeadStore(dataDir, { lock: { waitMs: 0 } })
  try {
    return (await store.list()).map((stored) => stored.id).sort()
  } finally {
    await store.close()
  }
}

describe('the embedded database directory, one process at a time', () => {
  it('a second process does not open it while the first holds it and, after its wait, says why and what to do; once the first closes, the next sees every lead it stored', async () => {
    const first = storeProcess(dataDir, { leads: 3 })
    const opened = await first.next()
    expect(opened).toMatchObject({ event: 'ready' })

    const started = Date.now()
    const second = storeProcess(dataDir, { waitMs: 1_500, leads: 2 })
    const refused = await second.next()
    expect(refused.event).toBe('failed')
    const { error } = refused as { error: string }
    expect(error).toContain(`the embedded database in ${dataDir} is open in another process`)
    expect(error).toMatch(/stop the other server.*its own LEADS_DATA_DIR.*DATABASE_URL/)
    // It waited for the first to let go before giving up (the startup of tsx and PGlite comes on top).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500)
    await second.close()

    await first.close()
    // The first's leads, and nothing of the second, which never opened the database.
    expect(await storedIds()).toEqual([...(opened as { ids: string[] }).ids].sort())
  }, 60_000)

  it('a second process waiting for it opens it as soon as the first lets go (a rolling restart)', async () => {
    const first = storeProcess(dataDir, { leads: 2 })
    const before = (await first.next()) as { ids: string[] }
    const second = storeProcess(dataDir, { waitMs: 30_000, leads: 2 })
    // Long enough for it to open the database and save (3 s or so here): it waits instead.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    expect(second.silent()).toBe(true)
    const closed = first.close()
    const after = await second.next()
    await closed
    expect(after).toMatchObject({ event: 'ready' })
    await second.close()
    expect(await storedIds()).toEqual([...before.ids, ...(after as { ids: string[] }).ids].sort())
  }, 60_000)

  it('a lock left by a killed process of this machine is taken over at once (a crash restart), with its committed leads', async () => {
    const holder = storeProcess(dataDir, { staleMs: 15_000, leads: 2 })
    const { ids } = (await holder.next()) as { ids: string[] }
    await holder.kill()

    const killed = Date.now()
    const lock = await lockDataDir(dataDir, { staleMs: 15_000, waitMs: 20_000 })
    // Not the 15 s stale window: the owner's process is gone, and this machine can tell.
    expect(Date.now() - killed).toBeLessThan(5_000)
    await lock.release()
    expect(await storedIds()).toEqual([...ids].sort())
  }, 60_000)

  it("a lock left by another machine's process (a shared volume) is taken over once stale, not before", async () => {
    const holder = storeProcess(dataDir, { staleMs: 3_000, leads: 1 })
    const { ids } = (await holder.next()) as { ids: string[] }
    await holder.kill()
    // As another machine would have left it: its owner cannot be checked from here.
    const owner = path.join(dataDir, '.lock-owner.json')
    writeFileSync(owner, JSON.stringify({ ...JSON.parse(readFileSync(owner, 'utf8')), host: 'another-machine' }))
    // Its last refresh: now.
    const refreshed = new Date()
    utimesSync(path.join(dataDir, LOCK_NAME), refreshed, refreshed)

    const lock = await lockDataDir(dataDir, { staleMs: 3_000, waitMs: 20_000 })
    // Stale 3 s after that refresh, plus a retry.
    expect(Date.now() - refreshed.getTime()).toBeGreaterThanOrEqual(2_900)
    expect(Date.now() - refreshed.getTime()).toBeLessThan(6_000)
    await lock.release()
    expect(await storedIds()).toEqual([...ids].sort())
  }, 60_000)
})

/** Whether the store has the database open now: its `ready()` answers rather than refuses. */
const whetherOpen = (store: { ready: () => Promise<void> }) =>
  store.ready().then(
    () => 'open',
    () => 'refused',
  )

describe('a store on a directory another store holds', () => {
  it('answers lead posts with 503 and the form’s message, and saves nothing there', async () => {
    const holder = createPgliteLeadStore(dataDir)
    await holder.ready()
    const logged: string[] = []
    const blocked = createPgliteLeadStore(dataDir, { lock: { waitMs: 500 } })
    await expect(blocked.ready()).rejects.toThrow(LeadStoreUnavailableError)
    await expect(blocked.ready()).rejects.toThrow(`the embedded database in ${dataDir} is open in another process`)

    const response = await handleLeadPost(
      new Request('http://localhost/api/gpt-lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [clientAddressHeader()]: '203.0.113.9' },
        body: JSON.stringify({ name: 'Dana Reyes', email: 'dana@reyes.com', company: 'Reyes Plumbing' }),
      }),
      {
        store: () => blocked,
        limiter: createMemoryLimiter({ keyPrefix: 'lock-test', points: 100, durationSeconds: 60 }),
        log: (message) => logged.push(message),
      },
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: 'We could not save your details right now. Please try again in a minute.',
    })
    expect(logged.join('\n')).toContain('is open in another process')
    await blocked.close()
    expect(await holder.count()).toBe(0)
    await holder.close()
  })

  it('stops waiting when it is closed: a shutdown does not wait out the lock', async () => {
    const holder = createPgliteLeadStore(dataDir)
    await holder.ready()
    const waiting = createPgliteLeadStore(dataDir, { lock: { waitMs: 20_000 } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    await waiting.close()
    expect(Date.now() - started).toBeLessThan(2_000)
    await expect(waiting.ready()).rejects.toThrow(LeadStoreUnavailableError)
    await holder.close()
  })

  it('goes on waiting after its wait, and takes leads as soon as the holder lets go', async () => {
    const holder = createPgliteLeadStore(dataDir)
    await holder.save(lead(1))
    const logged: string[] = []
    const waiting = createPgliteLeadStore(dataDir, { lock: { waitMs: 300 }, log: (message) => logged.push(message) })
    await expect(waiting.ready()).rejects.toThrow(`the embedded database in ${dataDir} is open in another process`)
    expect(logged.join('\n')).toContain(
      `the embedded database in ${dataDir} is still open in another process: this server answers leads with 503 and opens it as soon as the other process lets go`,
    )
    // Still refused while the holder has it, well past the first wait.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await expect(waiting.save(lead(2))).rejects.toThrow(LeadStoreUnavailableError)

    await holder.close()
    await expect.poll(() => whetherOpen(waiting), { timeout: 10_000 }).toBe('open')
    expect(logged.join('\n')).toContain(`opened the embedded database in ${dataDir}: this server takes leads again`)
    const saved = await waiting.save(lead(2))
    expect(saved.created).toBe(true)
    expect((await waiting.list()).map((stored) => stored.email)).toEqual([
      'visitor1@example.com',
      'visitor2@example.com',
    ])
    await waiting.close()
  }, 30_000)

  it('a holder whose lock was taken over stops using the database and says so, then opens it again once the other process lets go', async () => {
    const logged: string[] = []
    const store = createPgliteLeadStore(dataDir, { lock: { staleMs: 2_000 }, log: (message) => logged.push(message) })
    await store.save(lead(1))
    // What another process of this machine does when it finds the lock stale (this one stalled
    // past 2 s): the lock, and the owner's file beside it, are its own from then on.
    const lockPath = path.join(dataDir, LOCK_NAME)
    const later = new Date(Date.now() + 60_000)
    utimesSync(lockPath, later, later)
    writeFileSync(
      path.join(dataDir, '.lock-owner.json'),
      JSON.stringify({ host: hostname(), pid: process.ppid, lock: statSync(lockPath).ino }),
    )
    await expect
      .poll(() => logged.join('\n'), { timeout: 5_000 })
      .toContain(`lost the lock on the embedded database in ${dataDir}`)
    await expect(store.save(lead(2))).rejects.toThrow(LeadStoreUnavailableError)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await expect(store.save(lead(2))).rejects.toThrow(LeadStoreUnavailableError)

    // The other process shuts down and lets go.
    rmSync(lockPath, { recursive: true, force: true })
    await expect.poll(() => whetherOpen(store), { timeout: 10_000 }).toBe('open')
    await store.save(lead(2))
    expect(await store.count()).toBe(2)
    await store.close()
  }, 30_000)
})
