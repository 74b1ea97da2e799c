import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { createClient } from '@redis/client'
import fc from 'fast-check'
import { loadSeedDataset, type SeedDocument } from '../../lib/content/seed-dataset'
import { startContentLake } from '../fixtures/content-lake-server'
import { redisServerUnavailable, startRedisServer, type RedisServer } from '../fixtures/redis-server'
import { webhookSignature } from '../fixtures/webhook-signature'
import { FUZZ_SITE, PUBLISHING_SITE } from './edge-sites'
import { expect, test } from './fixtures'
import { startStandalone, type RunningServer } from './standalone-server'

/**
 * Made-up addresses cost the site nothing lasting: each is a 404 that no cache may keep, nothing is
 * rendered into the page cache, no share image is drawn. Content published after the build still
 * goes live through the webhook. Runs against servers of their own (tests/e2e/edge-sites.ts).
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

let fuzz: RunningServer
let publishing: RunningServer
let lake: Awaited<ReturnType<typeof startContentLake>>
let dataset: SeedDocument[]
/** The fuzz site's page cache, in a Redis of its own (none where redis-server is missing: CI always has it). */
let fuzzRedis: RedisServer | undefined

test.beforeAll(async () => {
  dataset = loadSeedDataset()
  lake = await startContentLake(dataset)
  if (!redisServerUnavailable()) fuzzRedis = await startRedisServer({ port: FUZZ_SITE.redisPort })
  ;[fuzz, publishing] = await Promise.all([
    startStandalone(
      FUZZ_SITE.distDir,
      FUZZ_SITE.port,
      { ...FUZZ_SITE.env, ...(fuzzRedis ? { REDIS_URL: fuzzRedis.url } : {}) },
      { ownFolder: true },
    ),
    startStandalone(
      PUBLISHING_SITE.distDir,
      PUBLISHING_SITE.port,
      { ...PUBLISHING_SITE.env, SANITY_API_HOST: lake.url },
      { ownFolder: true },
    ),
  ])
})

test.afterAll(async () => {
  await Promise.all([fuzz, publishing].map((server) => server?.stop()))
  await lake?.close()
  await fuzzRedis?.stop()
})

/**
 * The fuzz site's page cache: the pages and data it stored in Redis (each entry is written there as
 * well as to the instance's memory), its bytes and keys. Empty without redis-server.
 */
async function pageCache(): Promise<{ bytes: number; files: string[] }> {
  if (!fuzzRedis) return { bytes: 0, files: [] }
  const client = createClient({ url: fuzzRedis.url })
  await client.connect()
  try {
    const files: string[] = []
    let bytes = 0
    for await (const keys of client.scanIterator({ MATCH: 'agency-site:*', TYPE: 'string', COUNT: 500 })) {
      for (const key of keys) {
        // The publish webhook's record of signatures shares the Redis (lib/publishing/seen-signatures.ts).
        if (key.startsWith('agency-site:webhook-signature:')) continue
        files.push(key)
        bytes += await client.strLen(key)
      }
    }
    return { bytes, files }
  } finally {
    client.destroy()
  }
}

/** The fuzz site's resident memory in MB (Linux /proc). */
const serverMemoryMb = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${fuzz.pid}/status`, 'utf8'))?.[1]) / 1024

const token = fc.stringMatching(/^[a-z0-9][a-z0-9-]{2,24}$/).map((t) => `zz${t}`)
const pageNumber = fc.integer({ min: 3, max: 9_999 })
/** Made-up addresses of every route kind that renders on demand. */
const unknownPath = fc.oneof(
  token.map((t) => `/${t}`),
  fc.tuple(token, token).map(([a, b]) => `/${a}/${b}`),
  fc.tuple(fc.constantFrom('blog', 'news'), token).map(([section, t]) => `/${section}/${t}`),
  fc.tuple(fc.constantFrom('blog', 'news'), token).map(([section, t]) => `/${section}/category/${t}`),
  fc
    .tuple(fc.constantFrom('blog', 'news'), token, fc.integer({ min: 2, max: 99 }))
    .map(([s, t, n]) => `/${s}/category/${t}/page/${n}`),
  fc.tuple(fc.constantFrom('blog', 'news'), pageNumber).map(([section, n]) => `/${section}/page/${n}`),
  fc.tuple(fc.constantFrom('blog', 'news'), token).map(([section, t]) => `/${section}/${t}/opengraph-image-fx5gi7`),
  token.map((t) => `/og/${t}`),
  token.map((t) => `/studio/${t}`),
)

/** One request as a client can send it (fetch refuses TRACE and CONNECT): its status, or 0 if the server hung up. */
function rawStatus(base: string, method: string, pathname: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(base)
  return new Promise<number>((resolve) => {
    const req = httpRequest({ host: hostname, port, method, path: pathname, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('connect', (res, socket) => {
      socket.destroy()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', () => resolve(0))
    req.end(method === 'POST' ? '[]' : undefined)
  })
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each))
}

test.describe('made-up addresses', () => {
  test('300 random addresses: each a 404 no cache keeps, and the page cache grows by less than 2 MB', async ({
    request,
  }) => {
    const paths = fc.sample(unknownPath, { numRuns: 300, seed: 20261123 })
    const before = await pageCache()
    await inBatches(paths, 10, async (pathname) => {
      const response = await request.get(`${fuzz.url}${pathname}`, { maxRedirects: 0 })
      expect(response.status(), pathname).toBe(404)
      const cacheControl = response.headers()['cache-control'] ?? ''
      expect(cacheControl, `${pathname}: ${cacheControl}`).toMatch(/no-store|private/)
      expect(cacheControl, `${pathname}: ${cacheControl}`).not.toMatch(/public|s-maxage/)
      // A share card of something that does not exist is not drawn.
      if (/\/(og|opengraph-image)/.test(pathname))
        expect(response.headers()['content-type'], pathname).not.toMatch(/^image\//)
    })
    const after = await pageCache()
    const grown = after.bytes - before.bytes
    console.log(
      `page cache: ${(before.bytes / 1e6).toFixed(2)} MB before, ${(after.bytes / 1e6).toFixed(2)} MB after 300 made-up addresses`,
    )
    expect(grown).toBeLessThan(2 * 1024 * 1024)
    const tokens = paths.map((p) => p.split('/').find((part) => part.startsWith('zz'))!)
    const kept = after.files.filter((file) => tokens.some((t) => file.includes(t)))
    expect(kept).toEqual([])
  })

  test('300 random addresses under /api/, /_next/, /seed/ and in needless encodings: each a 404 or 400 nothing keeps', async ({
    request,
  }) => {
    const encode = (name: string) => [...name].map((c, i) => (i % 2 ? c : `%${c.charCodeAt(0).toString(16)}`)).join('')
    const sidePath = fc.oneof(
      token.map((t) => `/api/${t}`),
      fc.tuple(token, token).map(([a, b]) => `/api/${a}/${b}`),
      token.map((t) => `/_next/${t}`),
      token.map((t) => `/_next/static/chunks/${t}.js`),
      token.map((t) => `/_next/static/css/${t}.css`),
      token.map((t) => `/seed/images/${t}.webp`),
      token.map((t) => `/seed/${t}`),
      fc
        .tuple(fc.constantFrom('staff', 'api', 'seed', '_next', 'blog', 'studio', 'pricing'), token)
        .map(([top, t]) => `/${encode(top)}/${t}`),
    )
    const paths = fc.sample(sidePath, { numRuns: 300, seed: 20261126 })
    const before = await pageCache()
    await inBatches(paths, 10, async (pathname) => {
      const response = await request.get(`${fuzz.url}${pathname}`, { maxRedirects: 0 })
      expect([400, 404], pathname).toContain(response.status())
      const cacheControl = response.headers()['cache-control'] ?? ''
      expect(cacheControl, `${pathname}: ${cacheControl}`).toMatch(/no-store|private/)
      expect(cacheControl, `${pathname}: ${cacheControl}`).not.toMatch(/public|s-maxage/)
      if (pathname.startsWith('/api/')) expect(await response.json(), pathname).toEqual({ error: 'Not found' })
    })
    const after = await pageCache()
    expect(after.bytes - before.bytes).toBeLessThan(2 * 1024 * 1024)
    const tokens = paths.map((p) =>
      p
        .split('/')
        .at(-1)!
        .replace(/\.\w+$/, ''),
    )
    expect(after.files.filter((file) => tokens.some((t) => file.includes(t)))).toEqual([])
  })

  test('TRACE, TRACK, CONNECT and a cross-site Server Action are refused without a 5xx or an error line', async () => {
    const lines = fuzz.logLines().length
    const status = (method: string, pathname: string, headers: Record<string, string> = {}) =>
      rawStatus(fuzz.url, method, pathname, headers)
    for (const pathname of ['/', '/pricing', '/api/chat', '/api/nope', '/icon.svg'])
      expect(await status('TRACE', pathname), `TRACE ${pathname}`).toBe(405)
    // Node's parser refuses TRACK (a method it does not know) with a 400; CONNECT is answered 405.
    expect(await status('TRACK', '/')).toBe(400)
    expect(await status('CONNECT', 'example.com:443', { host: 'example.com:443' })).toBe(405)
    const action = await status('POST', '/contact', {
      origin: 'https://evil.example',
      'next-action': '4'.repeat(42),
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(action).toBe(403)
    const since = fuzz.logLines().slice(lines)
    expect(since.filter((line) => line.level === 'error' || Number(line.status) >= 500)).toEqual([])
  })

  test('a client that hangs up mid-upload is logged at info, not as an error', async () => {
    const lines = fuzz.logLines().length
    for (const pathname of ['/api/gpt-lead', '/contact']) {
      await new Promise<void>((resolve, reject) => {
        const { hostname, port } = new URL(fuzz.url)
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"x"`,
          )
          setTimeout(() => {
            socket.destroy()
            resolve()
          }, 300)
        })
        socket.on('error', reject)
      })
    }
    await expect
      .poll(
        () =>
          fuzz
            .logLines()
            .slice(lines)
            .filter((line) => line.aborted === true).length,
      )
      .toBeGreaterThanOrEqual(2)
    const since = fuzz.logLines().slice(lines)
    expect(since.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([])
  })

  test('a fuzz of 2,000 random paths and webhook bodies leaves memory and the page cache bounded', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const anyPath = fc.oneof(
      unknownPath,
      fc.webPath().filter((p) => p.length > 1),
      fc
        .array(fc.constantFrom('%ff', '%', '%e0%a4', '..', '%2f', 'a b', '%00', '~', 'é'), {
          minLength: 1,
          maxLength: 4,
        })
        .map((parts) => `/${parts.join('/')}`),
    )
    const statuses = new Map<number, number>()
    /** One round: 900 paths and 100 webhook bodies of up to 1 MiB (the site has no webhook secret: 404, nothing read). */
    const round = async (seed: number) => {
      await inBatches(fc.sample(anyPath, { numRuns: 900, seed }), 20, async (pathname) => {
        const response = await request.get(`${fuzz.url}${pathname}`, { maxRedirects: 0, failOnStatusCode: false })
        statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
        expect(response.status(), pathname).toBeLessThan(500)
      })
      await inBatches(fc.sample(fc.nat({ max: 1024 * 1024 }), { numRuns: 100, seed }), 10, async (size) => {
        const body = 'x'.repeat(size)
        const response = await request.post(`${fuzz.url}/api/revalidate`, {
          headers: {
            'content-type': 'application/json',
            'sanity-webhook-signature': webhookSignature(body, 'guessed'),
          },
          data: body,
          failOnStatusCode: false,
        })
        expect(response.status()).toBeLessThan(500)
      })
    }
    const cacheBefore = (await pageCache()).bytes
    const memory = [serverMemoryMb()]
    // Two rounds: the first warms the server up; anything held per request would grow the second as much.
    await round(20261124)
    memory.push(serverMemoryMb())
    await round(20261125)
    memory.push(serverMemoryMb())
    const cacheGrowth = (await pageCache()).bytes - cacheBefore
    console.log(
      `fuzz: 1,800 paths (${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}) and 200 bodies up to 1 MiB; ` +
        `server memory ${memory.map((mb) => `${mb.toFixed(0)} MB`).join(' -> ')}; page cache +${(cacheGrowth / 1e6).toFixed(2)} MB`,
    )
    expect(cacheGrowth).toBeLessThan(2 * 1024 * 1024)
    expect(memory[2]! - memory[1]!).toBeLessThan(64)
    // Malformed paths (`/%ff`) are the client's error: nothing is logged as a server fault.
    expect(fuzz.logLines().filter((line) => line.level === 'error' || Number(line.status) >= 500)).toEqual([])
    expect((await request.get(`${fuzz.url}/pricing`)).status()).toBe(200)
  })
})

test('content published after the build goes live through the webhook, without a rebuild', async ({ request }) => {
  const slug = `spring-offer-${Date.now().toString(36)}`
  const postSlug = `published-later-${Date.now().toString(36)}`
  const heading = `A spring offer published at ${slug}`
  expect((await request.get(`${publishing.url}/${slug}`)).status()).toBe(404)
  expect((await request.get(`${publishing.url}/blog/${postSlug}`)).status()).toBe(404)

  // What an editor publishes in the Studio, straight into the Content Lake stand-in.
  dataset.push(
    {
      _id: `page-${slug}`,
      _type: 'page',
      title: 'Spring offer',
      slug: { _type: 'slug', current: slug },
      sections: [{ _type: 'hero', _key: 'hero', heading }],
    },
    {
      _id: `post-${postSlug}`,
      _type: 'post',
      title: 'Published after the build',
      slug: { _type: 'slug', current: postSlug },
      excerpt: 'A post the build never saw.',
      publishedAt: '2026-11-22T09:00:00.000Z',
      author: { _type: 'reference', _ref: 'author-daniel-brooks' },
      body: [
        {
          _type: 'block',
          _key: 'b',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's', text: 'Hello.', marks: [] }],
        },
      ],
    },
  )

  for (const document of [
    { _type: 'page', slug },
    { _type: 'post', slug: postSlug },
  ]) {
    const payload = JSON.stringify(document)
    const hook = await request.post(`${publishing.url}/api/revalidate`, {
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': webhookSignature(payload, PUBLISHING_SITE.webhookSecret),
      },
      data: payload,
    })
    expect(hook.status()).toBe(200)
  }
  const page = await request.get(`${publishing.url}/${slug}`)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain(heading)
  const post = await request.get(`${publishing.url}/blog/${postSlug}`)
  expect(post.status()).toBe(200)
  expect(await post.text()).toContain('Published after the build')
})
