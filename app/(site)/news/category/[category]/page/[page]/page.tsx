import { articleIndexRoutes } from '../../../../../_articles/index-routes'

/** /news/category/[category]/page/2 and onwards. */
const { categoryPaged } = articleIndexRoutes('newsItem')

export const generateStaticParams = categoryPaged.generateStaticParams
export const generateMetadata = categoryPaged.generateMetadata
export default categoryPaged.Page
