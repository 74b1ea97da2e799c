import { createClient, type RedisClientType } from '@redis/client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'
import { createSeenSignatures } from '@/lib/publishing/seen-signatures'
import { redisServerUnavailable, startRedisServer, type RedisServer } from '../../fixtures/redis-server'
import { signedWebhook } from '../../fixtures/sanity-webhook'

const SECRET = 'a-long-webhook-secret'
const skip = redisServerUnavailable()

describe.skipIf(skip)('webhook replays, with the instances sharing Redis', () => {
  let redis: RedisServer
  const clients: RedisClientType[] = []

  /** One server instance: its own Redis client and its own memory of signatures. */
  async function instance() {
    const client: RedisClientType = createClient({
      socket: { path: redis.socketPath!, tls: false, reconnectStrategy: 100, connectTimeout: 1_000 },
      disableOfflineQueue: true,
    })
    client.on('error', () => undefined)
    clients.push(client)
    await client.connect()
    const warnings: string[] = []
    const seen = createSeenSignatures({ redis: () => client, warn: (message) => warnings.push(message) })
    const handle = async (request: Request) => {
      const revalidate = vi.fn<(tag: string) => void>()
      const response = await handleRevalidateWebhook(request as never, {
        secret: SECRET,
        revalidate,
        waitForConsistency: false,
        seen,
      })
      return { status: response.status, revalidated: revalidate.mock.calls.length > 0 }
    }
    return { client, seen, handle, warnings }
  }

  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.destroy()))
    if (redis) await redis.restart()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  it('a call accepted by one instance is refused as a replay by another, and by itself', async () => {
    const [a, b] = [await instance(), await instance()]
    const timestamp = Date.now() - 10_000
    const call = () => signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET, { timestamp })
    expect(await a.handle(call())).toEqual({ status: 200, revalidated: true })
    expect(await b.handle(call())).toEqual({ status: 409, revalidated: false })
    expect(await a.handle(call())).toEqual({ status: 409, revalidated: false })
    // A fresh signature of the same document goes through on either.
    expect((await b.handle(signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET))).status).toBe(200)
  })

  it('remembers each signature in Redis until its timestamp leaves the five minutes', async () => {
    const a = await instance()
    const timestamp = Date.now() - 4 * 60_000
    expect((await a.handle(signedWebhook({ _type: 'page', slug: 'about' }, SECRET, { timestamp }))).status).toBe(200)
    const [key] = await a.client.keys('agency-site:webhook-signature:*')
    const ttl = await a.client.pTTL(key!)
    expect(ttl).toBeGreaterThan(50_000)
    expect(ttl).toBeLessThanOrEqual(61_000)
  })

  it('forgets a signature once its time is up', async () => {
    const [a, b] = [await instance(), await instance()]
    expect(await a.seen.firstTime('digest-1', 100)).toBe(true)
    expect(await b.seen.firstTime('digest-1', 100)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await b.seen.firstTime('digest-1', 100)).toBe(true)
  })

  it('with Redis stopped, each instance still refuses a repeat of what it accepted, and says why once', async () => {
    const a = await instance()
    await redis.stop()
    const call = signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET)
    const again = new Request(call.url, { method: 'POST', headers: call.headers, body: await call.clone().text() })
    expect((await a.handle(call)).status).toBe(200)
    expect((await a.handle(again)).status).toBe(409)
    expect(a.warnings).toHaveLength(1)
    expect(a.warnings[0]).toMatch(/Redis/)
  })
})
