import { defineType } from 'sanity'
import { articleFields, articleGroups, articlePreview } from './article-fields'

export const newsItemType = defineType({
  name: 'newsItem',
  title: 'News item',
  type: 'document',
  description: 'A launch, partnership, milestone or event, listed at /news.',
  groups: articleGroups,
  fields: articleFields,
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: articlePreview,
})
