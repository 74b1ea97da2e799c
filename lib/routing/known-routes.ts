import { ARTICLE_TYPES, articleSections, type ArticleType, pageCount, parsePageNumber } from '../content/article-routes'

/**
 * Which addresses the site has, decided before any page renders (proxy.ts). The content routes are
 * dynamic, so that a page, article or category published after the build renders on its first
 * visit; left alone, every made-up address would render too and be kept in the page cache for good
 * (and its share image rendered as a fallback card). The index below lists what the content source
 * has, and anything else under a content route is answered 404 without rendering.
 */
export type RouteIndex = {
  /** CMS page slugs, as stored ('pricing', 'a/b'; '/' is the landing page). */
  pages: ReadonlySet<string>
  articles: Record<ArticleType, { slugs: ReadonlySet<string>; pages: number; categories: ReadonlyMap<string, number> }>
}

/** What the route-index query returns (lib/routing/route-index.ts). */
export type RouteIndexData = {
  pages: Array<string | null>
  articles: Array<{ _type: string; slug: string | null; categories: Array<string | null> | null }>
}

function articleRoutes(data: RouteIndexData, type: ArticleType): RouteIndex['articles'][ArticleType] {
  const ofType = data.articles.filter((article) => article._type === type && article.slug)
  const perCategory = new Map<string, number>()
  for (const article of ofType) {
    for (const category of new Set(article.categories ?? [])) {
      if (category) perCategory.set(category, (perCategory.get(category) ?? 0) + 1)
    }
  }
  return {
    slugs: new Set(ofType.map((article) => article.slug!)),
    pages: pageCount(ofType.length),
    categories: new Map([...perCategory].map(([category, total]) => [category, pageCount(total)])),
  }
}

export function buildRouteIndex(data: RouteIndexData): RouteIndex {
  return {
    pages: new Set(data.pages.filter((slug): slug is string => Boolean(slug))),
    articles: { post: articleRoutes(data, 'post'), newsItem: articleRoutes(data, 'newsItem') },
  }
}

/**
 * Top-level names that are not CMS pages: the app's own routes and files (app/), the public
 * folder's entries, and the build's. A page or file is one address; under a folder, the route or
 * file itself answers; a tree is both (a section rendered per request, whose 404s are never stored). tests/unit/routing/known-routes.test.ts checks the list against app/ and
 * public/, so a new route cannot be answered 404 by mistake.
 */
export const OWN_TOP_LEVEL = new Map<string, 'page' | 'folder' | 'tree'>([
  ['_next', 'folder'],
  ['api', 'folder'],
  ['seed', 'folder'],
  // The staff inbox (ARCHITECTURE: /staff/*, dynamic and private).
  ['staff', 'tree'],
  ['offline', 'page'],
  ['trynow', 'page'],
  ['feed.xml', 'page'],
  ['sitemap.xml', 'page'],
  ['robots.txt', 'page'],
  ['icon.svg', 'page'],
  ['apple-icon', 'page'],
  ['service-worker.js', 'page'],
])

/** The top-level names above that are pages of the site (app/(site)/<name>); the rest are files, folders and private areas. */
export const OWN_PAGES = new Set(['offline', 'trynow'])

/** Pages served only in place of another address (the 404 and 400 pages): no address of their own. */
export const INTERNAL_TOP_LEVEL = new Set(['page-not-found', 'bad-request'])

export type RouteVerdict =
  /** A page, file or route of the site: let it through. */
  | 'pass'
  /** No such page: the site's 404, rendered at build time, never stored per address. */
  | 'not-found'
  /** A share image of a page or article that does not exist: a plain 404, nothing drawn. */
  | 'image-not-found'
  /** A path that does not decode (`/%ff`): the client's error. */
  | 'bad-request'
  /** The address of a page served only in place of others: a plain 404, never a rewrite (no loop). */
  | 'internal'

const sectionOf = (segment: string): ArticleType | null =>
  ARTICLE_TYPES.find((type) => articleSections[type].basePath === `/${segment}`) ?? null

/** Page numbers 1…pages of an index; /page/1 is answered by a redirect to the index itself. */
const isIndexPage = (value: string, pages: number) => {
  const page = parsePageNumber(value)
  return page !== null && page <= pages
}

function articleVerdict(type: ArticleType, rest: string[], index: RouteIndex): RouteVerdict {
  const known = index.articles[type]
  const [first, second, third, fourth] = rest
  if (rest.length === 0) return 'pass'
  if (rest.length === 1 && first === 'feed.xml') return 'pass'
  if (first === 'page') return rest.length === 2 && isIndexPage(second!, known.pages) ? 'pass' : 'not-found'
  if (first === 'category') {
    const pages = known.categories.get(second ?? '')
    if (pages === undefined) return 'not-found'
    if (rest.length === 2) return 'pass'
    return rest.length === 4 && third === 'page' && isIndexPage(fourth!, pages) ? 'pass' : 'not-found'
  }
  if (rest.length === 1) return known.slugs.has(first!) ? 'pass' : 'not-found'
  // The article's share card: /blog/<slug>/opengraph-image-<hash>.
  if (rest.length === 2 && second!.startsWith('opengraph-image'))
    return known.slugs.has(first!) ? 'pass' : 'image-not-found'
  return 'not-found'
}

/**
 * A percent-encoded letter, digit or `-._~`: characters no client needs to encode. Next routes on
 * the path as sent, so `/%73taff/x` is not `/staff/x` to it: decoded here, it was classified as the
 * staff area and let through, to fall to the page catch-all, which rendered and stored a 404.
 */
const NEEDLESSLY_ENCODED = /%(?:3\d|4[1-9a-f]|5[\da]|6[1-9a-f]|7[\da]|2d|2e|5f|7e)/i

/** The verdict for a request path as it arrived (percent-encoded). */
export function classifyPath(
  pathname: string,
  index: RouteIndex,
  { studioDeepLinks }: { studioDeepLinks: boolean },
): RouteVerdict {
  if (NEEDLESSLY_ENCODED.test(pathname)) return 'bad-request'
  let segments: string[]
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return 'bad-request'
  }
  const [top, ...rest] = segments
  if (top === undefined) return 'pass'
  if (INTERNAL_TOP_LEVEL.has(top)) return 'internal'
  if (top === 'studio') return rest.length === 0 || studioDeepLinks ? 'pass' : 'not-found'
  const own = OWN_TOP_LEVEL.get(top)
  if (own) return own === 'tree' || (own === 'folder') === rest.length > 0 ? 'pass' : 'not-found'
  if (top === 'og') {
    // /og is the landing page's card, /og/<slug> a page's.
    return rest.length === 0 || index.pages.has(rest.join('/')) ? 'pass' : 'image-not-found'
  }
  const section = sectionOf(top)
  if (section) return articleVerdict(section, rest, index)
  return index.pages.has(segments.join('/')) ? 'pass' : 'not-found'
}

/**
 * What an address classifyPath lets through is, for what shared caches may keep of its answer
 * (lib/routing/page-cache-control.ts):
 * - `page`: a public page of the site: the landing page, a CMS page, an article, an index or
 *   category of articles, or one of the site's own pages (OWN_PAGES). Its answers (the HTML, and
 *   the RSC payload of a navigation to it) are the same for every visitor outside draft mode.
 * - `published`: a file drawn from published content, which a publish changes as it does the
 *   pages: the feeds, the sitemap, and the share cards of pages and articles.
 * - `studio`: the Studio's page, whose HTML names this build's scripts.
 * - `other`: the staff area, the API, the Studio's deep links, icons, robots.txt and files.
 */
export type AddressKind = 'page' | 'published' | 'studio' | 'other'

export function addressKind(pathname: string): AddressKind {
  const [top, ...rest] = pathname.split('/').filter(Boolean)
  if (top === undefined) return 'page'
  if (top === 'studio') return rest.length === 0 ? 'studio' : 'other'
  if (top === 'og' || top === 'feed.xml' || top === 'sitemap.xml') return 'published'
  if (INTERNAL_TOP_LEVEL.has(top)) return 'other'
  if (OWN_TOP_LEVEL.has(top)) return OWN_PAGES.has(top) && rest.length === 0 ? 'page' : 'other'
  if (sectionOf(top)) {
    const isFeed = rest.length === 1 && rest[0] === 'feed.xml'
    const isShareCard = rest.length === 2 && rest[1]!.startsWith('opengraph-image')
    return isFeed || isShareCard ? 'published' : 'page'
  }
  return 'page'
}
