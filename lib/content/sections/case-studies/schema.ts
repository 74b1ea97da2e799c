import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const caseStudiesType = defineType({
  name: 'caseStudies',
  title: 'Case studies',
  type: 'object',
  description:
    'Named customers with one measured result each, linking to the blog post or news story that tells it. Two or three read best.',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'items',
      title: 'Case studies',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'caseStudy',
          fields: [
            defineField({
              name: 'customer',
              type: 'reference',
              to: [{ type: 'customer' }],
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'result',
              title: 'Result',
              type: 'string',
              description: 'The number, as measured: "1,000", "41", "12% → 5%".',
              validation: (rule) => rule.required().max(16),
            }),
            defineField({
              name: 'resultLabel',
              title: 'What the number counts',
              type: 'string',
              description: 'For example "appointments booked in seven months".',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'summary',
              title: 'Summary',
              type: 'text',
              rows: 3,
              description: 'Two sentences: the problem, and what the agent changed.',
              validation: (rule) => rule.required().max(300),
            }),
            defineField({
              name: 'story',
              title: 'The full story',
              type: 'reference',
              to: [{ type: 'post' }, { type: 'newsItem' }],
              description: 'The blog post or news item that tells it; the card links there.',
            }),
          ],
          preview: { select: { title: 'customer.name', subtitle: 'resultLabel', media: 'customer.logo' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Case studies' }) },
})
