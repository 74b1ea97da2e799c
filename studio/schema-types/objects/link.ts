import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidation } from '../../../lib/content/href-validation'

export const linkType = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'href',
      title: 'Link to',
      type: 'string',
      description: 'A path on this site (/pricing) or a full URL (https://…).',
      validation: (rule) => [rule.required(), hrefValidation(rule) as never],
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})

/** The link mark of Portable Text: a path on this site or a full URL. */
export const linkAnnotation = defineArrayMember({
  name: 'link',
  type: 'object',
  title: 'Link',
  fields: [
    defineField({
      name: 'href',
      type: 'string',
      title: 'Link to',
      validation: (rule) => [rule.required(), hrefValidation(rule) as never],
    }),
  ],
})
