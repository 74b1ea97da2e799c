import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The seed dataset the site renders without a CMS: tests read expectations from it. */
type SeedDoc = { _id: string; _type: string; [key: string]: unknown }

const SEED_FILE = path.join(process.cwd(), 'studio', 'seed', 'data.ndjson')

export function seedDocuments(): SeedDoc[] {
  return readFileSync(SEED_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedDoc)
}

type SiteSettings = {
  agencyName: string
  navigation: Array<{
    name: string
    path: string
    external?: boolean
    children?: Array<{ name: string; path: string; external?: boolean }>
  }>
  getStarted: { label: string; path: string; mobilePath: string }
  copyright: string
  footerLinks: Array<{ label: string; href: string }>
  footerColumns: Array<{ title: string; links: Array<{ label: string; href: string }> }>
  socialLinks: Array<{ platform: 'youtube' | 'x' | 'linkedin'; url: string }>
  /** As visitors read it, `+1 (212) 555-0147`. */
  phone: string
  bookingUrl?: string
  closingCta: { heading: string; body: string; buttonLabel: string }
}

export function seedSiteSettings(): SiteSettings {
  const doc = seedDocuments().find((d) => d._type === 'siteSettings')
  if (!doc) throw new Error('The seed dataset has no siteSettings document')
  return doc as unknown as SiteSettings
}

/** The heading of the first hero section of the page with this slug ('/' for the landing page). */
export function seedHeroHeading(slug: string): string | undefined {
  const page = seedDocuments().find(
    (d) =>
      d._type === 'page' &&
      (d.slug as { current?: string } | undefined)?.current === slug &&
      !d._id.startsWith('drafts.'),
  )
  const sections = (page?.sections ?? []) as Array<{ _type: string; heading?: string }>
  return sections.find((s) => s._type === 'hero')?.heading
}
