import { defineArrayMember, defineField, defineType } from 'sanity'
import { iconNames } from '../../icon-names'
import { sectionHeaderFields } from '../shared-fields'

export const featureGridType = defineType({
  name: 'featureGrid',
  title: 'Feature grid',
  type: 'object',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'layout',
      title: 'Layout',
      type: 'string',
      description:
        'Cards: a card per feature. List beside the heading: the heading on one side and a compact list of icons, titles and descriptions on the other; shorter on phones, and a change of pace after a row of cards.',
      options: {
        list: [
          { title: 'Cards', value: 'cards' },
          { title: 'List beside the heading', value: 'list' },
        ],
        layout: 'radio',
      },
      initialValue: 'cards',
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'feature',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
            defineField({ name: 'icon', type: 'string', options: { list: [...iconNames] } }),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Feature grid' }) },
})
