/**
 * Structured data (schema.org as JSON-LD) built from CMS content. Pure functions: the components
 * in components/seo render the result; tests check it without a server.
 */
export type JsonLd = Record<string, unknown> & { '@type': string }

const CONTEXT = 'https://schema.org'

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`

const absolute = (siteUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl === '/' ? '' : pathOrUrl}` || siteUrl

export function organizationJsonLd({
  siteUrl,
  name,
  description,
  logoUrl,
  telephone,
  sameAs,
}: {
  siteUrl: string
  name: string
  description?: string | null
  logoUrl?: string | null
  /** E.164, as schema.org recommends: `+12125550147`. */
  telephone?: string | null
  sameAs?: string[]
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name,
    url: `${siteUrl}/`,
    ...(description ? { description } : {}),
    ...(logoUrl ? { logo: absolute(siteUrl, logoUrl) } : {}),
    ...(telephone ? { telephone } : {}),
    ...(sameAs && sameAs.length > 0 ? { sameAs } : {}),
  }
}

/** Home > … > the current page. Each item is a name and a path on this site. */
export function breadcrumbJsonLd(siteUrl: string, items: Array<{ name: string; path: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(siteUrl, item.path),
    })),
  }
}

export function articleJsonLd({
  siteUrl,
  kind,
  headline,
  description,
  path,
  imageUrl,
  datePublished,
  dateModified,
  authorName,
  section,
  wordCount,
}: {
  siteUrl: string
  kind: 'post' | 'newsItem'
  headline: string
  description?: string | null
  path: string
  imageUrl?: string | null
  datePublished?: string | null
  dateModified?: string | null
  authorName?: string | null
  section?: string | null
  wordCount?: number
}): JsonLd {
  const url = absolute(siteUrl, path)
  return {
    '@context': CONTEXT,
    '@type': kind === 'post' ? 'BlogPosting' : 'NewsArticle',
    headline,
    ...(description ? { description } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(imageUrl ? { image: [absolute(siteUrl, imageUrl)] } : {}),
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified || datePublished ? { dateModified: dateModified ?? datePublished } : {}),
    ...(authorName ? { author: [{ '@type': 'Person', name: authorName }] } : {}),
    publisher: { '@id': organizationId(siteUrl) },
    ...(section ? { articleSection: section } : {}),
    ...(wordCount ? { wordCount } : {}),
    inLanguage: 'en-US',
  }
}

/** "$1,497/month" -> 1497; null when the text holds no price. */
export function monthlyPrice(text: string | null | undefined): number | null {
  const match = /\$\s?([\d,]+(?:\.\d+)?)/.exec(text ?? '')
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : null
}

/** A product page: each agent is a service the agency runs for the customer, sold by the month. */
export function serviceJsonLd({
  siteUrl,
  name,
  description,
  path,
  startingPrice,
  imageUrl,
}: {
  siteUrl: string
  name: string
  description?: string | null
  path: string
  startingPrice?: string | null
  imageUrl?: string | null
}): JsonLd {
  const price = monthlyPrice(startingPrice)
  const url = absolute(siteUrl, path)
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name,
    serviceType: 'AI agent',
    ...(description ? { description } : {}),
    url,
    ...(imageUrl ? { image: absolute(siteUrl, imageUrl) } : {}),
    provider: { '@id': organizationId(siteUrl) },
    areaServed: { '@type': 'Country', name: 'United States' },
    availableLanguage: 'English',
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'USD',
            price: price.toFixed(2),
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: price.toFixed(2),
              priceCurrency: 'USD',
              unitCode: 'MON',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            },
          },
        }
      : {}),
  }
}

export function faqPageJsonLd(items: Array<{ question?: string | null; answer?: string | null }>): JsonLd | null {
  const complete = items.filter((item): item is { question: string; answer: string } =>
    Boolean(item.question && item.answer),
  )
  if (complete.length === 0) return null
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: complete.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so that content can never close
 * the script element (Next.js JSON-LD guide).
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
