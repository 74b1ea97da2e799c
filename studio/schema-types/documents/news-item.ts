import { defineType } from 'sanity'
import { articleFields, articlePreview } from './article-fields'

export const newsItemType = defineType({
  name: 'newsItem',
  title: 'News item',
  type: 'document',
  fields: articleFields,
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: articlePreview,
})
