import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const stepsType = defineType({
  name: 'steps',
  title: 'Steps (how it works)',
  type: 'object',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'collapsed',
      title: 'Folded under its heading',
      type: 'boolean',
      description:
        'On: only the heading shows, and visitors open it to read the steps (a disclosure). For secondary detail that would make the page long, such as how to use a demo the page already explains.',
      initialValue: false,
    }),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'step',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Steps' }) },
})
