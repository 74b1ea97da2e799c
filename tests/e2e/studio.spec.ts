import { expect, test } from './fixtures'

/** The e2e build has no Sanity project: /studio says what the Studio needs, in the site's design. */
test('/studio without a Sanity project shows how to connect one, kept out of search engines', async ({ page }) => {
  const response = await page.goto('/studio')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect a Sanity project to edit the site')
  await expect(page.getByText('NEXT_PUBLIC_SANITY_PROJECT_ID=<id>')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.waitForTimeout(1_000)
  await expect(page.getByText(/Couldn.t reach the Sanity servers/i)).toHaveCount(0)
})

test('/studio/<anything> without a project is a 404 no cache keeps', async ({ request }) => {
  const response = await request.get('/studio/structure/post')
  expect(response.status()).toBe(404)
  expect(response.headers()['cache-control']).toMatch(/no-store/)
})
