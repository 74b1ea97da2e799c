import { defineArrayMember, defineField, defineType } from 'sanity'

/** A path on this site ("/pricing") or a full URL to another site. */
export const hrefValidation = (rule: { custom: (fn: (value: unknown) => true | string) => unknown }) =>
  rule.custom((value) => {
    if (value === undefined || value === null || value === '') return true
    if (typeof value !== 'string') return 'Must be text'
    if (/^\/[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/.test(value) || /^mailto:[^\s]+$/.test(value)) return true
    return 'Use a path starting with "/" (for example /pricing) or a full URL starting with https://'
  })

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
