import 'server-only'
import { fetchPageBySlug, fetchSiteSettings } from '../content/site'
import { renderOgImage } from './og-image'

/** The share card of a CMS page: its hero's eyebrow and heading, and the agency's tagline. */
export async function pageOgImage(slug: string) {
  const [page, settings] = await Promise.all([fetchPageBySlug(slug), fetchSiteSettings()])
  const agency = settings?.agencyName ?? 'Kestrel AI'
  const hero = page?.sections?.find((section) => section._type === 'hero')
  return renderOgImage({
    siteName: agency,
    eyebrow: hero?._type === 'hero' ? hero.eyebrow : null,
    title: (hero?._type === 'hero' ? hero.heading : null) ?? page?.title ?? agency,
    footer: settings?.tagline,
  })
}
