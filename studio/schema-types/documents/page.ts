import { defineField, defineType, type ValidationContext } from 'sanity'
import { sectionTypeNames } from '../sections'

/** "/" for the landing page, otherwise a lowercase path without a leading slash ("pricing"). */
export const PAGE_SLUG_PATTERN = /^(\/|[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)$/

const publishedId = (id: string) => id.replace(/^drafts\./, '')
const pagePath = (slug: string | null | undefined) => (slug === '/' ? 'The landing page' : `/${slug ?? ''}`)

// The site's SANITY_API_VERSION; lib/config.ts itself does not load in the Studio's browser bundle.
const studioClient = (context: ValidationContext) => context.getClient({ apiVersion: '2025-10-01' })

/** What the canonical page's own SEO settings say (the published page, as search engines see it). */
function canonicalTarget(context: ValidationContext, id: string) {
  return studioClient(context).fetch<{ slug: string | null; canonical: string | null; hidden: boolean } | null>(
    `*[_id == $id][0]{ "slug": slug.current, "canonical": canonicalPage._ref, "hidden": seo.noIndex == true }`,
    { id },
  )
}

/** The paths of the published pages that name this one as their canonical page. */
async function pagesPointingAt(context: ValidationContext, id: string) {
  const slugs = await studioClient(context).fetch<Array<string | null>>(
    `*[_type == "page" && canonicalPage._ref == $id && !(_id in path("drafts.**"))].slug.current`,
    { id },
  )
  return slugs.map(pagePath)
}

export const pageType = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'slug',
      title: 'Path',
      type: 'slug',
      group: 'content',
      description: 'The address of the page: "pricing" is served at /pricing. The landing page is "/".',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) =>
        rule.required().custom((slug) => {
          const current = (slug as { current?: string } | undefined)?.current
          if (!current) return 'Required'
          return (
            PAGE_SLUG_PATTERN.test(current) || 'Use lowercase letters, digits and dashes, for example "ai-receptionist"'
          )
        }),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description: 'The page is built from these blocks, top to bottom.',
      of: sectionTypeNames.map((type) => ({ type })),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
    defineField({
      name: 'canonicalPage',
      title: 'Canonical page',
      type: 'reference',
      to: [{ type: 'page' }],
      group: 'seo',
      description:
        'Only for a page that repeats another, such as a copy of the contact page made for an ad campaign: pick the original here. Search engines then count the two as one page and show the original in results, and this page leaves the sitemap. While this is set, "Hide from search" has no effect on this page: asking search engines both to skip it and to credit the original would contradict itself. Leave it empty for a page of its own.',
      options: {
        disableNew: true,
        // Neither this page itself nor a page that already points elsewhere (search engines do not follow a chain).
        filter: ({ document }) => ({
          filter: '!(_id in [$id, $draftId]) && !defined(canonicalPage)',
          params: { id: publishedId(document._id), draftId: `drafts.${publishedId(document._id)}` },
        }),
      },
      validation: (rule) => [
        rule.custom(async (value, context) => {
          const target = (value as { _ref?: string } | undefined)?._ref
          if (!target) return true
          const self = publishedId(context.document?._id ?? '')
          if (target === self) return 'A page cannot be its own canonical page: leave this empty'
          const page = await canonicalTarget(context, target)
          if (page?.canonical && page.canonical !== target)
            return `${pagePath(page.slug)} names a canonical page of its own: pick that page instead, since search engines do not follow one to the next`
          const pointing = await pagesPointingAt(context, self)
          if (pointing.length > 0)
            return `${pointing.join(', ')} ${pointing.length === 1 ? 'names this page as its' : 'name this page as their'} canonical page: point ${pointing.length === 1 ? 'it' : 'them'} at the page you pick here first, since search engines do not follow one to the next`
          return true
        }),
        rule
          .custom(async (value, context) => {
            const target = (value as { _ref?: string } | undefined)?._ref
            if (!target) return true
            const page = await canonicalTarget(context, target)
            // A hidden page that names a canonical page of its own is the error above instead.
            return page?.hidden && !page.canonical
              ? `${pagePath(page.slug)} is hidden from search, so search engines will list neither page`
              : true
          })
          .warning(),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug === '/' ? '/' : `/${slug ?? ''}` }),
  },
})
