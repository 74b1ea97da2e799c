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
    defineField({
      name: 'action',
      title: 'When pressed',
      type: 'string',
      description:
        'Open the booking calendar: the free-consultation scheduler opens over the page, filled in with what the visitor already gave us. Open the chat: Michael opens over the page. For both, "Link to" is where the button goes before the page has loaded (the contact page, say).',
      options: {
        list: [
          { title: 'Go to the address', value: 'navigate' },
          { title: 'Open the booking calendar', value: 'book' },
          { title: 'Open the chat with Michael', value: 'chat' },
        ],
        layout: 'radio',
      },
      initialValue: 'navigate',
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
