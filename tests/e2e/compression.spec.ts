import { expect, test } from './fixtures'

/**
 * What a phone downloads before the first paint: the HTML, its stylesheet and its scripts, each
 * compressed by Next's own gzip (next.config.mjs: compress), the page's data for client-side
 * navigation too. Brotli is the proxy's or CDN's in front (docs/deploy.md, "Compression").
 */
test('a page, its stylesheet, its scripts and its navigation data arrive compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>()
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (!['document', 'stylesheet', 'script', 'fetch'].includes(type) || response.status() !== 200) return
    const key = `${type} ${response.url()}`
    // Under 1 KB, compressing gains nothing and the server sends the bytes as they are.
    reading.push(
      response.body().then(
        (body) => void (body.length >= 1024 && encodings.set(key, response.headers()['content-encoding'])),
        () => undefined,
      ),
    )
  })
  await page.goto('/')
  await page.getByRole('link', { name: 'Pricing' }).first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await Promise.all(reading)

  const kinds = new Set([...encodings.keys()].map((key) => key.split(' ')[0]))
  expect([...kinds].sort()).toEqual(['document', 'fetch', 'script', 'stylesheet'])
  for (const [resource, encoding] of encodings) expect(encoding, resource).toBe('gzip')
})

test('a client that accepts gzip gets it, and one that accepts no encoding gets the page as it is', async ({
  request,
}) => {
  const gzip = await request.get('/pricing', { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  const plain = await request.get('/pricing', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  // Playwright decodes what it receives: the same page either way.
  expect(await gzip.text()).toBe(await plain.text())
  expect(await plain.text()).toContain('</html>')
})
