import { type Doc, withKeys } from './builders'
import { siteSettings } from './site-settings'

/**
 * Every document of the seed dataset. Content modules register here; `npm run seed`
 * writes them to studio/seed/data.ndjson.
 */
export const documents: Doc[] = [siteSettings].map((doc) => withKeys(doc))
