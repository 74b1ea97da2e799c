import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const jobOpeningsType = defineType({
  name: 'jobOpenings',
  title: 'Job openings',
  type: 'object',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'jobs',
      title: 'Openings',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'job',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'team', type: 'string', validation: (rule) => rule.max(40) }),
            defineField({ name: 'location', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({
              name: 'employmentType',
              title: 'Type',
              type: 'string',
              options: { list: ['Full-time', 'Part-time', 'Contract', 'Internship'] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'summary', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
            defineField({
              name: 'applyEmail',
              title: 'Apply by email to',
              type: 'email',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'location' } },
        }),
      ],
    }),
    defineField({
      name: 'emptyMessage',
      title: 'When there are no openings',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Job openings' }) },
})
