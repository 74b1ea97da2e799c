import { defineField, defineType } from 'sanity'

export const categoryType = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  description: 'A topic that blog posts and news items share; readers filter the index by it.',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The filter address: "playbooks" is /blog/category/playbooks.',
      options: { source: 'title', maxLength: 48 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One sentence shown above the filtered list and in search results.',
      validation: (rule) => rule.max(200),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
