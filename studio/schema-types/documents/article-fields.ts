import { defineArrayMember, defineField } from 'sanity'
import { RESERVED_ARTICLE_SLUGS } from '../../../lib/content/article-routes'

const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const articleGroups = [
  { name: 'content', title: 'Content', default: true },
  { name: 'seo', title: 'SEO' },
]

/** Fields shared by blog posts and news items. */
export const articleFields = [
  defineField({
    name: 'title',
    title: 'Title',
    type: 'string',
    group: 'content',
    description: 'The headline. Specific beats clever: say what the reader will learn or what happened.',
    validation: (rule) => [
      rule.required().max(110),
      rule.min(20).warning('Short headlines rarely say enough to earn the click.'),
    ],
  }),
  defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    group: 'content',
    description:
      'The last part of the address. Generate it from the title, then keep it: changing it breaks shared links.',
    options: { source: 'title', maxLength: 96 },
    // The slug type already rejects a slug another document of this type uses (Sanity's isUnique).
    validation: (rule) =>
      rule.required().custom((slug) => {
        const current = (slug as { current?: string } | undefined)?.current
        if (!current) return true
        if ((RESERVED_ARTICLE_SLUGS as readonly string[]).includes(current))
          return `"${current}" is used by the site itself; choose another slug`
        return (
          ARTICLE_SLUG_PATTERN.test(current) ||
          'Use lowercase letters, digits and dashes, for example "seven-day-rollout-plan"'
        )
      }),
  }),
  defineField({
    name: 'excerpt',
    title: 'Excerpt',
    type: 'text',
    rows: 3,
    group: 'content',
    description:
      'One or two sentences shown on the index, in the feed and, without an SEO description, in search results.',
    validation: (rule) => [
      rule.required().max(300),
      rule.min(60).warning('An excerpt under 60 characters rarely says enough.'),
    ],
  }),
  defineField({
    name: 'publishedAt',
    title: 'Published',
    type: 'datetime',
    group: 'content',
    description: 'The date shown on the article; the index lists the newest first.',
    initialValue: () => new Date().toISOString(),
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'author',
    title: 'Author',
    type: 'reference',
    group: 'content',
    to: [{ type: 'author' }],
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'categories',
    title: 'Categories',
    type: 'array',
    group: 'content',
    description: 'Readers filter the index by category; related articles share one. One or two is plenty.',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
    validation: (rule) => rule.required().min(1).max(3).unique(),
  }),
  defineField({
    name: 'coverImage',
    title: 'Cover image',
    type: 'imageWithAlt',
    group: 'content',
    description:
      'Shown on the index and at the top of the article, about 1600 × 900. Drag the hotspot onto the subject so crops keep it.',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'body',
    title: 'Body',
    type: 'blockContent',
    group: 'content',
    description:
      'Use Heading 2 for sections and Heading 3 below them. Add images with alt text, call-outs and a call to action.',
    validation: (rule) => rule.required(),
  }),
  defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
]

export const articlePreview = {
  select: { title: 'title', date: 'publishedAt', author: 'author.name', media: 'coverImage' },
  prepare: ({ title, date, author, media }: { title?: string; date?: string; author?: string; media?: unknown }) => ({
    title,
    subtitle: [date ? new Date(date).toLocaleDateString('en-US', { dateStyle: 'medium' }) : 'No date', author]
      .filter(Boolean)
      .join(' · '),
    media: media as never,
  }),
}
