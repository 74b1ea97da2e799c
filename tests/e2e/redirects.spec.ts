import { expect, test } from './fixtures'

/** Page 1 of every list is the list itself: one 308, one Location header. */
const PAGE_ONE = [
  ['/blog/page/1', '/blog'],
  ['/news/page/1', '/news'],
  ['/blog/category/measuring-results/page/1', '/blog/category/measuring-results'],
  ['/news/category/company/page/1', '/news/category/company'],
] as const

for (const [from, to] of PAGE_ONE) {
  test(`${from} redirects once, with one Location header, to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location')
    expect(locations.map(({ value }) => value)).toEqual([to])
  })
}

test.describe('with the service worker in control of the tab', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a first visit to a category’s /page/1 lands on the category', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.goto('/pricing')
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    const response = await page.goto('/blog/category/measuring-results/page/1')
    expect(new URL(page.url()).pathname).toBe('/blog/category/measuring-results')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
