import { defineField, defineType } from 'sanity'

export const richTextType = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'object',
  description: 'Free text with headings, lists, links and images: legal pages, stories, explanations.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({ name: 'body', title: 'Text', type: 'blockContent', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title ?? 'Text', subtitle: 'Rich text' }),
  },
})
