import { defineField, defineType } from 'sanity'

export const authorType = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  description: 'A person who writes blog posts and news; shown in the author card under each article.',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'name', maxLength: 64 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'For example "Head of Customer Launches".',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 3,
      description: 'Two sentences in the third person: what they do and what they know first-hand.',
      validation: (rule) => rule.max(400),
    }),
    defineField({
      name: 'avatar',
      title: 'Photo',
      type: 'imageWithAlt',
      description: 'A square photo, at least 400 × 400, with the face near the centre.',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'avatar' } },
})
