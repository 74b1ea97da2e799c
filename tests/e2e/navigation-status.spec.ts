import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The 'Loading...' status of a client-side navigation: it shows while a page loads and is gone
 * when the navigation completes, is cancelled or fails. It once came back on after the article had
 * rendered (a late timer, 3 clicks in 24), and then stayed.
 */
test.use({ viewport: { width: 1440, height: 900 } })

const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading...' })
const articleTitles = (page: Page) => page.locator('[data-article-card] :is(h2, h3) a')

/**
 * Holds the server's answer to each client-side navigation (not prefetches, which are refused, so
 * every navigation waits on the server) until `release` is called, or for `ms`.
 */
async function slowNavigations(page: Page, { ms, fail = false }: { ms?: number; fail?: boolean }) {
  const held: Array<() => void> = []
  let released = false
  await page.route('**/*', async (route: Route) => {
    const headers = route.request().headers()
    if (headers['rsc'] !== '1') return route.fallback()
    if (headers['next-router-prefetch']) return route.abort('blockedbyclient')
    if (fail) return route.abort('failed')
    await (ms === undefined
      ? new Promise<void>((resolve) => (released ? resolve() : held.push(resolve)))
      : new Promise((resolve) => setTimeout(resolve, ms)))
    await route.fallback()
  })
  return () => {
    released = true
    for (const resolve of held.splice(0)) resolve()
  }
}

/** Records, at every change of the page, its first heading and whether 'Loading...' shows. */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: Array<{ h1: string; loading: boolean }> = []
    ;(window as unknown as { frames_: typeof frames }).frames_ = frames
    const status = document.querySelector('[role="status"]')
    new MutationObserver(() => {
      frames.push({
        h1: document.querySelector('h1')?.textContent ?? '',
        loading: Boolean(status?.textContent?.includes('Loading...')),
      })
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { frames_: Array<{ h1: string; loading: boolean }> }).frames_)
}

for (const list of ['/blog', '/news']) {
  test(`shows while an article from ${list} loads and is gone in the frame the article renders`, async ({ page }) => {
    await slowNavigations(page, { ms: 500 })
    for (const index of [0, 1, 2]) {
      await page.goto(list)
      const listHeading = (await page.getByRole('heading', { level: 1 }).textContent())!
      const frames = await recordFrames(page)
      const title = articleTitles(page).nth(index)
      const name = (await title.textContent())!
      await title.click()
      await expect(loading(page)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      // Long enough for any late timer to have fired.
      await page.waitForTimeout(500)
      await expect(loading(page)).toHaveCount(0)
      const seen = await frames()
      expect(
        seen.some((frame) => frame.loading && frame.h1 === listHeading),
        'shown while the list was up',
      ).toBe(true)
      expect(
        seen.filter((frame) => frame.loading && frame.h1 !== listHeading),
        'shown beside the article',
      ).toEqual([])
    }
  })
}

test('a click on a link to the page already shown cancels the navigation under way', async ({ page }) => {
  const release = await slowNavigations(page, {})
  await page.goto('/blog')
  await articleTitles(page).first().click()
  await expect(loading(page)).toBeVisible()
  // "All" is the category filter's link to /blog itself.
  await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'All' }).click()
  await expect(loading(page)).toHaveCount(0)
  release()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(loading(page)).toHaveCount(0)
})

test('a navigation that fails loads the page in full, without the status', async ({ page }) => {
  await page.goto('/news')
  await slowNavigations(page, { fail: true })
  const title = articleTitles(page).first()
  const name = (await title.textContent())!
  await title.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(loading(page)).toHaveCount(0)
})
