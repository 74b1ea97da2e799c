import { defineField, defineType } from 'sanity'

export const authorType = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'slug', title: 'Slug', type: 'slug', options: { source: 'name' }, validation: (rule) => rule.required() }),
    defineField({ name: 'role', title: 'Role', type: 'string' }),
    defineField({ name: 'bio', title: 'Short bio', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({ name: 'avatar', title: 'Photo', type: 'imageWithAlt' }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'avatar' } },
})
