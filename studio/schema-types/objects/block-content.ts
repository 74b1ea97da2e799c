import { defineArrayMember, defineField, defineType } from 'sanity'
import { linkAnnotation } from './link'

/** Portable Text used by rich-text sections, posts, news and legal pages: prose, images, call-outs, CTAs and code. */
export const blockContentType = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
          { title: 'Code', value: 'code' },
        ],
        annotations: [linkAnnotation],
      },
    }),
    defineArrayMember({
      type: 'image',
      options: { hotspot: true },
      fields: [
        defineField({ name: 'alt', type: 'string', title: 'Alternative text', validation: (rule) => rule.required() }),
        defineField({ name: 'caption', type: 'string', title: 'Caption', validation: (rule) => rule.max(200) }),
      ],
    }),
    defineArrayMember({ type: 'callout' }),
    defineArrayMember({ type: 'ctaBlock' }),
    defineArrayMember({ type: 'codeBlock' }),
  ],
})
