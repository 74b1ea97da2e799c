import { expect, test } from './fixtures'

/**
 * /api/draft-mode/disable sends the visitor back to the page they were on, and only ever to a page
 * of this site: the encodings a browser reads as `//evil.example` go to the home page instead, and
 * the Location is relative, so the visitor stays on the host they used.
 */
const ATTACKS = [
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '//evil.example',
  '%2F%2Fevil.example',
  'https://evil.example/',
  '/%5C/evil.example',
]

for (const attack of ATTACKS) {
  test(`?redirect=${attack} does not leave the site`, async ({ request }) => {
    const response = await request.get(`/api/draft-mode/disable?redirect=${attack}`, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toBe('/')
  })
}

test('?redirect=/.//evil.example stays on the site as the path it names', async ({ request }) => {
  // Browsers normalise it to //evil.example; the answer is that path on this site, never that host.
  const response = await request.get('/api/draft-mode/disable?redirect=/.//evil.example', { maxRedirects: 0 })
  expect(response.headers()['location']).toBe('/evil.example')
})

test('a path on the site is kept, relative to the host the visitor used', async ({ request }) => {
  const response = await request.get(
    `/api/draft-mode/disable?redirect=${encodeURIComponent('/pricing?plan=pro#faq')}`,
    {
      maxRedirects: 0,
    },
  )
  expect(response.status()).toBe(307)
  expect(response.headers()['location']).toBe('/pricing?plan=pro#faq')
})

test('a browser following the link lands on the page on the same host', async ({ page, baseURL }) => {
  await page.goto('/api/draft-mode/disable?redirect=/%5Cevil.example')
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
  expect(new URL(page.url()).pathname).toBe('/')
  await page.goto('/api/draft-mode/disable?redirect=/about')
  expect(page.url()).toBe(new URL('/about', baseURL).href)
})
