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
