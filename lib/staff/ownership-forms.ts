import { z } from 'zod'
import { isDay } from '../leads/inbox/follow-up'

/** The owner forms' fields: '' is nobody (a select's "Unassigned"). */
const ownerId = z.union([z.literal('').transform(() => null), z.uuid('Choose a staff member')])

export const assignSchema = z.object({
  leadId: z.uuid('Unknown lead'),
  from: ownerId,
  to: ownerId,
})

export const followUpSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    leadId: z.uuid('Unknown lead'),
    on: z
      .string({ error: 'Choose a day' })
      .trim()
      .min(1, { error: 'Choose a day', abort: true })
      .refine(isDay, 'Enter a day as YYYY-MM-DD'),
    note: z
      .string()
      .trim()
      .max(500, 'Follow-up notes are at most 500 characters')
      .optional()
      .transform((value) => value || undefined),
  }),
  z.object({ intent: z.literal('clear'), leadId: z.uuid('Unknown lead') }),
])

export const staffSettingsSchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(80, 'Use at most 80 characters')
    .refine((name) => !/[\u0000-\u001F\u007F-\u009F<>]/.test(name), 'Use letters, spaces and punctuation only')
    .optional()
    .transform((name) => name || null),
  roundRobin: z
    .enum(['on'])
    .optional()
    .transform((value) => value === 'on'),
})
