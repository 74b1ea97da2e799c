import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient, type RedisClientType } from '@redis/client'
// Next's own incremental cache, in the tests only: it is what asks the handlers, so the tests see
// what a visitor would (a page served fresh, served stale while it re-renders, or rendered first).
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache/index.js'
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadBuildPages } from '@/lib/cache/build-pages'
import { createPageCache, type PageCache } from '@/lib/cache/page-cache'
import { redisServerUnavailable, startRedisServer, type RedisServer } from '../../fixtures/redis-server'

const require = createRequire(import.meta.url)
/** The library's CacheHandler keeps its handlers in static fields: each instance gets its own copy of the class. */
const cacheHandlerUrl = pathToFileURL(require.resolve('@fortedigital/nextjs-cache-handler')).href.replace(
  /\.cjs$/,
  '.js',
)
let copies = 0

/** The catch-all route the site's pages render from. */
const OWNER = { kind: 'APP_PAGE', sourceRoute: '/(site)/[...slug]/page' } as never
const ONE_YEAR = 365 * 24 * 60 * 60
/** What `revalidateTag(tag, 'max')` hands the cache (the webhook's profile). */
const MAX_PROFILE = { expire: ONE_YEAR }

const page = (html: string, pathname = '/pricing') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': `page,page:${pathname.slice(1)},_N_T_/layout,_N_T_${pathname}` },
  status: 200,
  postponed: undefined,
})
const pageContext = { route: OWNER, isRoutePPREnabled: false, isFallback: false }
const data = (title: string) => ({
  kind: 'FETCH',
  data: {
    headers: {},
    body: Buffer.from(JSON.stringify({ result: { title } })).toString('base64'),
    url: 'q',
    status: 200,
  },
  revalidate: 0xfffffffe,
})
const fetchContext = {
  fetchCache: true,
  tags: ['page:pricing'],
  softTags: ['_N_T_/layout', '_N_T_/pricing'],
  fetchUrl: 'https://x.api.sanity.io/q',
  revalidate: 0xfffffffe,
}

const buildFolders: string[] = []
afterAll(() => buildFolders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A build's folder, as the server's finds it: its id and, given pages, what `next build` prerendered. */
function buildFolder(buildId: string, pages: Record<string, string> = {}) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'next-build-'))
  buildFolders.push(distDir)
  mkdirSync(path.join(distDir, 'server', 'app'), { recursive: true })
  writeFileSync(path.join(distDir, 'BUILD_ID'), buildId)
  const routes: Record<string, object> = {}
  for (const [pathname, html] of Object.entries(pages)) {
    const file = path.join(distDir, 'server', 'app', pathname)
    writeFileSync(`${file}.html`, html)
    writeFileSync(`${file}.rsc`, `rsc of ${html}`)
    writeFileSync(
      `${file}.meta`,
      JSON.stringify({
        status: 200,
        headers: page(html, pathname).headers,
        routeCache: { key: getRouteCacheKey(pathname, OWNER), owner: OWNER, isFallback: false },
      }),
    )
    routes[pathname] = { dataRoute: `${pathname}.rsc`, srcRoute: '/[...slug]', initialRevalidateSeconds: false }
  }
  writeFileSync(
    path.join(distDir, 'prerender-manifest.json'),
    JSON.stringify({ version: 4, routes, dynamicRoutes: {}, notFoundRoutes: [], preview: {} }),
  )
  return { distDir, serverDistDir: path.join(distDir, 'server') }
}

type Visit = { served: 'fresh' | 'stale, re-rendering' | 'nothing: the visitor waits for a render'; html?: string }
const fresh = (html: string): Visit => ({ served: 'fresh', html })
const stale = (html: string): Visit => ({ served: 'stale, re-rendering', html })
const nothing: Visit = { served: 'nothing: the visitor waits for a render' }
/** Times are in milliseconds: let one pass so that "before" and "after" differ. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 5))

/**
 * One server instance: its own Redis client (or none), page cache, copy of the library's
 * CacheHandler, and Next's incremental cache asking it.
 */
async function instance({
  redis,
  build = buildFolder('build-1'),
  publishable = true,
  startedAt = Date.now(),
}: {
  redis?: RedisServer
  build?: ReturnType<typeof buildFolder>
  publishable?: boolean
  startedAt?: number
} = {}) {
  const events = { unavailable: 0, available: 0 }
  let client: RedisClientType | undefined
  if (redis) {
    client = createClient({
      socket: { path: redis.socketPath!, tls: false, reconnectStrategy: 100, connectTimeout: 1_000 },
      disableOfflineQueue: true,
      commandOptions: { timeout: 500 },
    })
    client.on('error', () => undefined)
    await client.connect()
  }
  const pageCache: PageCache = createPageCache({
    shared: client
      ? {
          client,
          events: { unavailable: () => void events.unavailable++, available: () => void events.available++ },
        }
      : undefined,
    localRecordSince: publishable ? startedAt : 0,
  })
  const copy = () => import(/* @vite-ignore */ `${cacheHandlerUrl}?instance=${++copies}`)
  const { CacheHandler } = await copy()
  CacheHandler.onCreation(pageCache)
  const next = new IncrementalCache({
    dev: false,
    serverDistDir: build.serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'preview', previewModeSigningKey: 'x', previewModeEncryptionKey: 'y' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} } as never,
    fetchCacheKeyPrefix: '',
    CurCacheHandler: CacheHandler,
  })

  async function visit(pathname: string): Promise<Visit> {
    const entry = await next.get(pathname, { kind: 'APP_PAGE', ...pageContext } as never)
    if (!entry?.value) return nothing
    const value = entry.value as unknown as ReturnType<typeof page>
    expect(Buffer.from(value.rscData).toString()).toBe(`rsc of ${value.html}`)
    expect(Buffer.from(value.segmentData?.get('/_tree') ?? 'tree').toString()).toBe('tree')
    return { served: entry.isStale ? 'stale, re-rendering' : 'fresh', html: value.html }
  }

  return {
    client,
    events,
    /** What a visitor to `pathname` gets from the cache. */
    visit,
    /** A render of `pathname` stored, as Next does after it found the page missing or stale. */
    async render(pathname: string, html: string) {
      await visit(pathname)
      await next.set(
        pathname,
        page(html, pathname) as never,
        {
          ...pageContext,
          cacheControl: { revalidate: false, expire: undefined },
        } as never,
      )
    },
    /** Data fetched and stored, as Next does after it found none (or none fresh) in the cache. */
    async fetched(key: string, title: string) {
      await next.get(key, { kind: 'FETCH', ...fetchContext } as never)
      await next.set(key, data(title) as never, fetchContext as never)
    },
    /** The data a render reads from the cache (null: it asks the Content Lake). */
    async read(key: string) {
      const entry = await next.get(key, { kind: 'FETCH', ...fetchContext } as never)
      return entry && !entry.isStale
        ? JSON.parse(Buffer.from((entry.value as unknown as { data: { body: string } }).data.body, 'base64').toString())
        : null
    },
    /** What Next does when a re-render fails (the Content Lake down): keeps the last page, to retry in 3 s. */
    keepAfterFailedRender: (pathname: string, html: string) =>
      next.set(
        pathname,
        page(html, pathname) as never,
        {
          ...pageContext,
          cacheControl: { revalidate: 3, expire: undefined },
        } as never,
      ),
    /** What the publish webhook does: `revalidateTag(tag, 'max')`. */
    publish: (tags: string[]) => next.revalidateTag(tags, MAX_PROFILE),
    /** What the server does at start (lib/ops/start-page-cache.ts). */
    loadBuild: async () =>
      loadBuildPages(pageCache, path.relative(process.cwd(), build.distDir), (await copy()).CacheHandler),
  }
}

describe('the page cache of one instance (no Redis)', () => {
  it('serves the pages it rendered, and after a publish serves them stale while they re-render', async () => {
    const server = await instance()
    await aMoment()
    await server.render('/pricing', '<h1>Pricing</h1>')
    expect(await server.visit('/pricing')).toEqual(fresh('<h1>Pricing</h1>'))

    await aMoment()
    await server.publish(['page', 'page:pricing'])
    expect(await server.visit('/pricing')).toEqual(stale('<h1>Pricing</h1>'))
    await aMoment()
    await server.render('/pricing', '<h1>New pricing</h1>')
    expect(await server.visit('/pricing')).toEqual(fresh('<h1>New pricing</h1>'))
  })

  it('reads the data of a published page again instead of from the cache', async () => {
    const server = await instance()
    await aMoment()
    await server.fetched('pricing-query', 'Pricing')
    expect(await server.read('pricing-query')).toEqual({ result: { title: 'Pricing' } })
    await aMoment()
    await server.publish(['page:pricing'])
    expect(await server.read('pricing-query')).toBeNull()
  })

  it('keeps serving the last page while its re-render keeps failing (the Content Lake down for minutes)', async () => {
    const server = await instance()
    await aMoment()
    await server.render('/pricing', '<h1>Pricing</h1>')
    await server.publish(['page:pricing'])
    await server.keepAfterFailedRender('/pricing', '<h1>Pricing</h1>')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 10 * 60 * 1000)
      expect(await server.visit('/pricing')).toMatchObject({ html: '<h1>Pricing</h1>' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('is left alone by a publish of other tags', async () => {
    const server = await instance()
    await aMoment()
    await server.render('/pricing', '<h1>Pricing</h1>')
    await server.publish(['post', 'post:hello'])
    expect(await server.visit('/pricing')).toEqual(fresh('<h1>Pricing</h1>'))
  })

  it('serves the build’s prerendered pages from its first request, under the keys Next asks for', async () => {
    const build = buildFolder('build-1', { '/pricing': '<h1>Built</h1>' })
    const server = await instance({ build, publishable: false })
    expect(await server.visit('/pricing')).toEqual(nothing)
    await server.loadBuild()
    expect(await server.visit('/pricing')).toEqual(fresh('<h1>Built</h1>'))
  })

  it('when it can be published to, re-checks each page of the build once: a publish before a restart is not undone', async () => {
    const build = buildFolder('build-1', { '/pricing': '<h1>Built</h1>' })
    await aMoment()
    const server = await instance({ build })
    await server.loadBuild()
    expect(await server.visit('/pricing')).toEqual(stale('<h1>Built</h1>'))
    await aMoment()
    await server.render('/pricing', '<h1>Published since the build</h1>')
    expect(await server.visit('/pricing')).toEqual(fresh('<h1>Published since the build</h1>'))
  })
})

const skip = redisServerUnavailable()

describe.skipIf(skip)('the page cache of several instances sharing Redis', () => {
  let redis: RedisServer
  const servers: Awaited<ReturnType<typeof instance>>[] = []
  const started = async (options: Parameters<typeof instance>[0] = {}) => {
    const server = await instance({ redis, ...options })
    servers.push(server)
    return server
  }

  /** Redis has served the site before (its record of publishes began earlier): the usual case for a new build. */
  const inUseBefore = async () => {
    await (await started()).visit('/')
    // A file's time can lag the clock by a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.client?.destroy()))
    if (redis) await redis.restart()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  it('serves a page one instance rendered from another, its payload and segments intact', async () => {
    const [a, b] = [await started(), await started()]
    await aMoment()
    await a.render('/pricing', '<h1>Pricing</h1>')
    expect(await b.visit('/pricing')).toEqual(fresh('<h1>Pricing</h1>'))
  })

  it('serves tagged data one instance fetched to another', async () => {
    const [a, b] = [await started(), await started()]
    await aMoment()
    await a.fetched('pricing-query', 'Pricing')
    expect(await b.read('pricing-query')).toEqual({ result: { title: 'Pricing' } })
  })

  it("keeps another build's pages apart (they name other scripts)", async () => {
    const a = await started()
    const next = await started({ build: buildFolder('build-2') })
    await aMoment()
    await a.render('/pricing', '<h1>Old build</h1>')
    expect(await next.visit('/pricing')).toEqual(nothing)
  })

  it('a publish sent to one instance: every instance serves the last good page while it re-renders, then the new one', async () => {
    const [a, b] = [await started(), await started()]
    await aMoment()
    await a.render('/pricing', '<h1>Pricing</h1>')
    await a.fetched('pricing-query', 'Pricing')
    expect(await b.visit('/pricing')).toEqual(fresh('<h1>Pricing</h1>'))

    await aMoment()
    await a.publish(['page', 'page:pricing'])
    expect(await b.visit('/pricing')).toEqual(stale('<h1>Pricing</h1>'))
    expect(await a.visit('/pricing')).toEqual(stale('<h1>Pricing</h1>'))
    expect(await b.read('pricing-query')).toBeNull()

    await aMoment()
    await b.render('/pricing', '<h1>New pricing</h1>')
    expect(await a.visit('/pricing')).toEqual(fresh('<h1>New pricing</h1>'))
    expect(await b.visit('/pricing')).toEqual(fresh('<h1>New pricing</h1>'))
  })

  it('an instance started after a publish serves the build’s page stale, not as if nothing was published', async () => {
    await inUseBefore()
    const build = buildFolder('build-1', { '/pricing': '<h1>Built</h1>', '/about': '<h1>About</h1>' })
    const a = await started({ build })
    await a.loadBuild()
    expect(await a.visit('/about')).toEqual(fresh('<h1>About</h1>'))
    await aMoment()
    await a.publish(['page:pricing'])

    const restarted = await started({ build })
    await restarted.loadBuild()
    expect(await restarted.visit('/pricing')).toEqual(stale('<h1>Built</h1>'))
    expect(await restarted.visit('/about')).toEqual(fresh('<h1>About</h1>'))
  })

  it('an instance started later keeps the newer page another instance rendered into Redis', async () => {
    const build = buildFolder('build-1', { '/pricing': '<h1>Built</h1>' })
    const a = await started({ build })
    await a.loadBuild()
    await aMoment()
    await a.publish(['page:pricing'])
    await aMoment()
    await a.render('/pricing', '<h1>New pricing</h1>')

    const later = await started({ build })
    await later.loadBuild()
    expect(await later.visit('/pricing')).toEqual(fresh('<h1>New pricing</h1>'))
  })

  it('with Redis stopped: pages, data and publishes use the instance’s own memory, nothing throws, and the outage is reported once', async () => {
    const a = await started()
    await aMoment()
    await a.render('/pricing', '<h1>Pricing</h1>')
    await redis.stop()

    for (let i = 0; i < 3; i++) {
      expect(await a.visit('/pricing')).toMatchObject({ html: '<h1>Pricing</h1>' })
      await a.fetched(`query-${i}`, `Pricing ${i}`)
    }
    expect(await a.read('query-2')).toEqual({ result: { title: 'Pricing 2' } })
    // A publish while Redis is down still reaches this instance's own pages.
    await aMoment()
    await a.publish(['page:pricing'])
    expect(await a.visit('/pricing')).toEqual(stale('<h1>Pricing</h1>'))
    expect(a.events).toEqual({ unavailable: 1, available: 0 })
  })

  it('does not hold a visitor up while Redis is too busy to answer', async () => {
    const a = await started()
    await aMoment()
    await a.render('/pricing', '<h1>Pricing</h1>')
    const blocker: RedisClientType = createClient({ socket: { path: redis.socketPath!, tls: false } })
    blocker.on('error', () => undefined)
    await blocker.connect()
    const busy = blocker.sendCommand(['DEBUG', 'SLEEP', '2'])
    await new Promise((resolve) => setTimeout(resolve, 100))

    const startedAt = performance.now()
    expect(await a.visit('/pricing')).toMatchObject({ html: '<h1>Pricing</h1>' })
    expect(performance.now() - startedAt).toBeLessThan(1_000)
    expect(a.events.unavailable).toBe(1)
    await busy
    await blocker.destroy()
  })

  it('a Redis that restarted empty: each instance re-checks the build’s pages once (a publish it forgot may have changed them)', async () => {
    await inUseBefore()
    const build = buildFolder('build-1', { '/pricing': '<h1>Built</h1>' })
    const a = await started({ build, publishable: false })
    await a.loadBuild()
    expect(await a.visit('/pricing')).toEqual(fresh('<h1>Built</h1>'))
    await redis.restart()
    // The client reconnects on its own.
    await expect.poll(() => a.client!.isReady).toBe(true)
    await aMoment()
    expect(await a.visit('/pricing')).toEqual(stale('<h1>Built</h1>'))
  })
})
