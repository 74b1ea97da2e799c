import { articleDetailRoutes } from '../../_articles/detail-routes'

/** /blog/[slug]: one article, prerendered for every slug at build time. */
const routes = articleDetailRoutes('post')

export const generateStaticParams = routes.generateStaticParams
export const generateMetadata = routes.generateMetadata
export default routes.Page
