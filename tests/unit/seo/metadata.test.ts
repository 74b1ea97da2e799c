import { describe, expect, it } from 'vitest'
import { articleMetadata } from '@/app/(site)/_articles/detail-routes'
import { pageMetadata } from '@/app/(site)/page-view'
import { loadSeedDataset } from '@/lib/content/seed-dataset'

const seed = loadSeedDataset()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- seed documents are untyped JSON
const bySlug = (type: string, slug: string): any => seed.find((d) => d._type === type && (d.slug as { current: string }).current === slug)
const settings = seed.find((d) => d._type === 'siteSettings') as unknown as { agencyName: string }

describe('metadata', () => {
  it('a page takes its title and description from its SEO fields, with a canonical URL and share cards', async () => {
    const doc = bySlug('page', 'pricing') as { seo: { title: string; description: string } }
    const metadata = await pageMetadata('pricing')
    expect(metadata.title).toBe(doc.seo.title)
    expect(metadata.description).toBe(doc.seo.description)
    expect(metadata.alternates?.canonical).toBe('/pricing')
    expect(metadata.openGraph).toMatchObject({ title: doc.seo.title, description: doc.seo.description, url: '/pricing', siteName: settings.agencyName, type: 'website' })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: doc.seo.title })
  })

  it('the landing page title is not run through the "| Agency" template', async () => {
    const doc = bySlug('page', '/') as { seo: { title: string } }
    expect((await pageMetadata('/')).title).toEqual({ absolute: doc.seo.title })
  })

  it('a post is an Open Graph article with its author, dates, section and feed', async () => {
    const doc = bySlug('post', 'seven-day-rollout-plan') as { seo: { title: string; description: string }; publishedAt: string }
    const metadata = await articleMetadata('post', 'seven-day-rollout-plan')
    expect(metadata.title).toBe(doc.seo.title)
    expect(metadata.description).toBe(doc.seo.description)
    expect(metadata.alternates?.canonical).toBe('/blog/seven-day-rollout-plan')
    expect(metadata.alternates?.types).toEqual({ 'application/atom+xml': [{ title: `${settings.agencyName} Blog`, url: '/blog/feed.xml' }] })
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: '/blog/seven-day-rollout-plan',
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
    expect(metadata.title).toBe(doc.title)
    expect(metadata.description).toBe(doc.excerpt)
  })

  it('an unknown slug gets the not-found title', async () => {
    expect(await articleMetadata('post', 'no-such-post')).toEqual({ title: 'Page Not Found' })
  })
})
