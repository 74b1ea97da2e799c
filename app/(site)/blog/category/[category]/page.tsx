import { articleIndexRoutes } from '../../../_articles/index-routes'

/** /blog/category/[category]: the index filtered by one category, prerendered per category. */
const { category } = articleIndexRoutes('post')

export const generateStaticParams = category.generateStaticParams
export const generateMetadata = category.generateMetadata
export default category.Page
