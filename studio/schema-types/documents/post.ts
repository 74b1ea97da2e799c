import { defineType } from 'sanity'
import { articleFields, articleGroups, articlePreview } from './article-fields'

export const postType = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  description: 'A practical guide for small-business owners, listed at /blog.',
  groups: articleGroups,
  fields: articleFields,
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: articlePreview,
})
