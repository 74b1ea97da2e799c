import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedArticles } from './seed-articles'

/**
 * An open tab makes only its normal requests after `load` (prefetches of the links in view, the
 * icon): at most 15 in 10 s, none repeated more than twice. The 404 page once sent ~70 a second,
 * forever, at desktop width (a prefetch that never settled). One page of each kind, at both widths;
 * the pages of a width are watched side by side, in contexts of their own, so the test takes the
 * 10 s once per width.
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

async function watch(browser: Browser, baseURL: string, width: number, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const requests: string[] = []
    let loaded = false
    page.on('request', (request) => {
      if (loaded) requests.push(`${request.method()} ${request.url().replace(baseURL, '')}`)
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
    results.forEach((requests, i) => {
      const [kind, path] = entries[i]!
      const counts = new Map<string, number>()
      for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1)
      const repeated = [...counts].filter(([, n]) => n > MAX_REPEATS)
      if (requests.length > MAX_REQUESTS || repeated.length > 0) {
        problems.push(
          `${kind} (${path}): ${requests.length} requests in ${WATCH_MS / 1000} s\n    ${[...counts].map(([r, n]) => `${n}× ${r}`).join('\n    ')}`,
        )
      }
    })
    console.log(
      `${width} px, requests in ${WATCH_MS / 1000} s after load: ${entries.map(([kind], i) => `${kind} ${results[i]!.length}`).join(', ')}`,
    )
    expect(problems, problems.join('\n')).toEqual([])
  })
}
