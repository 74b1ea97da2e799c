import { createServer, type Socket } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import { createPostgresLimiter } from '@/lib/db/rate-limits'
import { createPostgresLeadStore } from '@/lib/leads/store/drizzle-store'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres'

const postgresDb = await createTestDatabase()
if ('unavailable' in postgresDb)
  console.warn(`\n⚠ Skipping the PostgreSQL rate limiter tests: ${postgresDb.unavailable}.\n`)
const stores: ReturnType<typeof createPostgresLeadStore>[] = []
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  if (!('unavailable' in postgresDb)) await postgresDb.drop()
})

const options = { keyPrefix: 'shared', points: 3, durationSeconds: 60 }

describe('request limiter', () => {
  it('allows the configured number of requests per key, then tells when to retry', async () => {
    const limiter = createMemoryLimiter(options)
    const decisions = []
    for (let i = 0; i < 4; i++) decisions.push(await limiter.consume('203.0.113.1'))
    expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }])
    expect(decisions[3]).toMatchObject({ allowed: false })
    expect((decisions[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50)
    expect(await limiter.consume('203.0.113.2')).toEqual({ allowed: true })
  })

  it.skipIf('unavailable' in postgresDb)('shares one limit between server instances through PostgreSQL', async () => {
    const url = (postgresDb as TestDatabase).url
    const [first, second] = [createPostgresLeadStore(url), createPostgresLeadStore(url)]
    stores.push(first, second)
    const instanceA = createPostgresLimiter(first.db, options)
    const instanceB = createPostgresLimiter(second.db, options)
    const decisions = [
      await instanceA.consume('203.0.113.5'),
      await instanceB.consume('203.0.113.5'),
      await instanceA.consume('203.0.113.5'),
      await instanceB.consume('203.0.113.5'),
    ]
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false])
  })

  it('keeps limiting in memory while the database is down', async () => {
    const down = createPostgresLeadStore('postgres://nobody:secret@127.0.0.1:1/leads')
    stores.push(down)
    const limiter = createPostgresLimiter(down.db, { ...options, keyPrefix: 'down' })
    const decisions = []
    for (let i = 0; i < 4; i++) decisions.push((await limiter.consume('203.0.113.6')).allowed)
    expect(decisions).toEqual([true, true, true, false])
  })

  it('decides within seconds, in memory, when the database accepts connections but never answers', async () => {
    // A host that takes the connection and then says nothing (a firewall, a proxy, the wrong service).
    const held: Socket[] = []
    const silent = createServer((socket) => void held.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as import('node:net').AddressInfo
    const hanging = createPostgresLeadStore(`postgres://nobody:secret@127.0.0.1:${port}/leads`)
    const limiter = createPostgresLimiter(hanging.db, { ...options, keyPrefix: 'silent' }, { answerTimeoutMs: 500 })
    const started = Date.now()
    const decisions = []
    for (let i = 0; i < 4; i++) decisions.push((await limiter.consume('203.0.113.8')).allowed)
    expect(decisions).toEqual([true, true, true, false])
    expect(Date.now() - started).toBeLessThan(4 * 500 + 1_000)
    for (const socket of held) socket.destroy()
    silent.close()
    void hanging.sql.end({ timeout: 0 })
  })
})
