import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const testimonialsType = defineType({
  name: 'testimonials',
  title: 'Testimonials',
  type: 'object',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'items',
      title: 'Testimonials',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'testimonial',
          fields: [
            defineField({ name: 'quote', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
            defineField({
              name: 'name',
              type: 'string',
              description: 'Full name, as the person agreed to be quoted: "Dana Reyes", not "Dana R.".',
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'role', type: 'string' }),
            defineField({ name: 'company', type: 'string' }),
            defineField({
              name: 'photo',
              type: 'imageWithAlt',
              description:
                'A square photo of the person, at least 160 × 160, with their permission. Shown small beside their name; leave the alternative text empty, the name is beside it.',
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'company', media: 'photo' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(9),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Testimonials' }) },
})
