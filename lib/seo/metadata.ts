import type { Metadata } from 'next'
import { stegaClean } from 'next-sanity'

/**
 * Metadata for one URL: title and description (with the site defaults as fallback), a canonical
 * link, robots, Open Graph and a large Twitter card. The image comes from the route's
 * opengraph-image (generated with next/og), and Next copies it to the Twitter card.
 */
export type SeoInput = {
  /** The document's SEO title, else its own title, else the site default. */
  title?: string | null
  description?: string | null
  /** The path of this URL on the site ("/" for the home page). */
  path: string
  /** The site's own address (config's siteUrl, no trailing slash): canonical URLs are absolute. */
  siteUrl: string
  /**
   * The path of the page this one repeats (the page's "Canonical page"), when it is another:
   * the canonical link and og:url name it, and no noindex is sent (see searchDirectives).
   */
  canonicalPath?: string | null
  siteName: string
  /** Use the title as is, without the brand suffix (the home page). */
  absoluteTitle?: boolean
  /** "Hide from search": robots noindex, follow (the sitemap leaves the page out on its own). */
  noIndex?: boolean | null
  article?: {
    publishedTime?: string | null
    modifiedTime?: string | null
    authors?: string[]
    section?: string | null
    tags?: string[]
  }
  /** Atom feeds to announce with <link rel="alternate">. */
  feeds?: Array<{ title: string; href: string }>
  /** The share card, when the route has no opengraph-image file (CMS pages: /og/[slug]). */
  image?: { url: string; alt: string }
}

/** Where the share card of a CMS page is generated (app/og/[[...slug]]/route.tsx). */
export function pageOgImagePath(slug: string) {
  return slug === '/' ? '/og' : `/og/${slug}`
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The title without a trailing "| Agency" (or "- Agency", "– Agency", "· Agency") an editor may have typed. */
export function withoutBrandSuffix(title: string, brand: string): string {
  return title.replace(new RegExp(`\\s*[|·•:\\-–—]\\s*${escapeRegExp(brand)}\\s*$`, 'i'), '').trim() || title.trim()
}

/**
 * The document title: the page's own title with the brand once. An editor's own "| Agency" is
 * dropped and the suffix applied here, once; a title that already names the brand elsewhere
 * ("About Kestrel AI: …") is left without it.
 */
export function brandedTitle(title: string, brand: string): string {
  const own = withoutBrandSuffix(title, brand)
  return new RegExp(`(^|\\W)${escapeRegExp(brand)}(\\W|$)`, 'i').test(own) ? own : `${own} | ${brand}`
}

/**
 * What search engines are told about indexing: a page that names another as its canonical page
 * says only that (no noindex, even when hidden), since "do not list this" and "count this as that
 * page" contradict each other and Google has said it may then carry the noindex over to the
 * original; a hidden page says noindex, follow (its links still count); any other page nothing.
 * The canonical URL is absolute, on the configured site address.
 */
function searchDirectives({ path, siteUrl, canonicalPath, noIndex }: SeoInput) {
  // In draft mode a slug read from the CMS may carry edit markers too.
  const original = stegaClean(canonicalPath)
  const elsewhere = original && original !== path ? original : null
  return {
    canonical: `${siteUrl}${elsewhere ?? path}`,
    robots: noIndex && !elsewhere ? { index: false, follow: true } : undefined,
  }
}

export function seoMetadata(input: SeoInput): Metadata {
  // In draft mode strings carry invisible edit markers (stega); metadata must be clean text.
  const cleanTitle = stegaClean(input.title)
  // Share cards carry the brand in og:site_name; the document title gets it once (brandedTitle).
  const title = cleanTitle ? withoutBrandSuffix(cleanTitle, input.siteName) : undefined
  const description = stegaClean(input.description) ?? undefined
  const { canonical, robots } = searchDirectives(input)
  const openGraphBase = {
    title,
    description,
    url: canonical,
    siteName: input.siteName,
    locale: 'en_US',
    ...(input.image ? { images: [{ ...input.image, ...OG_IMAGE_SIZE, type: 'image/png' }] } : {}),
  }
  return {
    title: cleanTitle
      ? { absolute: input.absoluteTitle ? cleanTitle : brandedTitle(cleanTitle, input.siteName) }
      : undefined,
    description,
    alternates: {
      canonical,
      ...(input.feeds && input.feeds.length > 0
        ? { types: { 'application/atom+xml': input.feeds.map((feed) => ({ title: feed.title, url: feed.href })) } }
        : {}),
    },
    openGraph: input.article
      ? {
          ...openGraphBase,
          type: 'article',
          publishedTime: input.article.publishedTime ?? undefined,
          modifiedTime: input.article.modifiedTime ?? input.article.publishedTime ?? undefined,
          authors: input.article.authors,
          section: input.article.section ?? undefined,
          tags: input.article.tags,
        }
      : { ...openGraphBase, type: 'website' },
    twitter: { card: 'summary_large_image', title, description },
    robots,
  }
}
