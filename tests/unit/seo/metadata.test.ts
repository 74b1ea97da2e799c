import { describe, expect, it } from 'vitest'
import { articleMetadata } from '@/app/(site)/_articles/detail-routes'
import { articleIndexRoutes } from '@/app/(site)/_articles/index-routes'
import { pageMetadata } from '@/app/(site)/page-view'
import { generateMetadata as tryNowMetadata } from '@/app/(site)/trynow/page'
import { brandedTitle, withoutBrandSuffix } from '@/lib/seo/metadata'
import { loadSeedDataset } from '@/lib/content/seed-dataset'

const SITE = 'http://localhost:3000'
const seed = loadSeedDataset()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- seed documents are untyped JSON
const bySlug = (type: string, slug: string): any =>
  seed.find((d) => d._type === type && (d.slug as { current: string }).current === slug)
const settings = seed.find((d) => d._type === 'siteSettings') as unknown as { agencyName: string }

describe('metadata', () => {
  it('a page takes its title and description from its SEO fields, with a canonical URL and share cards', async () => {
    const doc = bySlug('page', 'pricing') as { seo: { title: string; description: string } }
    const metadata = await pageMetadata('pricing')
    expect(metadata.title).toEqual({ absolute: `${doc.seo.title} | ${settings.agencyName}` })
    expect(metadata.description).toBe(doc.seo.description)
    expect(metadata.alternates?.canonical).toBe(`${SITE}/pricing`)
    expect(metadata.openGraph).toMatchObject({
      title: doc.seo.title,
      description: doc.seo.description,
      url: `${SITE}/pricing`,
      siteName: settings.agencyName,
      type: 'website',
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: doc.seo.title })
  })

  it('the landing page title is not run through the "| Agency" template', async () => {
    const doc = bySlug('page', '/') as { seo: { title: string } }
    expect((await pageMetadata('/')).title).toEqual({ absolute: doc.seo.title })
  })

  it('a post is an Open Graph article with its author, dates, section and feed', async () => {
    const doc = bySlug('post', 'seven-day-rollout-plan') as {
      seo: { title: string; description: string }
      publishedAt: string
    }
    const metadata = await articleMetadata('post', 'seven-day-rollout-plan')
    expect(metadata.title).toEqual({ absolute: `${doc.seo.title} | ${settings.agencyName}` })
    expect(metadata.description).toBe(doc.seo.description)
    expect(metadata.alternates?.canonical).toBe(`${SITE}/blog/seven-day-rollout-plan`)
    expect(metadata.alternates?.types).toEqual({
      'application/atom+xml': [{ title: `${settings.agencyName} Blog`, url: '/blog/feed.xml' }],
    })
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: `${SITE}/blog/seven-day-rollout-plan`,
      publishedTime: doc.publishedAt,
      authors: ['Maya Okafor'],
      section: 'Getting started',
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('an article without SEO fields falls back to its title and excerpt', async () => {
    const doc = bySlug('newsItem', 'main-street-ai-workshops') as { title: string; excerpt: string; seo?: unknown }
    expect(doc.seo).toBeUndefined()
    const metadata = await articleMetadata('newsItem', 'main-street-ai-workshops')
    expect(metadata.title).toEqual({ absolute: `${doc.title} | ${settings.agencyName}` })
    expect(metadata.description).toBe(doc.excerpt)
  })

  it('an unknown slug gets the not-found title', async () => {
    expect(await articleMetadata('post', 'no-such-post')).toEqual({ title: 'Page Not Found' })
  })
})

describe('the brand appears once in a title', () => {
  it.each([
    ['Privacy Statement | Kestrel AI', 'Privacy Statement | Kestrel AI'],
    ['Privacy Statement', 'Privacy Statement | Kestrel AI'],
    ['Privacy Statement - Kestrel AI', 'Privacy Statement | Kestrel AI'],
    ['Privacy Statement — kestrel ai ', 'Privacy Statement | Kestrel AI'],
    ['About Kestrel AI: AI agents for Main Street', 'About Kestrel AI: AI agents for Main Street'],
    [
      'Careers at Kestrel AI | Build AI agents for small business',
      'Careers at Kestrel AI | Build AI agents for small business',
    ],
    ['Kestrel AI', 'Kestrel AI'],
    ['Kestrel AIR filters', 'Kestrel AIR filters | Kestrel AI'],
  ])('%j becomes %j', (title, expected) => {
    expect(brandedTitle(title, 'Kestrel AI')).toBe(expected)
  })

  it('drops only a trailing brand, so a page number can follow the page’s own title', () => {
    expect(withoutBrandSuffix('Blog: Practical Guides to AI Agents | Kestrel AI', 'Kestrel AI')).toBe(
      'Blog: Practical Guides to AI Agents',
    )
    expect(withoutBrandSuffix('Kestrel AI', 'Kestrel AI')).toBe('Kestrel AI')
  })

  it('a page whose CMS title ends in the brand gets it once, and its share card none', async () => {
    const doc = bySlug('page', 'privacy-statement') as { seo: { title: string } }
    expect(doc.seo.title).toMatch(/\| Kestrel AI$/)
    const metadata = await pageMetadata('privacy-statement')
    expect(metadata.title).toEqual({ absolute: doc.seo.title })
    expect(metadata.openGraph?.title).toBe('Privacy Statement')
  })
})

describe('what search engines are told about a page', () => {
  type SeedPage = {
    _id: string
    slug: { current: string }
    seo?: { noIndex?: boolean }
    canonicalPage?: { _ref: string }
    sections?: Array<{ _type: string; successPath?: string }>
  }
  const pages = seed.filter((doc) => doc._type === 'page') as unknown as SeedPage[]
  const byId = new Map(pages.map((page) => [page._id, page]))
  const pathOf = (slug: string) => (slug === '/' ? '/' : `/${slug}`)
  const NOINDEX_FOLLOW = { index: false, follow: true }

  it('a page of its own has its own absolute canonical URL and no robots meta', async () => {
    for (const slug of ['/', 'pricing', 'contact']) {
      const metadata = await pageMetadata(slug)
      expect(metadata.alternates?.canonical, slug).toBe(`${SITE}${pathOf(slug)}`)
      expect(metadata.robots, slug).toBeUndefined()
    }
    const blog = await articleIndexRoutes('post').index.generateMetadata()
    expect(blog.alternates?.canonical).toBe(`${SITE}/blog`)
    expect(blog.robots).toBeUndefined()
  })

  it('/thank-you, where every form goes once sent, is noindex, follow, with its own canonical URL', async () => {
    expect(bySlug('page', 'thank-you').seo.noIndex).toBe(true)
    const metadata = await pageMetadata('thank-you')
    expect(metadata.robots).toEqual(NOINDEX_FOLLOW)
    expect(metadata.alternates?.canonical).toBe(`${SITE}/thank-you`)
  })

  it.each([
    ['home', '/'],
    ['contact2', '/contact'],
  ])(
    'the campaign page /%s names %s as its canonical URL, absolute, and sends no noindex beside it',
    async (slug, original) => {
      const doc = bySlug('page', slug) as SeedPage
      // Hidden from search as well, but a noindex beside the canonical link would contradict it.
      expect(doc.seo?.noIndex).toBe(true)
      expect(doc.canonicalPage).toBeDefined()
      const metadata = await pageMetadata(slug)
      expect(metadata.alternates?.canonical).toBe(`${SITE}${original}`)
      expect(metadata.openGraph?.url).toBe(`${SITE}${original}`)
      expect(metadata.robots).toBeUndefined()
    },
  )

  it('/trynow, the contact page under another address, names /contact', async () => {
    const metadata = await tryNowMetadata()
    expect(metadata.alternates?.canonical).toBe(`${SITE}/contact`)
    expect(metadata.robots).toBeUndefined()
  })

  it('every page of the seed says what its "Hide from search" and "Canonical page" say', async () => {
    for (const page of pages) {
      const slug = page.slug.current
      const original = page.canonicalPage ? byId.get(page.canonicalPage._ref)?.slug.current : slug
      expect(original, `${slug}'s canonical page`).toBeDefined()
      const metadata = await pageMetadata(slug)
      expect(metadata.alternates?.canonical, slug).toBe(`${SITE}${pathOf(original!)}`)
      expect(metadata.robots, slug).toEqual(page.seo?.noIndex && original === slug ? NOINDEX_FOLLOW : undefined)
    }
  })

  it('every page a form leads to once sent is hidden from search', async () => {
    const successPaths = new Set(
      pages.flatMap((page) => (page.sections ?? []).flatMap((section) => section.successPath ?? [])),
    )
    expect([...successPaths]).toEqual(['/thank-you'])
    for (const path of successPaths) expect((await pageMetadata(path.slice(1))).robots, path).toEqual(NOINDEX_FOLLOW)
  })
})
