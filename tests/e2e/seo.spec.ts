import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * What search engines are told (docs/content.md, 'Hide from search and canonical pages'): the
 * sitemap lists the pages of their own, and each page's head names its original, absolute
 * (<link rel="canonical">), and says whether to list it (<meta name="robots">). The seed hides
 * /thank-you, where every form goes once sent, and names / and /contact as the originals of the
 * campaign pages /home and /contact2; /trynow is the contact page under another address.
 */

/** The site's configured address (NEXT_PUBLIC_SITE_URL at build time), as robots.txt names it. */
async function siteAddress(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text()
  const host = /^Host: (\S+)$/m.exec(robots)?.[1]
  expect(host, robots).toMatch(/^https?:\/\/[^/]+$/)
  return host!
}

const CASES: Array<{ path: string; kind: string; canonical: string; robots: string | null }> = [
  { path: '/pricing', kind: 'a page of its own', canonical: '/pricing', robots: null },
  { path: '/', kind: 'the landing page', canonical: '/', robots: null },
  { path: '/thank-you', kind: 'where the forms go once sent', canonical: '/thank-you', robots: 'noindex, follow' },
  // Hidden from search too, but a noindex beside a canonical link to another page would contradict it.
  { path: '/home', kind: 'a campaign page repeating the landing page', canonical: '/', robots: null },
  { path: '/contact2', kind: 'a campaign page repeating the contact page', canonical: '/contact', robots: null },
  { path: '/trynow', kind: 'the contact page under another address', canonical: '/contact', robots: null },
]

for (const { path, kind, canonical, robots } of CASES) {
  test(`${path}, ${kind}: canonical ${canonical}, ${robots ?? 'no robots meta'}`, async ({ page, request }) => {
    const site = await siteAddress(request)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)

    const link = page.locator('link[rel="canonical"]')
    await expect(link).toHaveCount(1)
    const href = await link.getAttribute('href')
    // Absolute, on the site's address; Next writes the landing page's as the bare origin.
    expect(href?.startsWith(site), `${href} is on ${site}`).toBe(true)
    expect(new URL(href!).href).toBe(new URL(canonical, site).href)

    const meta = page.locator('meta[name="robots"]')
    if (robots) {
      await expect(meta).toHaveCount(1)
      await expect(meta).toHaveAttribute('content', robots)
    } else {
      await expect(meta).toHaveCount(0)
    }
  })
}

test('sitemap.xml lists the pages of their own, not the hidden or campaign pages', async ({ request }) => {
  const site = await siteAddress(request)
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  expect(locs.length).toBeGreaterThan(0)
  for (const path of ['/', '/contact', '/pricing', '/demo']) expect(locs, path).toContain(new URL(path, site).href)
  for (const path of ['/thank-you', '/home', '/contact2', '/trynow'])
    expect(locs, path).not.toContain(new URL(path, site).href)
})
