import { expect, test } from './fixtures'

const KEY = 'vite-ui-theme'

/**
 * Records the theme of <html> the moment <body> starts to parse: nothing can paint before
 * that, so this is what the visitor's first frame shows.
 */
const recordFirstPaintTheme = () => {
  const observer = new MutationObserver(() => {
    if (!document.body) return
    ;(window as unknown as { __firstTheme: string }).__firstTheme = document.documentElement.classList.contains('dark')
      ? 'dark'
      : 'light'
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}
const firstTheme = () => (window as unknown as { __firstTheme?: string }).__firstTheme

test('the site is dark by default', async ({ page }) => {
  await page.addInitScript(recordFirstPaintTheme)
  await page.goto('/')
  expect(await page.evaluate(firstTheme)).toBe('dark')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull()
})

test('the toggle switches to light, remembers it and shows it from the first frame', async ({ page }) => {
  await page.addInitScript(recordFirstPaintTheme)
  await page.goto('/')
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('light')

  await page.reload()
  expect(await page.evaluate(firstTheme)).toBe('light')
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()

  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('dark')
})

test("a stored 'system' preference follows the operating system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.addInitScript((key) => localStorage.setItem(key, 'system'), KEY)
  await page.addInitScript(recordFirstPaintTheme)
  await page.goto('/')
  expect(await page.evaluate(firstTheme)).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test('a stored light theme holds on every kind of page, the 404 included', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), KEY)
  for (const path of ['/', '/does-not-exist', '/offline']) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    await expect(page.locator('html'), path).not.toHaveClass(/\bdark\b/)
  }
})
