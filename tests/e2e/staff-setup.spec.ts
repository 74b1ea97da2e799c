import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

// The e2e server has no Supabase project: /staff explains the setup.

test('without a Supabase project, /staff explains the setup and points to the CSV export', async ({ page }) => {
  const response = await page.goto('/staff')
  expect(response!.status()).toBe(200)
  expect(response!.headers()['cache-control']).toMatch(/private/)
  expect(response!.headers()['cache-control']).toMatch(/no-store/)
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The lead inbox needs a Supabase project')
  for (const step of [
    'Create a project',
    'Allow new users to sign up',
    'Invite user',
    '"role": "staff"',
    'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
    'npm run leads:export',
  ]) {
    await expect(page.getByRole('main')).toContainText(step)
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])
})

test('without a Supabase project, every other staff address leads to the setup page', async ({ request }) => {
  for (const path of ['/staff/sign-in', '/staff/security', '/staff/verify', '/staff/export']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    expect(response.headers().location, path).toBe('/staff')
  }
})

test('robots.txt keeps crawlers out of /staff and the sitemap never lists it', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/staff$/m)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>')
  expect(sitemap).not.toContain('/staff')
})

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('never stores a /staff answer', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/service-worker\.js$/)
    // Under the worker's control: a navigation, and a fetch asking for HTML as the page-keeping code does.
    await page.goto('/staff')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The lead inbox needs a Supabase project')
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.evaluate(() => fetch('/staff', { headers: { accept: 'text/html' } }).then((r) => r.text()))
    // A public page visited the same way is kept, so the check below is not vacuous.
    await page.goto('/pricing')
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(new URL('/pricing', location.href).href))), {
        timeout: 20_000,
      })
      .toBe(true)
    const kept = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      return urls
    })
    expect(kept.filter((path) => path.startsWith('/staff'))).toEqual([])
  })
})
