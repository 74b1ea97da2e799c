import { defineField, defineType } from 'sanity'

/** Where the lead form appears on a page; the form itself is code (name, email, company). */
export const leadFormType = defineType({
  name: 'leadForm',
  title: 'Contact form',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 3, validation: (rule) => rule.max(500) }),
    defineField({
      name: 'submitLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'Send',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'source',
      title: 'Source',
      type: 'string',
      description: 'Recorded with each lead so sales knows where it came from, for example "contact".',
      initialValue: 'contact',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'lowercase words with dashes' }),
    }),
    defineField({
      name: 'successPath',
      title: 'After sending, go to',
      type: 'string',
      initialValue: '/thank-you',
      validation: (rule) => rule.required().regex(/^\/[a-z0-9-/]*$/, { name: 'path' }),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Contact form' }) },
})
