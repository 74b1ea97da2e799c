import type { APIRequestContext } from '@playwright/test'
import postgres from 'postgres'
import { loadSeedDataset, type SeedDocument } from '../../lib/content/seed-dataset'
import { startContentLake } from '../fixtures/content-lake-server'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres'
import { redisServerUnavailable, startRedisServer, type RedisServer } from '../fixtures/redis-server'
import { webhookSignature } from '../fixtures/webhook-signature'
import { expect, test } from './fixtures'
import { SANITY_OUTAGE_SITE } from './outage-sites'
import { seedHeroHeading } from './seed'
import { startStandalone, type RunningServer } from './standalone-server'

/**
 * Several instances behind a load balancer, with real parts: two standalone servers of the build
 * made from a Sanity project (npm run build:e2e-outage) sharing one Redis (Debian's redis-server)
 * and one PostgreSQL, their content from a local stand-in for the Content Lake that a test can
 * change. A third instance without Redis shows what the shared cache is for.
 */
const REDIS_PORT = 3180
const [PORT_A, PORT_B, PORT_ALONE] = [3181, 3182, 3183]

const unavailable = redisServerUnavailable()
test.skip(Boolean(unavailable), unavailable)
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

const pricingHeading = seedHeroHeading('pricing')!
const changedHeading = 'Pricing that grows with your agency'

let redis: RedisServer
let lake: Awaited<ReturnType<typeof startContentLake>>
let dataset: SeedDocument[]
let database: TestDatabase
let a: RunningServer
let b: RunningServer
let alone: RunningServer

/** Time for a page re-rendering in the background to be stored. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500))

const heading = async (request: APIRequestContext, server: RunningServer, path = '/pricing') => {
  const response = await request.get(`${server.url}${path}`)
  expect(response.status(), `${path} on port ${new URL(server.url).port}`).toBe(200)
  return /<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1]?.replace(/<[^>]+>/g, '')
}

/** What Sanity sends when a marketer publishes the pricing page. */
async function publishPricing(request: APIRequestContext, server: RunningServer) {
  const payload = JSON.stringify({ _type: 'page', _id: 'page-pricing', slug: 'pricing' })
  return request.post(`${server.url}/api/revalidate`, {
    data: payload,
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': webhookSignature(payload, SANITY_OUTAGE_SITE.webhookSecret),
    },
  })
}

test.beforeAll(async () => {
  const created = await createTestDatabase()
  if ('unavailable' in created) test.skip(true, created.unavailable)
  else database = created
  redis = await startRedisServer({ port: REDIS_PORT })
  dataset = loadSeedDataset()
  lake = await startContentLake(dataset)
  const site = { ...SANITY_OUTAGE_SITE.env, SANITY_API_HOST: lake.url, DATABASE_URL: database.url }
  // Each in its own copy of the server's folder, as each container has its own disk.
  ;[a, b, alone] = await Promise.all([
    startStandalone(SANITY_OUTAGE_SITE.distDir, PORT_A, { ...site, REDIS_URL: redis.url }, { ownFolder: true }),
    startStandalone(SANITY_OUTAGE_SITE.distDir, PORT_B, { ...site, REDIS_URL: redis.url }, { ownFolder: true }),
    startStandalone(SANITY_OUTAGE_SITE.distDir, PORT_ALONE, site, { ownFolder: true }),
  ])
})

test.afterAll(async () => {
  await Promise.all([a, b, alone].map((server) => server?.stop()))
  await redis?.stop()
  await lake?.close()
  await database?.drop()
})

test('a publish sent to one instance reaches the other within two visits; an instance without the shared cache keeps the old page', async ({
  request,
}) => {
  for (const server of [a, b, alone]) expect(await heading(request, server)).toBe(pricingHeading)

  // The marketer's change lands in the Content Lake, and Sanity calls one instance's webhook.
  const pricing = dataset.find((doc) => doc._id === 'page-pricing')!
  const hero = (pricing.sections as { _type: string; heading?: string }[]).find((section) => section._type === 'hero')!
  hero.heading = changedHeading
  const published = await publishPricing(request, a)
  expect(published.status()).toBe(200)

  // Stale while revalidate: the first visit may still get the last page while it re-renders.
  const asked = lake.requests.length
  await heading(request, b)
  await expect.poll(() => lake.requests.length, { timeout: 10_000 }).toBeGreaterThan(asked)
  await settle()
  expect(await heading(request, b)).toBe(changedHeading)
  expect(await heading(request, a)).toBe(changedHeading)

  // The control: a lone instance never heard of the publish.
  await heading(request, alone)
  await settle()
  expect(await heading(request, alone)).toBe(pricingHeading)
})

test('the instances share one database: leads sent to either are in it', async ({ request }) => {
  for (const [server, name] of [
    [a, 'Ana Ruiz'],
    [b, 'Ben Okafor'],
  ] as const) {
    const response = await request.post(`${server.url}/api/gpt-lead`, {
      data: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, company: 'Shared Co' },
      headers: { origin: server.url, 'x-forwarded-for': `198.51.100.${server === a ? 1 : 2}` },
    })
    expect(response.status()).toBe(201)
  }
  const sql = postgres(database.url, { max: 1, onnotice: () => undefined })
  const rows = await sql<{ name: string }[]>`select name from leads where company = 'Shared Co' order by name`
  await sql.end()
  expect(rows.map((row) => row.name)).toEqual(['Ana Ruiz', 'Ben Okafor'])
})

test('with Redis stopped, both instances keep answering 200 from their own cache, say so once, and report not ready', async ({
  request,
}) => {
  await redis.stop()
  for (const server of [a, b]) {
    // An instance's own copy may be older than the shared one: it re-renders it, as after a publish.
    await heading(request, server)
    expect(await heading(request, server, '/about')).toBeTruthy()
    await settle()
    expect(await heading(request, server)).toBe(changedHeading)
  }
  // A publish while Redis is down still succeeds (the instance revalidates its own cache).
  expect((await publishPricing(request, b)).status()).toBe(200)
  expect(await heading(request, b)).toBe(changedHeading)

  const ready = await request.get(`${a.url}/api/health?ready=1`)
  expect(ready.status()).toBe(503)
  expect(await ready.json()).toMatchObject({ status: 'unavailable', failing: ['redis'], checks: { leads: 'ok' } })
  expect((await request.get(`${a.url}/api/health`)).status()).toBe(200)

  for (const server of [a, b]) {
    const outages = server.logLines().filter((line) => String(line.message).startsWith('Shared cache unreachable'))
    expect(outages, server.output()).toHaveLength(1)
    // No page, revalidation or lead answered 5xx (the readiness probe's 503 above is the point).
    expect(server.logLines().filter((line) => Number(line.status) >= 500 && line.route !== '/api/health')).toEqual([])
  }
})
