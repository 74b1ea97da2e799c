import { expect, test } from './fixtures'

const BUTTONS = [
  { name: 'Home', href: '/' },
  { name: 'AI Agency', href: '/ai-agency' },
  { name: 'Visit Our Blog', href: '/blog' },
  { name: 'Explore Solutions', href: '/products' },
]

const randomSegment = () => `no-such-page-${Math.random().toString(36).slice(2, 10)}`

for (const path of [`/${randomSegment()}`, `/${randomSegment()}/${randomSegment()}`]) {
  test(`an unknown address (${path.split('/').length - 1} segments) shows the 404 page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/^Page Not Found\b/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()

    const main = page.getByRole('main')
    for (const { name, href } of BUTTONS) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    // The site chrome stays around the 404, so the visitor can navigate on.
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
}

test('the 404 buttons take the visitor on', async ({ page }) => {
  await page.goto(`/${randomSegment()}`)
  await page.getByRole('main').getByRole('link', { name: 'Visit Our Blog', exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found')
})

const NOT_FOUND_PAGES = [
  '/no-such-page-at-all',
  '/no-such/nested/page',
  '/blog/no-such-post',
  '/blog/page/99',
  '/news/category/no-such-category',
]

test.describe('the 404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of NOT_FOUND_PAGES) {
    test(`${path} is rendered by the server, chrome and buttons included`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
      for (const { name, href } of BUTTONS) {
        await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }
})

for (const theme of ['dark', 'light'] as const) {
  test(`the 404 page paints in the ${theme} theme before the app's scripts run`, async ({ page }) => {
    // Only the page's inline scripts run: what shows is what the first paint shows.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.addInitScript((stored) => localStorage.setItem('vite-ui-theme', stored), theme)
    for (const path of NOT_FOUND_PAGES.slice(0, 4)) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(
        theme === 'dark',
      )
      const luminance = await page.evaluate(() => {
        const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g)!.map(Number)
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255
      })
      expect(luminance, `${path} background`).toBeCloseTo(theme === 'dark' ? 0.06 : 1, 1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    }
  })
}

test('a 404 is never kept by a browser or a CDN', async ({ request }) => {
  for (const path of NOT_FOUND_PAGES) {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control'], path).toMatch(/no-store/)
  }
})

test('an address that does not decode is a 400 in the site design, not a server fault', async ({ page, request }) => {
  for (const path of ['/%ff', '/blog/%ff', '/a%e0%a4b']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    expect(response.headers()['cache-control'], path).toMatch(/no-store/)
  }
  const response = await page.goto('/%ff')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This address can't be read")
  await expect(page.getByRole('banner')).toBeVisible()
})

test('an address under /api, a build file or a seed file that does not exist is a JSON 404 nothing keeps', async ({
  request,
}) => {
  // Not the page catch-all's 404 page, which was rendered, stored and sent publicly cacheable.
  for (const path of [
    '/api/no-such-endpoint',
    '/_next/static/chunks/gone-after-a-deploy.js',
    '/seed/images/gone.webp',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
    expect(await response.json(), path).toEqual({ error: 'Not found' })
  }
})

test('a page carries its header and footer once: the 404 boundary Next sends with every page has no chrome of its own', async ({
  request,
}) => {
  for (const path of ['/', '/pricing', '/chat']) {
    const html = await (await request.get(path)).text()
    // Once in the markup, once in the page's data for React.
    expect(html.split('Skip to main content').length - 1, path).toBe(2)
  }
})
