import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type RedisClientType } from '@redis/client'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSharedCache, revalidatedTag, type SharedCache, type TagManifest } from '@/lib/cache/shared-cache'
import { redisServerUnavailable, startRedisServer, type RedisServer } from '../../fixtures/redis-server'

type LocalCache = Parameters<SharedCache['get']>[2]

const FileSystemCache = ((fileSystemCache as { default?: unknown }).default ?? fileSystemCache) as new (
  context: object,
) => LocalCache

/** What one server instance has: its own file-system cache (no memory layer: instances share nothing) and tag manifest. */
function instance(redis: RedisServer, buildId = 'build-1') {
  const client: RedisClientType = createClient({
    socket: { path: redis.socketPath!, tls: false, reconnectStrategy: 100, connectTimeout: 1_000 },
    disableOfflineQueue: true,
    commandOptions: { timeout: 500 },
  })
  client.on('error', () => undefined)
  const events = { unavailable: 0, available: 0 }
  const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'next-cache-')), 'server')
  const local = new FileSystemCache({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
    maxMemoryCacheSize: 0,
  })
  const manifest: TagManifest = new Map()
  const cache = createSharedCache({
    client,
    buildId,
    events: { unavailable: () => void events.unavailable++, available: () => void events.available++ },
  })
  return {
    client,
    events,
    manifest,
    local,
    get: (key: string, context: object) => cache.get(key, context as never, local, manifest),
    set: (key: string, value: object, context: object) => cache.set(key, value as never, context as never, local),
    revalidateTag: (tags: string[], durations?: { expire?: number }) => cache.revalidateTag(tags, durations, local),
  }
}

const pricingPage = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': 'page,page:pricing,_N_T_/pricing' },
  status: 200,
  postponed: undefined,
})
const PAGE_KEY = '/route-cache/APP_PAGE/abc/$/pricing'
const pageSet = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false }
const pageGet = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }

const pricingQuery = (title: string) => ({
  kind: 'FETCH',
  data: {
    headers: {},
    body: Buffer.from(JSON.stringify({ result: { title } })).toString('base64'),
    url: 'https://x.api.sanity.io/q',
    status: 200,
  },
  revalidate: false,
})
const FETCH_KEY = 'fetch-pricing'
const fetchContext = {
  fetchCache: true,
  kind: 'FETCH',
  tags: ['page:pricing'],
  softTags: ['_N_T_/pricing'],
  fetchUrl: 'https://x.api.sanity.io/q',
}

const ONE_YEAR = { expire: 365 * 24 * 60 * 60 }
/** Entries and tags carry millisecond times: let one pass so "before" and "after" differ. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2))
const skip = redisServerUnavailable()

describe.skipIf(skip)('the shared cache (Redis in front of each instance’s own cache)', () => {
  let redis: RedisServer
  const clients: RedisClientType[] = []
  const connected = async (node: ReturnType<typeof instance>) => {
    clients.push(node.client)
    await node.client.connect()
    return node
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

  it('serves a page one instance rendered from another, buffers and segments intact', async () => {
    const a = await connected(instance(redis))
    const b = await connected(instance(redis))
    await a.set(PAGE_KEY, pricingPage('<h1>Pricing</h1>'), pageSet)

    const entry = await b.get(PAGE_KEY, pageGet)
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<h1>Pricing</h1>', status: 200 })
    const value = entry!.value as ReturnType<typeof pricingPage>
    expect(Buffer.from(value.rscData).toString()).toBe('rsc of <h1>Pricing</h1>')
    expect(Buffer.from(value.segmentData.get('/_tree')!).toString()).toBe('tree')
    expect(entry!.cacheControl).toEqual({ revalidate: false })
  })

  it('serves tagged data one instance fetched from another', async () => {
    const a = await connected(instance(redis))
    const b = await connected(instance(redis))
    await a.set(FETCH_KEY, pricingQuery('Pricing'), fetchContext)
    expect((await b.get(FETCH_KEY, fetchContext))?.value).toMatchObject(pricingQuery('Pricing'))
  })

  it("keeps another build's pages apart (they name other scripts)", async () => {
    const a = await connected(instance(redis, 'build-1'))
    const next = await connected(instance(redis, 'build-2'))
    await a.set(PAGE_KEY, pricingPage('<h1>Old build</h1>'), pageSet)
    expect(await next.get(PAGE_KEY, pageGet)).toBeNull()
  })

  it("a publish on one instance marks the page stale on every instance and keeps it to serve while it re-renders ('max')", async () => {
    const a = await connected(instance(redis))
    const b = await connected(instance(redis))
    await a.set(PAGE_KEY, pricingPage('<h1>Pricing</h1>'), pageSet)
    const rendered = (await b.get(PAGE_KEY, pageGet))!.lastModified
    expect(b.manifest.get('page:pricing')).toBeUndefined()

    await a.revalidateTag(['page', 'page:pricing'], ONE_YEAR)
    expect(a.manifest.size).toBe(0) // a's own manifest is Next's, updated by Next itself

    const entry = await b.get(PAGE_KEY, pageGet)
    // Still there (the last good page), and Next on b now sees its tag stale since after it was rendered.
    expect(entry?.value).toMatchObject({ html: '<h1>Pricing</h1>' })
    const tag = b.manifest.get('page:pricing')!
    expect(tag.stale).toBeGreaterThan(rendered)
    expect(tag.expired).toBeGreaterThan(Date.now() + 364 * 24 * 60 * 60 * 1000)
    expect(b.manifest.get('post')).toBeUndefined()
  })

  it('the re-rendered page then reaches every instance as fresh', async () => {
    const a = await connected(instance(redis))
    const b = await connected(instance(redis))
    await a.set(PAGE_KEY, pricingPage('<h1>Pricing</h1>'), pageSet)
    await a.revalidateTag(['page:pricing'], ONE_YEAR)
    await b.get(PAGE_KEY, pageGet)
    await nextMillisecond()
    await b.set(PAGE_KEY, pricingPage('<h1>New pricing</h1>'), pageSet)

    const entry = await a.get(PAGE_KEY, pageGet)
    expect(entry?.value).toMatchObject({ html: '<h1>New pricing</h1>' })
    expect(entry!.lastModified).toBeGreaterThan(a.manifest.get('page:pricing')!.stale!)
  })

  it('serves the build’s own page from the instance’s cache when Redis has none, judged by the shared tags', async () => {
    const a = await connected(instance(redis))
    const b = await connected(instance(redis))
    // A page the build prerendered: in b's own cache only.
    await b.local.set(PAGE_KEY, pricingPage('<h1>From the build</h1>') as never, pageSet as never)
    await nextMillisecond()
    await a.revalidateTag(['page:pricing'], ONE_YEAR)

    const entry = await b.get(PAGE_KEY, pageGet)
    expect(entry?.value).toMatchObject({ html: '<h1>From the build</h1>' })
    expect(b.manifest.get('page:pricing')!.stale).toBeGreaterThan(entry!.lastModified)
  })

  it('with Redis stopped, reads, writes and revalidations use the instance’s own cache, never throw, and report the outage once', async () => {
    const a = await connected(instance(redis))
    await a.set(PAGE_KEY, pricingPage('<h1>Pricing</h1>'), pageSet)
    await redis.stop()

    for (let i = 0; i < 3; i++) {
      expect((await a.get(PAGE_KEY, pageGet))?.value).toMatchObject({ html: '<h1>Pricing</h1>' })
      await a.set(FETCH_KEY, pricingQuery(`Pricing ${i}`), fetchContext)
      await a.revalidateTag(['page:pricing'], ONE_YEAR)
    }
    expect((await a.get(FETCH_KEY, fetchContext))?.value).toMatchObject(pricingQuery('Pricing 2'))
    expect(a.events).toEqual({ unavailable: 1, available: 0 })
  })

  it('does not hold a read up while Redis is too busy to answer', async () => {
    const a = await connected(instance(redis))
    await a.local.set(PAGE_KEY, pricingPage('<h1>Pricing</h1>') as never, pageSet as never)
    const blocker: RedisClientType = createClient({ socket: { path: redis.socketPath!, tls: false } })
    blocker.on('error', () => undefined)
    clients.push(blocker)
    await blocker.connect()
    const busy = blocker.sendCommand(['DEBUG', 'SLEEP', '2'])
    await new Promise((resolve) => setTimeout(resolve, 100))

    const started = performance.now()
    expect((await a.get(PAGE_KEY, pageGet))?.value).toMatchObject({ html: '<h1>Pricing</h1>' })
    expect(performance.now() - started).toBeLessThan(1_500)
    expect(a.events.unavailable).toBe(1)
    await busy
  })
})

describe("Next's rule for a revalidated tag", () => {
  it("with a profile ('max'), marks it stale now and expired after the profile's expiry", () => {
    expect(revalidatedTag(undefined, ONE_YEAR, 1_000)).toEqual({
      stale: 1_000,
      expired: 1_000 + ONE_YEAR.expire * 1000,
    })
  })

  it('without one, expires it now and keeps when it was marked stale', () => {
    expect(revalidatedTag({ stale: 500, expired: 9_999_999 }, undefined, 1_000)).toEqual({ stale: 500, expired: 1_000 })
  })
})
