import { articleIndexRoutes } from '../_articles/index-routes'

/** /news: the CMS page's sections (hero, intro) and the newest articles. Takes precedence over the catch-all. */
const { index } = articleIndexRoutes('newsItem')

export const generateMetadata = index.generateMetadata
export default index.Page
