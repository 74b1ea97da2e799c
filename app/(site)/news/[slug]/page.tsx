import { articleDetailRoutes } from '../../_articles/detail-routes'

/** /news/[slug]: one article, prerendered for every slug at build time. */
const routes = articleDetailRoutes('newsItem')

export const generateStaticParams = routes.generateStaticParams
export const generateMetadata = routes.generateMetadata
export default routes.Page
