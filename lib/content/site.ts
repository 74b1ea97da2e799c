import 'server-only'
import { cache } from 'react'
import { fetchContent } from './index'
import { PAGE_BY_SLUG_QUERY, PAGE_SLUGS_QUERY, SITE_SETTINGS_QUERY } from './queries'

/** Cache tags: a publish of a document revalidates the tag of its type (and its slug). */
export const contentTags = {
  siteSettings: 'siteSettings',
  page: (slug: string) => `page:${slug}`,
  pages: 'page',
} as const

/** Site settings: navigation, footer, booking link, closing call to action. Once per request. */
export const fetchSiteSettings = cache(() => fetchContent(SITE_SETTINGS_QUERY, {}, { tags: [contentTags.siteSettings] }))

/** A page by its slug ("/" for the landing page), or null when none has it. */
export const fetchPageBySlug = cache((slug: string) =>
  fetchContent(PAGE_BY_SLUG_QUERY, { slug }, { tags: [contentTags.pages, contentTags.page(slug)] }),
)

/** Every page slug, for prerendering. */
export async function fetchPageSlugs(): Promise<string[]> {
  const slugs = await fetchContent(PAGE_SLUGS_QUERY, {}, { tags: [contentTags.pages] })
  return slugs.filter((slug): slug is string => typeof slug === 'string')
}

export type SiteSettings = NonNullable<Awaited<ReturnType<typeof fetchSiteSettings>>>
export type NavItem = NonNullable<SiteSettings['navigation']>[number]
