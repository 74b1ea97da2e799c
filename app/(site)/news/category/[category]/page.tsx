import { articleIndexRoutes } from '../../../_articles/index-routes'

/** /news/category/[category]: the index filtered by one category, prerendered per category. */
const { category } = articleIndexRoutes('newsItem')

export const generateStaticParams = category.generateStaticParams
export const generateMetadata = category.generateMetadata
export default category.Page
