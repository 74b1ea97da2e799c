import { defineField, defineType } from 'sanity'

export const seoType = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  description: 'How this page appears in search results and when shared. Empty fields fall back to the site defaults.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown in the browser tab and search results. Keep it under 60 characters.',
      validation: (rule) => [
        rule.max(60).warning('Search engines cut titles after about 60 characters.'),
        rule.min(15).warning('A title under 15 characters rarely tells searchers enough.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for search results. 50 to 160 characters.',
      validation: (rule) => [
        rule.max(160).warning('Search engines cut descriptions after about 160 characters.'),
        rule.min(50).warning('Aim for at least 50 characters so search results show a useful summary.'),
      ],
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
