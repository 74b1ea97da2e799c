import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createPgliteLeadStore } from '../../lib/leads/store/drizzle-store'
import { expect, test } from './fixtures'
import { startStandalone, type RunningServer } from './standalone-server'

/**
 * Two servers on one LEADS_DATA_DIR (`npm start` run twice, a process manager's cluster mode, a
 * rolling restart): the embedded database is opened by one of them at a time. The second never
 * answers 201 for a lead it would lose; it waits for the first, and while the first does not let
 * go it answers 503 and says why in its log, and opens the folder once the first stops. The e2e
 * build's standalone server.
 */
const FIRST_PORT = 3192
const SECOND_PORT = 3193
const UNAVAILABLE = 'We could not save your details right now. Please try again in a minute.'

test.describe.configure({ mode: 'serial' })
test.setTimeout(150_000)

let sequence = 0

async function postLead(server: RunningServer): Promise<{ status: number; body: { id?: string; error?: string } }> {
  const n = ++sequence
  const response = await fetch(`${server.url}/api/gpt-lead`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      // A network of its own per submission: the per-network limit is not what is tested here.
      'x-forwarded-for': `198.18.7.${n}`,
    },
    body: JSON.stringify({ name: `Shared Dir ${n}`, email: `shared${n}@example.com`, company: 'Shared Co' }),
  })
  return { status: response.status, body: (await response.json()) as { id?: string; error?: string } }
}

/** Every lead id in the directory, read once no server holds it. */
async function storedIds(dataDir: string): Promise<string[]> {
  const store = createPgliteLeadStore(dataDir, { lock: { waitMs: 0 } })
  try {
    return (await store.list()).map((lead) => lead.id).sort()
  } finally {
    await store.close()
  }
}

const start = (port: number, dataDir: string) =>
  startStandalone('.next', port, { LEADS_DATA_DIR: dataDir }, { ownFolder: true })

const isReady = async (server: RunningServer) => (await fetch(`${server.url}/api/health?ready=1`)).status

let dataDir: string
const servers: RunningServer[] = []

test.beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'leads-shared-'))
})

test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')))
  rmSync(dataDir, { recursive: true, force: true })
})

test('a second server on the same folder answers leads with 503 and says why, then takes leads once the first stops; every lead answered 201 is stored', async () => {
  const first = await start(FIRST_PORT, dataDir)
  servers.push(first)
  await expect.poll(() => isReady(first), { timeout: 30_000 }).toBe(200)

  // It waits for the first to let go (30 s), then serves the site without leads.
  const second = await start(SECOND_PORT, dataDir)
  servers.push(second)
  await expect
    .poll(() => second.output(), { timeout: 60_000 })
    .toContain(
      `[leads] the embedded database could not be opened: Lead store ready failed: the embedded database in ${dataDir} is open in another process`,
    )
  expect(second.output()).toContain('give each process its own LEADS_DATA_DIR, or set DATABASE_URL')
  expect(await isReady(second)).toBe(503)

  const accepted: string[] = []
  for (let n = 0; n < 4; n++) {
    const toFirst = await postLead(first)
    expect(toFirst.status, first.output()).toBe(201)
    accepted.push(toFirst.body.id!)
    const toSecond = await postLead(second)
    expect(toSecond).toEqual({ status: 503, body: { error: UNAVAILABLE } })
  }

  // It went on waiting: once the first server stops, the second opens the folder and takes leads.
  expect(await first.stop('SIGTERM')).toBe(0)
  await expect.poll(() => isReady(second), { timeout: 30_000 }).toBe(200)
  expect(second.output()).toContain(`[leads] opened the embedded database in ${dataDir}: this server takes leads again`)
  const toSecond = await postLead(second)
  expect(toSecond.status, second.output()).toBe(201)
  accepted.push(toSecond.body.id!)

  expect(await second.stop('SIGTERM')).toBe(0)
  expect(await storedIds(dataDir)).toEqual(accepted.sort())
})

test('a rolling restart: the new server waits for the old one to shut down, then opens the folder and takes leads', async () => {
  const old = await start(FIRST_PORT, dataDir)
  servers.push(old)
  await expect.poll(() => isReady(old), { timeout: 30_000 }).toBe(200)
  const before = await postLead(old)
  expect(before.status).toBe(201)

  const starting = start(SECOND_PORT, dataDir)
  // The new server is starting (and waiting) while the old one still takes leads.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const during = await postLead(old)
  expect(during.status).toBe(201)
  expect(await old.stop('SIGTERM')).toBe(0)

  const next = await starting
  servers.push(next)
  await expect.poll(() => isReady(next), { timeout: 30_000 }).toBe(200)
  const after = await postLead(next)
  expect(after.status, next.output()).toBe(201)
  expect(next.output()).not.toContain('could not be opened')
  expect(await next.stop('SIGTERM')).toBe(0)

  expect(await storedIds(dataDir)).toEqual([before.body.id!, during.body.id!, after.body.id!].sort())
})
