import { type Doc, withKeys } from './builders'
import { siteSettings } from './site-settings'
import { products } from './products'
import { customers } from './customers'
import { corePages } from './pages/core'
import { productPages } from './pages/products'
import { industryPages } from './pages/industries'
import { legalPages } from './pages/legal'
import { companyPages } from './pages/company'
import { chatAssistant } from './chat-assistant'
import { articleDocuments } from './articles'

/**
 * Every document of the seed dataset. Content modules register here; `npm run seed`
 * writes them to studio/seed/data.ndjson.
 */
export const documents: Doc[] = [
  siteSettings,
  ...products,
  ...customers,
  ...corePages,
  ...productPages,
  ...industryPages,
  ...legalPages,
  ...companyPages,
  chatAssistant,
  ...articleDocuments,
].map((doc) => withKeys(doc))
