import 'server-only'
import { getConfig } from '../config'
import {
  articleFeedHref,
  articleHref,
  articleIndexHref,
  articleSections,
  type ArticleType,
} from '../content/article-routes'
import { fetchArticleFeed } from '../content/articles'
import { fetchSiteSettings } from '../content/site'
import { buildAtomFeed } from './atom-feed'

/** The Atom feed of one article type, or of all of them (/feed.xml). */
export async function renderArticleFeed(types: ArticleType[]): Promise<Response> {
  const [articles, settings] = await Promise.all([fetchArticleFeed(types), fetchSiteSettings()])
  const { siteUrl } = getConfig()
  const agency = settings?.agencyName ?? 'Kestrel AI'
  const single = types.length === 1 ? types[0]! : null
  const xml = buildAtomFeed({
    title: single ? `${agency} ${articleSections[single].feedTitle}` : `${agency}: blog and news`,
    subtitle: settings?.tagline,
    feedUrl: `${siteUrl}${single ? articleFeedHref(single) : '/feed.xml'}`,
    htmlUrl: `${siteUrl}${single ? articleIndexHref(single) : '/'}`,
    author: agency,
    entries: articles
      .filter((a) => a.slug && a.title && a.publishedAt)
      .map((a) => ({
        title: a.title!,
        url: `${siteUrl}${articleHref(a._type, a.slug!)}`,
        summary: a.excerpt,
        published: a.publishedAt!,
        updated: a._updatedAt,
        author: a.author,
        categories: a.categories,
      })),
  })
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } })
}
