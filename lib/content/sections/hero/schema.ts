import { defineField, defineType } from 'sanity'

export const heroType = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  description:
    'The opening block of a page: the page’s main heading (h1), up to two buttons and an image or a call beside them.',
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
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      description: 'Shown beside the heading. A call, when there is one, takes its place.',
    }),
    defineField({
      name: 'call',
      title: 'Call',
      type: 'callConversation',
      description:
        'A conversation one of the agents had, played beside the heading (below it on a phone) as a live call. Optional.',
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Hero' }) },
})
