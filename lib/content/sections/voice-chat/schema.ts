import { defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

/** Where the browser voice chat appears; the assistant it talks to is chosen in the site settings. */
export const voiceChatType = defineType({
  name: 'voiceChat',
  title: 'Voice chat',
  type: 'object',
  description:
    'A Start button for a spoken conversation with the voice assistant set in Site settings > Voice assistant.',
  fields: [
    ...sectionHeaderFields({ headingRequired: true }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'text',
      rows: 2,
      description: 'Small print under the voice chat, for example about microphone use or privacy.',
      validation: (rule) => rule.max(300),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Voice chat' }) },
})
