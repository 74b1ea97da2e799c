import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidation } from '../../href-validation'
import { sectionHeaderFields } from '../shared-fields'

export const pricingPlansType = defineType({
  name: 'pricingPlans',
  title: 'Pricing plans',
  type: 'object',
  description: 'Plans side by side. Michael quotes prices from here.',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'plans',
      title: 'Plans',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'plan',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(40) }),
            defineField({
              name: 'price',
              type: 'string',
              description: 'As shown, for example "$499" or "Custom".',
              validation: (rule) => rule.required().max(20),
            }),
            defineField({
              name: 'period',
              type: 'string',
              description: 'For example "per month".',
              validation: (rule) => rule.max(30),
            }),
            defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required().max(240) }),
            defineField({
              name: 'features',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) => rule.required().min(1).max(12),
            }),
            defineField({
              name: 'ctaLabel',
              title: 'Button label',
              type: 'string',
              validation: (rule) => rule.required().max(30),
            }),
            defineField({
              name: 'ctaHref',
              title: 'Button link',
              type: 'string',
              validation: (rule) => [rule.required(), hrefValidation(rule) as never],
            }),
            defineField({
              name: 'highlighted',
              title: 'Highlight as most popular',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'price' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'note',
      title: 'Note below the plans',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Pricing plans' }) },
})
