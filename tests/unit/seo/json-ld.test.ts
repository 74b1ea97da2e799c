import { describe, expect, it } from 'vitest'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  monthlyPrice,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from '@/lib/seo/json-ld'

const SITE = 'https://kestrel.example'

describe('structured data', () => {
  it('describes the agency as an Organization with its social profiles', () => {
    expect(organizationJsonLd({ siteUrl: SITE, name: 'Kestrel AI', sameAs: ['https://x.com/kestrel'] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Kestrel AI',
      url: `${SITE}/`,
      sameAs: ['https://x.com/kestrel'],
    })
  })

  it('gives the agency’s phone number when the site settings have one', () => {
    expect(organizationJsonLd({ siteUrl: SITE, name: 'Kestrel AI', telephone: '+12125550147' })).toMatchObject({
      '@type': 'Organization',
      telephone: '+12125550147',
    })
    expect(organizationJsonLd({ siteUrl: SITE, name: 'Kestrel AI', telephone: null })).not.toHaveProperty('telephone')
  })

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(SITE, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: SITE },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
    ])
  })

  it('marks posts as BlogPosting and news as NewsArticle, published by the Organization', () => {
    const base = {
      siteUrl: SITE,
      headline: 'H',
      path: '/blog/h',
      imageUrl: '/seed/images/c.webp',
      datePublished: '2026-11-10T14:00:00.000Z',
      authorName: 'Maya Okafor',
    }
    const post = articleJsonLd({ ...base, kind: 'post' })
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      url: `${SITE}/blog/h`,
      image: [`${SITE}/seed/images/c.webp`],
      datePublished: base.datePublished,
      dateModified: base.datePublished,
      author: [{ '@type': 'Person', name: 'Maya Okafor' }],
      publisher: { '@id': `${SITE}/#organization` },
    })
    expect(articleJsonLd({ ...base, kind: 'newsItem' })['@type']).toBe('NewsArticle')
  })

  it('prices a product page as a monthly Service offer', () => {
    expect(monthlyPrice('$1,497/month')).toBe(1497)
    expect(monthlyPrice('Contact us')).toBeNull()
    const data = serviceJsonLd({
      siteUrl: SITE,
      name: 'AI Receptionist',
      path: '/ai-receptionist',
      startingPrice: '$297/month',
    })
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'AI Receptionist',
      offers: { price: '297.00', priceCurrency: 'USD' },
    })
  })

  it('builds an FAQPage only from complete questions', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: null }])).toBeNull()
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ])
  })

  it('serializes so that content cannot close the script element', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })
})
