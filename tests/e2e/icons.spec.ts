import { expect, test } from './fixtures'

/** The width and height in a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

test.describe('site icons', () => {
  for (const route of ['/', '/pricing', '/no-such-page']) {
    test(`${route} names the favicon and the home-screen icon, and both are served`, async ({ page, request }) => {
      await page.goto(route)
      const icon = await page.locator('head link[rel="icon"]').getAttribute('href')
      expect(icon).toMatch(/^\/icon\.svg/)
      const svg = await request.get(icon!)
      expect(svg.status()).toBe(200)
      expect(svg.headers()['content-type']).toContain('image/svg+xml')
      expect(await svg.text()).toContain('<svg')

      const appleIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href')
      expect(appleIcon).toMatch(/^\/apple-icon/)
      const png = await request.get(appleIcon!)
      expect(png.status()).toBe(200)
      expect(png.headers()['content-type']).toBe('image/png')
      expect(pngSize(await png.body())).toEqual({ width: 180, height: 180 })
    })
  }
})
