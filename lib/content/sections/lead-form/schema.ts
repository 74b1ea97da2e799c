import { defineField, defineType } from 'sanity'
import { DEFAULT_LEAD_FORM_SOURCE, LEAD_FORM_SOURCES } from '../../../leads/capture/sources'

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
      description:
        'Recorded with each lead so sales knows where it came from. The site takes only these; a new one is added in code (lib/leads/capture/sources.ts).',
      options: { list: LEAD_FORM_SOURCES.map((source) => ({ title: source, value: source })), layout: 'dropdown' },
      initialValue: DEFAULT_LEAD_FORM_SOURCE,
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            value === undefined || (LEAD_FORM_SOURCES as readonly string[]).includes(value)
              ? true
              : `The site takes leads only from ${LEAD_FORM_SOURCES.join(', ')}: pick one of them`,
          ),
    }),
    defineField({
      name: 'successPath',
      title: 'After sending, go to',
      type: 'string',
      description:
        'The page visitors see once the form is sent, usually /thank-you. Turn on "Hide from search" on that page (its SEO tab), so search engines do not list it.',
      initialValue: '/thank-you',
      validation: (rule) => rule.required().regex(/^\/[a-z0-9-/]*$/, { name: 'path' }),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Contact form' }) },
})
