import { articleIndexRoutes } from '../_articles/index-routes'

/** /blog: the CMS page's sections (hero, intro) and the newest articles. Takes precedence over the catch-all. */
const { index } = articleIndexRoutes('post')

export const generateMetadata = index.generateMetadata
export default index.Page
