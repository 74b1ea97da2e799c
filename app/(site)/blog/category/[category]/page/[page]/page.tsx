import { articleIndexRoutes } from '../../../../../_articles/index-routes'

/** /blog/category/[category]/page/2 and onwards. */
const { categoryPaged } = articleIndexRoutes('post')

export const generateStaticParams = categoryPaged.generateStaticParams
export const generateMetadata = categoryPaged.generateMetadata
export default categoryPaged.Page
