import { defineQuery } from 'next-sanity'
import { sectionsProjection } from './sections/projection'
import { imageProjection } from './projections'

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings"][0]{
  agencyName,
  tagline,
  logo${imageProjection},
  navigation[]{ _key, name, path, external, children[]{ _key, name, path, external } },
  getStarted{ label, path, mobilePath },
  copyright,
  footerLinks[]{ _key, label, href },
  footerColumns[]{ _key, title, links[]{ _key, label, href } },
  socialLinks[]{ _key, platform, url },
  phone,
  bookingUrl,
  bookingEmail,
  closingCta{ heading, body, buttonLabel },
  voiceAssistant{ assistantId, squadId, callMeAssistantId },
  defaultSeo{ title, description, noIndex }
}`)

export const PAGE_BY_SLUG_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seo{ title, description, noIndex },
  "canonicalPageId": canonicalPage._ref,
  sections[]${sectionsProjection}
}`)

/** The path of a page by its id: where a page that names a canonical page points (fetchCanonicalSlug). */
export const PAGE_SLUG_BY_ID_QUERY = defineQuery(`*[_type == "page" && _id == $id][0].slug.current`)

export const PAGE_SLUGS_QUERY = defineQuery(`*[_type == "page" && defined(slug.current)].slug.current`)
