import { defineArrayMember, defineField, defineType } from 'sanity'
import { iconNames } from '../../../lib/content/icon-names'

export const productType = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'name', maxLength: 64 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'path',
      title: 'Product page',
      type: 'string',
      description: 'Where "Learn more" leads, for example /ai-receptionist.',
      validation: (rule) => rule.required().regex(/^\/[a-z0-9-/]*$/, { name: 'path' }),
    }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(600),
    }),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.min(2).max(8),
    }),
    defineField({
      name: 'aliases',
      title: 'Other names visitors use',
      type: 'array',
      description:
        'Words and phrases visitors use for this product ("answering service", "front desk", "missed calls"). Michael recognises the product by them. Not shown on the site.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(60) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique().max(60),
    }),
    defineField({
      name: 'useCases',
      title: 'Use cases',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'useCase',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', type: 'text', rows: 2 }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'startingPrice',
      title: 'Starting price',
      type: 'string',
      description: 'As a visitor should read it, for example "$299/month". Michael quotes it.',
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: [...iconNames] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
    defineField({ name: 'order', title: 'Order', type: 'number', description: 'Lower numbers are listed first.' }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'tagline', media: 'image' } },
})
