import { articleIndexRoutes } from '../../../_articles/index-routes'

/** /news/page/2 and onwards, prerendered for every page that exists at build time. */
const { paged } = articleIndexRoutes('newsItem')

export const generateStaticParams = paged.generateStaticParams
export const generateMetadata = paged.generateMetadata
export default paged.Page
