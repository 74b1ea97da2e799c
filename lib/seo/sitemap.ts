import type { MetadataRoute } from 'next'
import { articleHref, type ArticleType, pageHref } from '../content/article-routes'

type SitemapInput = {
  pages: Array<{
    slug: string | null
    _updatedAt?: string | null
    /** "Hide from search" is on. */
    hidden?: boolean | null
    /** The slug of the page's "Canonical page", when it names one. */
    canonicalSlug?: string | null
  }>
  products: Array<{ path: string | null; _updatedAt?: string | null }>
  articles: Array<{ _type: ArticleType; slug: string | null; publishedAt: string | null; _updatedAt?: string | null }>
}

const later = (a?: string | null, b?: string | null) => (a && b ? (a > b ? a : b) : (a ?? b ?? undefined))

/** A page the sitemap leaves out: hidden from search, or a repeat of another page (its canonical page is listed). */
const leftOut = (page: SitemapInput['pages'][number]) =>
  Boolean(page.hidden) || Boolean(page.canonicalSlug && page.canonicalSlug !== page.slug)

/**
 * sitemap.xml entries: every page, every product page, every post and news item, each URL once
 * (a product's page is also a CMS page). Pages hidden from search and pages that name another as
 * their canonical page are left out, also as a product's page; articles hidden from search never
 * reach it (SITEMAP_QUERY). Articles carry their last change for crawlers.
 */
export function buildSitemap(data: SitemapInput, siteUrl: string): MetadataRoute.Sitemap {
  const excluded = new Set(data.pages.flatMap((page) => (page.slug && leftOut(page) ? [pageHref(page.slug)] : [])))
  const entries = new Map<string, MetadataRoute.Sitemap[number]>()
  const add = (
    path: string,
    lastModified: string | undefined,
    priority: number,
    changeFrequency: 'daily' | 'weekly' | 'monthly',
  ) => {
    const url = `${siteUrl}${path === '/' ? '/' : path}`
    if (!entries.has(url) && !excluded.has(path))
      entries.set(url, { url, ...(lastModified ? { lastModified } : {}), changeFrequency, priority })
  }
  for (const page of data.pages)
    if (page.slug) add(pageHref(page.slug), page._updatedAt ?? undefined, page.slug === '/' ? 1 : 0.8, 'weekly')
  for (const product of data.products)
    if (product.path) add(product.path, product._updatedAt ?? undefined, 0.9, 'weekly')
  for (const article of data.articles)
    if (article.slug)
      add(articleHref(article._type, article.slug), later(article._updatedAt, article.publishedAt), 0.6, 'monthly')
  return [...entries.values()]
}
