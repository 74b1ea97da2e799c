import { articleDetailRoutes, OG_CONTENT_TYPE, OG_SIZE } from '../../_articles/detail-routes'

/** The share card of each article, prerendered with the article pages. */
const routes = articleDetailRoutes('newsItem')

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'The article’s title on a news share card'
export const generateStaticParams = routes.generateStaticParams

export default routes.OgImage
