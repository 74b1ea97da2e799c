import { defineArrayMember, defineField } from 'sanity'

/** Fields shared by blog posts and news items. */
export const articleFields = [
  defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(110) }),
  defineField({ name: 'slug', title: 'Slug', type: 'slug', options: { source: 'title', maxLength: 96 }, validation: (rule) => rule.required() }),
  defineField({ name: 'excerpt', title: 'Excerpt', type: 'text', rows: 3, description: 'Shown in lists and shared links.', validation: (rule) => rule.required().max(300) }),
  defineField({ name: 'publishedAt', title: 'Published', type: 'datetime', validation: (rule) => rule.required() }),
  defineField({ name: 'author', title: 'Author', type: 'reference', to: [{ type: 'author' }], validation: (rule) => rule.required() }),
  defineField({
    name: 'categories',
    title: 'Categories',
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
  }),
  defineField({ name: 'coverImage', title: 'Cover image', type: 'imageWithAlt' }),
  defineField({ name: 'body', title: 'Body', type: 'blockContent', validation: (rule) => rule.required() }),
  defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
]

export const articlePreview = {
  select: { title: 'title', date: 'publishedAt', media: 'coverImage' },
  prepare: ({ title, date, media }: { title?: string; date?: string; media?: unknown }) => ({
    title,
    subtitle: date ? new Date(date).toLocaleDateString('en-US', { dateStyle: 'medium' }) : 'Not published',
    media: media as never,
  }),
}
