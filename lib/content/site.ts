import 'server-only'
import { cache } from 'react'
import { fetchContent } from './index'
import { PAGE_BY_SLUG_QUERY, PAGE_SLUG_BY_ID_QUERY, PAGE_SLUGS_QUERY, SITE_SETTINGS_QUERY } from './queries'

/**
 * Cache tags, one scheme for every document type, shared by the fetchers and the webhook:
 *
 * - `${_type}` (for example `post`): any document of the type. Lists, counts, neighbours, the
 *   sitemap, Michael's knowledge and every query that dereferences the type declare it.
 * - `${_type}:${slug}` (for example `post:seven-day-rollout-plan`, `page:pricing`, `page:/`):
 *   the one document with that slug, declared by the fetch that reads it by slug.
 *
 * A publish revalidates exactly the tags of the document it touched: its type tag, its slug tag,
 * and the tag of its previous slug when the slug changed (`tagsForDocument`). Singletons
 * (siteSettings, chatAssistant) have no slug, so only their type tag.
 */
export const contentTags = {
  type: (type: string) => type,
  document: (type: string, slug: string) => `${type}:${slug}`,
  siteSettings: 'siteSettings',
  page: (slug: string) => `page:${slug}`,
  pages: 'page',
} as const

/** What a Sanity webhook says about a published, edited or deleted document. */
export type ChangedDocument = { _type: string; slug?: string | null; previousSlug?: string | null }

/** The tags to revalidate when this document changes (see contentTags). */
export function tagsForDocument({ _type, slug, previousSlug }: ChangedDocument): string[] {
  const tags = new Set([contentTags.type(_type)])
  for (const value of [slug, previousSlug]) if (value) tags.add(contentTags.document(_type, value))
  return [...tags]
}

/** Site settings: navigation, footer, booking link, closing call to action. Once per request. */
export const fetchSiteSettings = cache(() =>
  fetchContent(SITE_SETTINGS_QUERY, {}, { tags: [contentTags.siteSettings] }),
)

/**
 * A page by its slug ("/" for the landing page), or null when none has it. Sections dereference
 * products (product grids), customers (logo strips, case studies), authors (the team) and the
 * posts and news items case studies link to, so a publish of one of those refreshes the pages
 * too; another page's does not.
 */
export const PAGE_REFERENCED_TYPES = ['product', 'customer', 'author', 'post', 'newsItem'] as const

export const fetchPageBySlug = cache((slug: string) =>
  fetchContent(
    PAGE_BY_SLUG_QUERY,
    { slug },
    { tags: [contentTags.page(slug), ...PAGE_REFERENCED_TYPES.map((type) => contentTags.type(type))] },
  ),
)

/**
 * The slug of the page with this id: the canonical page another page names. Read apart from the
 * page itself and tagged with every page, since the canonical page's slug may change with its own
 * publish; only a page that names one reads it, so other pages are not refreshed by every page's
 * publish.
 */
export const fetchPageSlugById = cache((id: string) =>
  fetchContent(PAGE_SLUG_BY_ID_QUERY, { id }, { tags: [contentTags.pages] }),
)

/** Every page slug, for prerendering. */
export async function fetchPageSlugs(): Promise<string[]> {
  const slugs = await fetchContent(PAGE_SLUGS_QUERY, {}, { tags: [contentTags.pages] })
  return slugs.filter((slug): slug is string => typeof slug === 'string')
}

export type SiteSettings = NonNullable<Awaited<ReturnType<typeof fetchSiteSettings>>>
export type NavItem = NonNullable<SiteSettings['navigation']>[number]
