import { expect, test } from './fixtures'
import { ROUTES } from './route-list'
import { seedHeroHeading } from './seed'

const SAME_PAGE_AS: Record<string, string> = { '/trynow': '/contact' }

function slugOf(route: string) {
  const page = SAME_PAGE_AS[route] ?? route
  return page === '/' ? '/' : page.slice(1)
}

for (const route of ROUTES) {
  test(`${route} shows its page heading from the CMS`, async ({ page }) => {
    const heading = seedHeroHeading(slugOf(route))
    expect(heading, `the seed dataset has no page "${slugOf(route)}" with a hero heading`).toBeTruthy()

    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })
}
