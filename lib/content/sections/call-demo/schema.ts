import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../shared-fields'

/** How long a transcript may be: a hero's card shows a short call, not a whole shift. */
export const MAX_CALL_LINES = 16

/** Where the conversation happens; only the card's label and its people's names change. */
export const CALL_CHANNELS = [
  { title: 'Phone call', value: 'call' },
  { title: 'Text messages', value: 'text' },
  { title: 'Email', value: 'email' },
  { title: 'Chat', value: 'chat' },
] as const

/** One line of the conversation: who says it, what they say, and when (seconds from the start). */
export const callLineType = defineType({
  name: 'callLine',
  title: 'Line',
  type: 'object',
  fields: [
    defineField({
      name: 'speaker',
      title: 'Speaker',
      type: 'string',
      options: {
        list: [
          { title: 'Agent', value: 'agent' },
          { title: 'Caller (the customer)', value: 'caller' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'agent',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Line',
      type: 'text',
      rows: 2,
      description: 'What is said, word for word. With a recording, this is its caption.',
      validation: (rule) => rule.required().max(280),
    }),
    defineField({
      name: 'start',
      title: 'Starts at (seconds)',
      type: 'number',
      description:
        'When the line begins, in seconds from the start of the call (for example 4.5). With a recording, the second the line is heard in it; without one, the card plays the lines at these times.',
      validation: (rule) => rule.required().min(0).max(600),
    }),
  ],
  preview: {
    select: { speaker: 'speaker', text: 'text', start: 'start' },
    prepare: ({ speaker, text, start }) => ({
      title: text,
      subtitle: `${speaker === 'caller' ? 'Caller' : 'Agent'} · ${typeof start === 'number' ? `${start}s` : 'no time'}`,
    }),
  },
})

/** The first line that does not start after the one before it, as the editor numbers them (1-based). */
export function firstLineOutOfOrder(lines: ReadonlyArray<{ start?: number | null } | null | undefined>) {
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]?.start
    const start = lines[i]?.start
    if (typeof previous === 'number' && typeof start === 'number' && start <= previous) return i + 1
  }
  return null
}

/** A conversation an agent had: the business, the lines and, when there is one, the recording. */
export const callConversationType = defineType({
  name: 'callConversation',
  title: 'Call',
  type: 'object',
  fields: [
    defineField({
      name: 'business',
      title: 'Business',
      type: 'string',
      description:
        'Who the agent answers for, as it names the business on the call (for example “Northside Plumbing”).',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'channel',
      title: 'Channel',
      type: 'string',
      options: { list: [...CALL_CHANNELS], layout: 'radio', direction: 'horizontal' },
      initialValue: 'call',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'agentName',
      title: 'Agent’s name',
      type: 'string',
      description: 'The name the agent gives itself, such as “Ava”. Shown beside its lines.',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'callerName',
      title: 'Caller’s name',
      type: 'string',
      description: 'Optional: a first name, or leave empty to show “Caller”.',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'string',
      description: 'One line under the card: what the call achieved (for example “Emergency booked for 10:15 p.m.”).',
      validation: (rule) => rule.max(140),
    }),
    defineField({
      name: 'lines',
      title: 'Transcript',
      type: 'array',
      description:
        'The conversation, in order. Without a recording the card plays these lines on their times; with one, they are its captions.',
      of: [defineArrayMember({ type: 'callLine' })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .max(MAX_CALL_LINES)
          .custom((lines) => {
            const line = firstLineOutOfOrder((lines ?? []) as ReadonlyArray<{ start?: number } | null>)
            return line ? `Line ${line} must start after line ${line - 1}.` : true
          }),
    }),
    defineField({
      name: 'audio',
      title: 'Recording (optional)',
      type: 'file',
      options: { accept: 'audio/mpeg,audio/mp4,audio/ogg,audio/webm,.mp3,.m4a,.ogg,.webm' },
      description:
        'Upload a real recorded call between your agent and a customer, and only with that customer’s consent to its use on the website (keep their written consent on file). Cut anything the customer did not agree to share, such as their full name, phone number or address. MP3 or M4A, under 1 minute and 1 MB is best. The transcript above must match it word for word: it is the recording’s captions. Leave empty to play the transcript alone.',
    }),
  ],
  preview: {
    select: { business: 'business', channel: 'channel' },
    prepare: ({ business, channel }) => ({
      title: business ?? 'Call',
      subtitle: CALL_CHANNELS.find((c) => c.value === channel)?.title ?? 'Phone call',
    }),
  },
})

/** A page section: an optional heading and intro above a call that plays as if live. */
export const callDemoType = defineType({
  name: 'callDemo',
  title: 'Call demo',
  type: 'object',
  description:
    'A conversation one of the agents had, played on the page as a live call: who is speaking, a level that moves while a line plays and the transcript appearing line by line.',
  fields: [
    ...sectionHeaderFields(),
    defineField({ name: 'call', title: 'Call', type: 'callConversation', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'heading', business: 'call.business' },
    prepare: ({ title, business }) => ({ title: title ?? business ?? 'Call demo', subtitle: 'Call demo' }),
  },
})
