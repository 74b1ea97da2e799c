import { defineArrayMember, defineField } from 'sanity'

/**
 * How Michael recognises a visitor's industry: the words its businesses use for themselves, and
 * what he calls one such business. Shared by the industries section and Michael's own list.
 */
export const industryVocabularyFields = [
  defineField({
    name: 'businessName',
    title: 'One such business, as Michael calls it',
    type: 'string',
    description: 'For example "dental practice": "For a dental practice like yours…". Not shown on the page.',
    validation: (rule) => rule.max(60),
  }),
  defineField({
    name: 'terms',
    title: 'Words these businesses use',
    type: 'array',
    description:
      'How a visitor may describe such a business ("dentist", "orthodontist", "dental clinic"). Michael recognises the industry by them; the same industry named on several pages needs them once. Not shown on the page.',
    of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(60) })],
    options: { layout: 'tags' },
    validation: (rule) => rule.unique().max(40),
  }),
]
