import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const faqType = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'object',
  description: 'Questions and answers. Michael also answers from these.',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'faqItem',
          fields: [
            defineField({ name: 'question', type: 'string', validation: (rule) => rule.required().max(200) }),
            defineField({ name: 'answer', type: 'text', rows: 4, validation: (rule) => rule.required().max(1200) }),
            defineField({
              name: 'alternateQuestions',
              title: 'Other ways visitors ask it',
              type: 'array',
              description: 'Michael answers these with the same answer ("Is my data safe?"). Not shown on the page.',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(200) })],
              validation: (rule) => rule.unique().max(12),
            }),
          ],
          preview: { select: { title: 'question', subtitle: 'answer' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(30),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'FAQ' }) },
})
