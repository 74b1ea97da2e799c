import { defineType } from 'sanity'
import { articleFields, articlePreview } from './article-fields'

export const postType = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  fields: articleFields,
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: articlePreview,
})
