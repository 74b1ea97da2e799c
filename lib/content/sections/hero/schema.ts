import { defineField, defineType } from 'sanity'

export const heroType = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  description: 'The opening block of a page: the page’s main heading (h1) and up to two buttons.',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      description: 'Short line above the heading.',
      validation: (rule) => rule.max(60),
    }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({
      name: 'subheading',
      title: 'Subheading',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(400),
    }),
    defineField({ name: 'primaryCta', title: 'Primary button', type: 'link' }),
    defineField({ name: 'secondaryCta', title: 'Secondary button', type: 'link' }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Hero' }) },
})
