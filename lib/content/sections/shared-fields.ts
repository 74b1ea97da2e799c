import { defineField } from 'sanity'

/** Heading and intro that most sections open with. */
export const sectionHeaderFields = (options: { headingRequired?: boolean } = {}) => [
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    validation: (rule) => (options.headingRequired ? rule.required().max(120) : rule.max(120)),
  }),
  defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 3, validation: (rule) => rule.max(500) }),
]
