import { defineField, defineType } from 'sanity'
import { sectionTypeNames } from '../sections'

/** "/" for the landing page, otherwise a lowercase path without a leading slash ("pricing"). */
export const PAGE_SLUG_PATTERN = /^(\/|[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)$/

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
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug === '/' ? '/' : `/${slug ?? ''}` }),
  },
})
