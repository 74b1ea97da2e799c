import { expect, test } from './fixtures'
import { seedHeroHeading } from './seed'

/** SPEC.md 2, every route in order. /trynow is the contact page under another address. */
const ROUTES = [
  '/', '/home', '/agent-marketplace', '/agent-gpt-builder', '/agent-gpt', '/chat', '/agent-integrations', '/about',
  '/contact', '/contact2', '/trynow', '/pricing', '/blog', '/news', '/demo', '/products', '/careers', '/launch',
  '/thank-you', '/demos', '/privacy-statement', '/terms-of-service', '/subscription-terms', '/ai-receptionist',
  '/voice-chat', '/email-agent', '/text-agent', '/real-estate', '/getvirtual-se', '/outbound-ai', '/ai-agency',
  '/mercedes-dealer', '/room-service', '/retail-services',
]

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
