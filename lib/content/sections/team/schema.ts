import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const teamType = defineType({
  name: 'team',
  title: 'Team',
  type: 'object',
  description:
    'The people behind the company, from the authors under Blog > Authors: their photo, name, role and short bio, in the order picked here.',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'people',
      title: 'People',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'author' }] })],
      validation: (rule) => rule.required().min(1).max(24).unique(),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Team' }) },
})
