/**
 * Where blog posts and news items live on the site. Shared by the routes, the sitemap, the feeds
 * and the Studio's Presentation tool, so a URL is spelled in one place. No server-only imports.
 */
export const ARTICLE_TYPES = ['post', 'newsItem'] as const
export type ArticleType = (typeof ARTICLE_TYPES)[number]

export const articleSections = {
  post: { type: 'post', basePath: '/blog', label: 'Blog', pageSlug: 'blog', feedTitle: 'Blog' },
  newsItem: { type: 'newsItem', basePath: '/news', label: 'News', pageSlug: 'news', feedTitle: 'News' },
} as const satisfies Record<
  ArticleType,
  { type: ArticleType; basePath: string; label: string; pageSlug: string; feedTitle: string }
>

/** Articles per index page: two rows of three cards on a wide screen. */
export const ARTICLES_PER_PAGE = 6

/**
 * Static segments under /blog and /news. They take precedence over `[slug]`, so an article may
 * not use one of them as its slug (the Studio's slug validation says so).
 */
export const RESERVED_ARTICLE_SLUGS = ['page', 'category', 'feed.xml'] as const

export function articleHref(type: ArticleType, slug: string) {
  return `${articleSections[type].basePath}/${slug}`
}

/** The index, optionally filtered by a category, at a page number (page 1 has no /page/1). */
export function articleIndexHref(
  type: ArticleType,
  { category, page = 1 }: { category?: string | null; page?: number } = {},
) {
  const base = category ? `${articleSections[type].basePath}/category/${category}` : articleSections[type].basePath
  return page > 1 ? `${base}/page/${page}` : base
}

export function articleFeedHref(type: ArticleType) {
  return `${articleSections[type].basePath}/feed.xml`
}

export function pageCount(total: number, perPage = ARTICLES_PER_PAGE) {
  return Math.max(1, Math.ceil(total / perPage))
}

/** "2" -> 2; anything that is not a whole page number >= 1 -> null (the route answers 404). */
export function parsePageNumber(value: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(value)) return null
  return Number(value)
}

/** The path of a CMS page slug ("/" is the landing page). */
export function pageHref(slug: string) {
  return slug === '/' ? '/' : `/${slug}`
}
