import { articleIndexRoutes } from '../../../_articles/index-routes'

/** /blog/page/2 and onwards, prerendered for every page that exists at build time. */
const { paged } = articleIndexRoutes('post')

export const generateStaticParams = paged.generateStaticParams
export const generateMetadata = paged.generateMetadata
export default paged.Page
