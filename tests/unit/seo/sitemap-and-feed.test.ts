import { describe, expect, it } from 'vitest'
import { loadSeedDataset } from '@/lib/content/seed-dataset'
import { renderArticleFeed } from '@/lib/seo/article-feed'
import { buildAtomFeed } from '@/lib/seo/atom-feed'
import { robotsRules } from '@/lib/seo/robots'
import { buildSitemap } from '@/lib/seo/sitemap'
import sitemap from '@/app/sitemap'

const SITE = 'http://localhost:3000'
const seed = loadSeedDataset()
const slugOf = (doc: Record<string, unknown>) => (doc.slug as { current: string }).current
const ofType = (type: string) => seed.filter((doc) => doc._type === type)
const articles = (type: 'post' | 'newsItem') =>
  ofType(type).sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))

/** A page "Hide from search" is on for, or that names another as its "Canonical page". */
const leftOut = (doc: Record<string, unknown>) =>
  Boolean((doc.seo as { noIndex?: boolean } | undefined)?.noIndex) ||
  ![undefined, doc._id].includes((doc.canonicalPage as { _ref?: string } | undefined)?._ref)

describe('sitemap.xml from the seed', () => {
  it('lists every page, product page, post and news item exactly once', async () => {
    const urls = (await sitemap()).map((entry) => entry.url)
    const expected = [
      ...ofType('page')
        .filter((doc) => !leftOut(doc))
        .map((doc) => (slugOf(doc) === '/' ? `${SITE}/` : `${SITE}/${slugOf(doc)}`)),
      ...ofType('product').map((doc) => `${SITE}${doc.path as string}`),
      ...ofType('post').map((doc) => `${SITE}/blog/${slugOf(doc)}`),
      ...ofType('newsItem').map((doc) => `${SITE}/news/${slugOf(doc)}`),
    ]
    expect(new Set(urls)).toEqual(new Set(expected))
    expect(urls).toHaveLength(new Set(urls).size)
    expect(urls).toContain(`${SITE}/blog`)
    expect(urls).toContain(`${SITE}/news`)
  })

  it('leaves out the page the forms go to once sent and the campaign pages, and lists the pages they repeat', async () => {
    const urls = (await sitemap()).map((entry) => entry.url)
    for (const path of ['/thank-you', '/home', '/contact2', '/trynow']) expect(urls).not.toContain(`${SITE}${path}`)
    for (const path of ['/', '/contact', '/pricing', '/demo']) expect(urls).toContain(`${SITE}${path}`)
    // Which pages the seed hides or canonicalises: a page added to either list shows up here.
    expect(ofType('page').filter(leftOut).map(slugOf).sort()).toEqual(['contact2', 'home', 'thank-you'])
  })

  it('dates every article by its publication', async () => {
    const entries = await sitemap()
    for (const post of ofType('post')) {
      expect(entries.find((e) => e.url === `${SITE}/blog/${slugOf(post)}`)?.lastModified).toBe(post.publishedAt)
    }
  })
})

describe('which pages the sitemap leaves out', () => {
  const page = (slug: string, settings: { hidden?: boolean; canonicalSlug?: string } = {}) => ({
    slug,
    _updatedAt: '2026-11-01T00:00:00Z',
    hidden: settings.hidden ?? false,
    canonicalSlug: settings.canonicalSlug ?? null,
  })
  const urls = (data: Parameters<typeof buildSitemap>[0]) => buildSitemap(data, SITE).map((entry) => entry.url)

  it('a page hidden from search or naming another canonical page; a page naming itself stays', () => {
    expect(
      urls({
        pages: [
          page('/'),
          page('contact'),
          page('contact2', { canonicalSlug: 'contact' }),
          page('thank-you', { hidden: true }),
          page('pricing', { canonicalSlug: 'pricing' }),
        ],
        products: [],
        articles: [],
      }),
    ).toEqual([`${SITE}/`, `${SITE}/contact`, `${SITE}/pricing`])
  })

  it('a product whose page is hidden or canonicalised, though products are listed by their own path', () => {
    expect(
      urls({
        pages: [page('ai-receptionist', { hidden: true }), page('text-agent', { canonicalSlug: 'email-agent' })],
        products: [{ path: '/ai-receptionist' }, { path: '/text-agent' }, { path: '/email-agent' }],
        articles: [],
      }),
    ).toEqual([`${SITE}/email-agent`])
  })
})

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the Studio, the API and the staff inbox, and points at the sitemap', () => {
    expect(robotsRules(SITE)).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/staff'] }],
      sitemap: `${SITE}/sitemap.xml`,
      host: SITE,
    })
  })
})

describe('Atom feeds from the seed', () => {
  it('the blog feed holds every post, newest first, with its link, date, author and summary', async () => {
    const res = await renderArticleFeed(['post'])
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const xml = await res.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/)
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/blog/feed.xml"/>`)
    const links = [...xml.matchAll(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)].map(
      (m) => m[1],
    )
    expect(links).toEqual(articles('post').map((doc) => `${SITE}/blog/${slugOf(doc)}`))
    const newest = articles('post')[0]!
    expect(xml).toContain(`<published>${new Date(newest.publishedAt as string).toISOString()}</published>`)
    expect(xml).toContain('<author><name>Maya Okafor</name></author>')
    expect(xml).toContain(`<updated>${new Date(newest.publishedAt as string).toISOString()}</updated>`)
  })

  it('the news feed holds every news item and nothing else', async () => {
    const xml = await (await renderArticleFeed(['newsItem'])).text()
    expect(xml.match(/<entry>/g)).toHaveLength(articles('newsItem').length)
    expect(xml).not.toContain('/blog/')
  })

  it('the combined feed holds both', async () => {
    const xml = await (await renderArticleFeed(['post', 'newsItem'])).text()
    expect(xml.match(/<entry>/g)).toHaveLength(ofType('post').length + ofType('newsItem').length)
  })

  it('escapes text so that a title can never break the XML', () => {
    const xml = buildAtomFeed({
      title: 'Tips & <tricks>',
      feedUrl: `${SITE}/feed.xml`,
      htmlUrl: `${SITE}/`,
      author: 'Kestrel AI',
      entries: [{ title: '"Quotes" & <b>', url: `${SITE}/blog/a?x=1&y=2`, published: '2026-01-01T00:00:00Z' }],
    })
    expect(xml).toContain('<title>Tips &amp; &lt;tricks&gt;</title>')
    expect(xml).toContain('<title>&quot;Quotes&quot; &amp; &lt;b&gt;</title>')
    expect(xml).toContain('href="http://localhost:3000/blog/a?x=1&amp;y=2"')
  })
})
