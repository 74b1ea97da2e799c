import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedArticles } from './seed-articles'

/**
 * An open tab makes only its normal requests after `load`: the icon and lazy chunks, at most 15 in
 * 10 s and none repeated more than twice, and prefetches of the links in view, at most 4 for any
 * one page. Next 16 prefetches a link as its route tree and then each segment it does not hold yet
 * (a request each, the same path with another `_rsc`), so the first link to `/` takes 4 and each
 * other link 2: how many come after `load` grows with the links in view and the machine's speed
 * (a slower machine hydrates, and so prefetches, later), and is no sign of a loop. A loop repeats
 * one page: the 404 page once sent ~70 prefetches a second, forever, at desktop width (a prefetch
 * that never settled). One page of each kind, at both widths; the pages of a width are watched side
 * by side, in contexts of their own, so the test takes the 10 s once per width.
 */
const PAGES = {
  landing: '/',
  'content page': '/about',
  'product page': '/ai-receptionist',
  'blog index': '/blog',
  'blog post': `/blog/${seedArticles('post')[0]!.slug}`,
  'news item': `/news/${seedArticles('newsItem')[0]!.slug}`,
  'top-level 404': '/no-such-page-here',
  'nested 404': '/blog/no-such-post/or-deeper',
  'offline page': '/offline',
  '/contact through /trynow': '/trynow',
}
const WATCH_MS = 10_000
const MAX_REQUESTS = 15
const MAX_REPEATS = 2
/** A route's tree and its segments: the most one prefetched page takes (4 for `/`, above). */
const MAX_PREFETCHES_PER_PAGE = 4

type Seen = { request: string; prefetchOf?: string }

function tally(items: string[]) {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}

async function watch(browser: Browser, baseURL: string, width: number, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const requests: Seen[] = []
    let loaded = false
    page.on('request', (request) => {
      if (!loaded) return
      const url = request.url().replace(baseURL, '')
      // Next's router marks its prefetches; the page is the path without the segment's `_rsc`.
      const prefetch = request.headers()['next-router-prefetch'] !== undefined
      requests.push({
        request: `${request.method()} ${url}`,
        ...(prefetch ? { prefetchOf: url.replace(/[?&]_rsc=[^&]*/, '') } : {}),
      })
    })
    await page.goto(path, { waitUntil: 'load' })
    loaded = true
    await page.waitForTimeout(WATCH_MS)
    return requests
  } finally {
    await context.close()
  }
}

for (const width of [1440, 390]) {
  test(`at ${width} px, no page kind keeps requesting after load`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000)
    const entries = Object.entries(PAGES)
    const results = await Promise.all(entries.map(([, path]) => watch(browser, baseURL!, width, path)))
    const problems: string[] = []
    results.forEach((seen, i) => {
      const [kind, path] = entries[i]!
      const others = seen.filter((r) => r.prefetchOf === undefined).map((r) => r.request)
      const prefetched = tally(seen.flatMap((r) => (r.prefetchOf === undefined ? [] : [r.prefetchOf])))
      if (
        others.length > MAX_REQUESTS ||
        [...tally(others).values()].some((n) => n > MAX_REPEATS) ||
        [...prefetched.values()].some((n) => n > MAX_PREFETCHES_PER_PAGE)
      ) {
        problems.push(
          `${kind} (${path}): ${seen.length} requests in ${WATCH_MS / 1000} s\n    ${seen.map((r) => `${r.prefetchOf === undefined ? '' : 'prefetch '}${r.request}`).join('\n    ')}`,
        )
      }
    })
    console.log(
      `${width} px, requests in ${WATCH_MS / 1000} s after load (prefetches of them): ${entries.map(([kind], i) => `${kind} ${results[i]!.length} (${results[i]!.filter((r) => r.prefetchOf !== undefined).length})`).join(', ')}`,
    )
    expect(problems, problems.join('\n')).toEqual([])
  })
}
