import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const statsType = defineType({
  name: 'stats',
  title: 'Stats and claims',
  type: 'object',
  fields: [
    ...sectionHeaderFields(),
    defineField({
      name: 'items',
      title: 'Figures',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'stat',
          fields: [
            defineField({
              name: 'value',
              title: 'Figure',
              type: 'string',
              description: 'For example "10x" or "24/7".',
              validation: (rule) => rule.required().max(16),
            }),
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'detail',
              title: 'Detail',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.max(200),
            }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title ?? 'Stats', subtitle: 'Stats and claims' }),
  },
})
