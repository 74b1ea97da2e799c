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
  closingCta{ heading, body, buttonLabel },
  voiceAssistant{ assistantId, squadId },
  defaultSeo{ title, description, noIndex }
}`)

export const PAGE_BY_SLUG_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seo{ title, description, noIndex },
  sections[]${sectionsProjection}
}`)

export const PAGE_SLUGS_QUERY = defineQuery(`*[_type == "page" && defined(slug.current)].slug.current`)
