import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

export const customerLogosType = defineType({
  name: 'customerLogos',
  title: 'Customer logos',
  type: 'object',
  description:
    'A row of customer logos, in grey, under a short line such as "Businesses that never miss a call". Place it right under a hero. Customers are edited under Customers.',
  fields: [
    ...sectionHeaderFields(),
    defineField({
      name: 'customers',
      title: 'Customers',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'customer' }] })],
      validation: (rule) => rule.required().min(3).max(12).unique(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Customer logos', subtitle: 'Customer logos' }),
  },
})
