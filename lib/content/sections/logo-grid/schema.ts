import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidation } from '../../href-validation'
import { sectionHeaderFields } from '../shared-fields'

export const logoGridType = defineType({
  name: 'logoGrid',
  title: 'Logos and integrations',
  type: 'object',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'items',
      title: 'Logos',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'logoItem',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({
              name: 'category',
              type: 'string',
              description: 'For example "CRM" or "Calendar".',
              validation: (rule) => rule.max(40),
            }),
            defineField({ name: 'description', type: 'string', validation: (rule) => rule.max(160) }),
            defineField({
              name: 'logo',
              type: 'imageWithAlt',
              description: 'Optional. Without a logo the name is shown.',
            }),
            defineField({
              name: 'href',
              title: 'Link to',
              type: 'string',
              validation: (rule) => hrefValidation(rule) as never,
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'category', media: 'logo' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(48),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Logos and integrations' }) },
})
