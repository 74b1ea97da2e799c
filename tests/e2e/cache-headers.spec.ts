import { expect, test } from './fixtures'
import { ROUTES } from './route-list'
import { seedArticles } from './seed-articles'

/**
 * What a CDN in front of the site is told it may keep (lib/routing/page-cache-control.ts): the
 * HTML of a public page for a minute (CDN_HTML_MAX_AGE's default), then stale for up to a day while
 * it fetches the page again, so a publish reaches its visitors (the feeds, the sitemap and share
 * cards likewise); build files for a year; nothing
 * private, in draft mode, per navigation, not found, from the staff area or from the API.
 */
const BRIEFLY = 's-maxage=60, stale-while-revalidate=86400'
/** Stored by nobody without asking the site again. */
const NEVER_KEPT = 'private, no-cache'

const PAGES = [
  ...ROUTES,
  `/blog/${seedArticles('post')[0]!.slug}`,
  `/news/${seedArticles('newsItem')[0]!.slug}`,
  '/blog/page/2',
  `/blog/category/${seedArticles('post')[0]!.categories[0]!.slug}`,
  '/offline',
]

for (const path of PAGES) {
  test(`${path}: shared caches keep its HTML briefly`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    expect(response.headers()['cache-control']).toBe(BRIEFLY)
    expect((await request.head(path, { maxRedirects: 0 })).headers()['cache-control']).toBe(BRIEFLY)
  })
}

for (const path of ['/feed.xml', '/blog/feed.xml', '/sitemap.xml', '/og/pricing']) {
  test(`${path}: a publish changes it, so shared caches keep it as briefly as a page`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe(BRIEFLY)
  })
}

test('no shared cache keeps the Studio’s page, whose HTML names the scripts of this build only', async ({
  request,
}) => {
  const response = await request.get('/studio', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe(NEVER_KEPT)
})

test('no shared cache keeps a navigation’s RSC payload, nor Next’s redirect for a mismatched _rsc', async ({
  request,
}) => {
  const headers = { rsc: '1', 'next-router-prefetch': '1' }
  // The client router names a hash of its headers in `_rsc`; another hash is redirected to it.
  const redirect = await request.get('/pricing?_rsc=made-up', { headers, maxRedirects: 0 })
  expect(redirect.status()).toBe(307)
  expect(redirect.headers()['cache-control']).toBe(NEVER_KEPT)
  const payload = await request.get(redirect.headers()['location']!, { headers, maxRedirects: 0 })
  expect(payload.status()).toBe(200)
  expect(payload.headers()['content-type']).toMatch(/^text\/x-component/)
  expect(payload.headers()['cache-control']).toBe(NEVER_KEPT)
})

test('build files keep their year-long lifetime (their names change with their content)', async ({ request }) => {
  const html = await (await request.get('/pricing')).text()
  const script = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0]
  expect(script).toBeTruthy()
  const response = await request.get(script!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('no draft-mode, not-found, staff or API answer is publicly cacheable', async ({ request }) => {
  const answers = {
    'a page with the draft mode cookie': await request.get('/pricing', {
      headers: { cookie: '__prerender_bypass=anything' },
    }),
    'an unknown page': await request.get('/no-such-page-here'),
    'an unknown article': await request.get('/blog/no-such-post'),
    'the staff area': await request.get('/staff', { maxRedirects: 0 }),
    'the API': await request.get('/api/health'),
    'an unknown API route': await request.get('/api/no-such-route'),
  }
  for (const [what, response] of Object.entries(answers)) {
    const cacheControl = response.headers()['cache-control'] ?? ''
    expect(cacheControl, what).toMatch(/private|no-store/)
    expect(cacheControl, what).not.toMatch(/s-maxage|public/)
  }
  expect(answers['a page with the draft mode cookie'].headers()['cache-control']).toBe(NEVER_KEPT)
  expect(answers['an unknown page'].status()).toBe(404)
})
