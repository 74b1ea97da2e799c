import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidation } from '../../../lib/content/href-validation'
import { linkAnnotation } from './link'

/** Tones a call-out can take; the site styles and labels each one. */
export const CALLOUT_TONES = [
  { title: 'Note', value: 'note' },
  { title: 'Tip', value: 'tip' },
  { title: 'Warning', value: 'warning' },
] as const

export const CODE_LANGUAGES = [
  { title: 'Plain text', value: 'text' },
  { title: 'JSON', value: 'json' },
  { title: 'Shell', value: 'shell' },
  { title: 'HTML', value: 'html' },
  { title: 'JavaScript', value: 'javascript' },
  { title: 'YAML', value: 'yaml' },
] as const

/** A highlighted aside inside an article: a tip, a note or a warning, with a little rich text. */
export const calloutType = defineType({
  name: 'callout',
  title: 'Call-out',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: { list: [...CALLOUT_TONES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'note',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Optional, for example "Quick formula". Without it the tone is the label.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      description: 'Keep it short: two or three sentences, or a few bullet points.',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{ title: 'Normal', value: 'normal' }],
          lists: [{ title: 'Bullet', value: 'bullet' }],
          marks: {
            decorators: [
              { title: 'Strong', value: 'strong' },
              { title: 'Emphasis', value: 'em' },
            ],
            annotations: [linkAnnotation],
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { title: 'title', tone: 'tone', body: 'body' },
    prepare: ({
      title,
      tone,
      body,
    }: {
      title?: string
      tone?: string
      body?: Array<{ children?: Array<{ text?: string }> }>
    }) => ({
      title: title || body?.[0]?.children?.map((child) => child.text).join('') || 'Call-out',
      subtitle: `Call-out: ${CALLOUT_TONES.find((t) => t.value === tone)?.title ?? 'Note'}`,
    }),
  },
})

/** A call to action inside an article: a short pitch and one button. */
export const ctaBlockType = defineType({
  name: 'ctaBlock',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      description: 'One or two sentences.',
      validation: (rule) => rule.max(240),
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'buttonHref',
      title: 'Button link',
      type: 'string',
      description: 'A path on this site (/demo) or a full URL (https://…).',
      validation: (rule) => [rule.required(), hrefValidation(rule) as never],
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'buttonLabel' },
    prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({
      title,
      subtitle: `Call to action: ${subtitle ?? ''}`,
    }),
  },
})

/** Preformatted text: an agent instruction, a webhook payload, a shell command. */
export const codeBlockType = defineType({
  name: 'codeBlock',
  title: 'Code or script',
  type: 'object',
  fields: [
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      options: { list: [...CODE_LANGUAGES] },
      initialValue: 'text',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'filename',
      title: 'Label',
      type: 'string',
      description: 'Optional, for example "Agent instructions".',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'code',
      title: 'Code',
      type: 'text',
      rows: 10,
      validation: (rule) => rule.required().max(4000),
    }),
  ],
  preview: {
    select: { title: 'filename', code: 'code', language: 'language' },
    prepare: ({ title, code, language }: { title?: string; code?: string; language?: string }) => ({
      title: title || code?.split('\n')[0] || 'Code',
      subtitle: `Code: ${CODE_LANGUAGES.find((l) => l.value === language)?.title ?? 'Plain text'}`,
    }),
  },
})
