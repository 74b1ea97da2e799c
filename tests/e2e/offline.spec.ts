import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedHeroHeading } from './seed'

// The rest of the suite blocks service workers (playwright.config.ts) so that none answers in
// place of the server; these tests are about the worker.
test.use({ serviceWorkers: 'allow' })

/**
 * Waits until the worker has kept this address's HTML, every build file it names, and every build
 * file the open page has loaded (its lazy components' chunks, which no HTML names), for offline use.
 */
async function expectKeptOffline(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (address) => {
          const kept = await caches.match(new URL(address, location.href).href)
          if (!kept) return 'page not kept'
          const loaded = performance
            .getEntriesByType('resource')
            .flatMap(({ name }) =>
              name.startsWith(`${location.origin}/_next/static/`) ? [new URL(name).pathname] : [],
            )
          const files = [
            ...((await kept.text()).match(/\/_next\/static\/[\w\-.~%/]+?\.(?:js|css|woff2)/g) ?? []),
            ...loaded,
          ]
          const missing = (
            await Promise.all(files.map(async (file) => ((await caches.match(file)) ? [] : [file])))
          ).flat()
          return missing.length === 0 ? 'kept' : `missing ${missing.join(', ')}`
        }, path),
      { message: `${path} is kept for offline use with its build files`, timeout: 20_000 },
    )
    .toBe('kept')
}

async function installServiceWorker(page: Page) {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  // The first install takes charge of the page that registered it (clientsClaim).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/service-worker\.js$/)
}

test('the service worker is served from /service-worker.js and registered on start', async ({ page, request }) => {
  const response = await request.get('/service-worker.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/javascript/)
  // Browsers check for a new worker on each visit; a long HTTP cache would hold back an update.
  expect(response.headers()['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/)

  await installServiceWorker(page)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toBe(new URL('/', page.url()).href)
})

test('offline, visited pages open from the cache and any other page shows the offline page', async ({
  page,
  context,
}) => {
  await installServiceWorker(page)
  // The page that installed the worker was loaded before it took charge; it is kept anyway.
  await expectKeptOffline(page, '/')
  // A client-side navigation fetches no HTML; the page is kept all the same.
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expectKeptOffline(page, '/pricing')

  await context.setOffline(true)

  for (const [path, slug] of [
    ['/pricing', 'pricing'],
    ['/', '/'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeroHeading(slug)!)
  }

  const never = await page.goto('/blog')
  expect(never?.ok()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline")
  await expect(page).toHaveURL(/\/blog$/)
  // The offline page is the full site chrome, styled, not a bare error.
  await expect(page.getByRole('banner')).toBeVisible()
  const headingFont = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily)
  expect(headingFont).toMatch(/inter/i)

  // Back online, "Try again" brings the real page.
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline")
  await expect(page).toHaveURL(/\/blog$/)
})

test('the service worker keeps pages but never the Studio or the API', async ({ page }) => {
  await installServiceWorker(page)
  // Fetched through the worker as a page would be (Accept: text/html).
  const statuses = await page.evaluate(() =>
    Promise.all(
      ['/ai-agency', '/studio', '/api/chat'].map(
        async (path) => (await fetch(path, { headers: { accept: 'text/html' } })).status,
      ),
    ),
  )
  expect(statuses[0]).toBe(200)
  expect(statuses[1]).toBe(200)
  await expectKeptOffline(page, '/ai-agency')

  const kept = await page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })
  expect(kept).toContain('/offline')
  expect(kept.filter((path) => path.startsWith('/studio') || path.startsWith('/api/'))).toEqual([])
})
