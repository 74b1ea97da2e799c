import { defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

/** The consent a visitor ticks before the AI receptionist calls: the marketers' words, this by default. */
export const DEFAULT_CALL_ME_CONSENT =
  'Kestrel AI will call this number once with an AI agent; the call may be recorded'

/**
 * "Have the AI receptionist call me": a visitor's number, first name and kind of business, and the
 * consent they tick; the server places a real phone call with the demo assistant.
 */
export const callMeType = defineType({
  name: 'callMe',
  title: 'Call me (AI receptionist demo)',
  type: 'object',
  description:
    'A form that has the AI receptionist phone the visitor within seconds, with the assistant set in Site settings > Voice assistant ("Assistant id for call me demos"). Shown only when the server has VAPI_PRIVATE_KEY and VAPI_PHONE_NUMBER_ID (a Vapi phone number that can call out) and an assistant is set: without them the section is left off the page (docs/voice.md).',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'consentText',
      title: 'Consent',
      type: 'text',
      rows: 2,
      description: 'The checkbox a visitor ticks before we call: what we will do with their number and the call.',
      initialValue: DEFAULT_CALL_ME_CONSENT,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'submitLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'Call me now',
      validation: (rule) => rule.required().max(30),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Call me' }) },
})
