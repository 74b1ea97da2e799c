import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidation } from '../../href-validation'
import { iconNames } from '../../icon-names'
import { sectionHeaderFields } from '../shared-fields'
import { industryVocabularyFields } from './vocabulary-fields'

export const industriesType = defineType({
  name: 'industries',
  title: 'Industries',
  type: 'object',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'items',
      title: 'Industries',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'industry',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
            defineField({ name: 'icon', type: 'string', options: { list: [...iconNames] } }),
            defineField({
              name: 'href',
              title: 'Link to',
              type: 'string',
              validation: (rule) => hrefValidation(rule) as never,
            }),
            ...industryVocabularyFields,
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Industries' }) },
})
