import { z } from 'zod'
import { PHONE_MAX_LENGTH, toE164 } from '../../phone/phone-number'
import { ATTRIBUTION_LIMITS, cleanReferrer, type LeadAttribution, SITE_PATH } from './attribution'
import { LEAD_FIELD_MAX_LENGTHS } from './form-state'
import { LEAD_SOURCES } from './sources'
import { TRANSCRIPT_LIMITS, type TranscriptMessage, transcriptBytes } from './transcript'

// C0 controls but tab and line feed, DEL and the C1 controls: nothing a person types into a form.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/
// Line breaks, for fields a person types on one line (the Unicode line and paragraph separators too).
const LINE_BREAKS = /[\n\r\u2028\u2029]/

/** Text a person typed on one line: tab allowed, line breaks and other control characters refused. */
export const singleLine = (label: string) =>
  z
    .string()
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAKS.test(value),
      `${label} must be one line of plain text, without control characters`,
    )

// Scripts whose spelling needs the zero-width (non-)joiner between two of their letters: Persian
// and Urdu (ZWNJ), the Indic scripts and Sinhala (ZWJ, ZWNJ). There it changes how the letters
// join, not what the text says.
const JOINING_SCRIPTS =
  'Arabic Syriac Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala'
    .split(' ')
    .map((script) => `\\p{Script=${script}}`)
    .join('')
/**
 * Unicode format characters (category Cf): the bidirectional overrides and isolates that make
 * "Bob \u202Egnp.exe\u202C" read "Bob exe.png", zero-width spaces and joiners, the byte order
 * mark, the word joiner, the soft hyphen. What sales reads must be what was typed. The one
 * exception: a joiner between two letters of a script that spells with it.
 */
const formatCharacters = (joinable: string) =>
  new RegExp(`[^\\P{Cf}\\u200C\\u200D]|(?<![${joinable}])[\\u200C\\u200D]|[\\u200C\\u200D](?![${joinable}])`, 'u')
const FORMAT_CHARACTERS = formatCharacters(JOINING_SCRIPTS)
/**
 * The same for a message, which may also hold emoji that a zero-width joiner makes one (👩‍💻:
 * woman, joiner, laptop; a skin tone or the emoji presentation selector may come before it).
 */
const MESSAGE_FORMAT_CHARACTERS = formatCharacters(
  `${JOINING_SCRIPTS}\\p{Extended_Pictographic}\\u{1F3FB}-\\u{1F3FF}\\uFE0F`,
)
// An address in angle brackets or a MIME encoded word ("=?utf-8?b?…?="): a name or company that
// holds one can pass for another sender or another subject in the sales email.
const MAIL_MARKUP = /[<>]|=\?/

/** A name or company: one line, read in the sales email's subject and its Reply-To. */
const displayText = (label: string) =>
  singleLine(label)
    .refine(
      (value) => !FORMAT_CHARACTERS.test(value),
      `${label} must be plain text, without invisible formatting characters`,
    )
    .refine((value) => !MAIL_MARKUP.test(value), `${label} must not contain "<", ">" or "=?"`)

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(displayText(label))

/** The longest message a lead may carry (a textarea's worth: what sales reads in the email). */
const MESSAGE_MAX_LENGTH = LEAD_FIELD_MAX_LENGTHS.message

export const PHONE_ERROR = 'Enter a valid phone number, with the country code if it is not a US number'

/** A path on this site, as the browser's record keeps it (lib/leads/capture/attribution.ts). */
const sitePath = (label: string) =>
  z
    .string({ error: `${label} must be a path on this site` })
    .max(ATTRIBUTION_LIMITS.path, `${label} must be at most ${ATTRIBUTION_LIMITS.path} characters`)
    .regex(SITE_PATH, `${label} must be a path on this site, starting with "/"`)

const utmValue = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(ATTRIBUTION_LIMITS.utm, `${name} must be at most ${ATTRIBUTION_LIMITS.utm} characters`)
    .pipe(singleLine(name))
    .refine((value) => !FORMAT_CHARACTERS.test(value), `${name} must be plain text, without invisible characters`)
    .transform((value) => value || undefined)
    .optional()

/** Where the visitor came from: every part optional, bounded, unknown parts dropped. */
export const attributionSchema = z
  .object({
    landingPage: sitePath('The landing page').optional(),
    referrer: z
      .string({ error: 'The referrer must be an address' })
      .max(2_000, 'The referrer must be at most 2000 characters')
      .refine((value) => cleanReferrer(value) !== undefined, 'The referrer must be an http(s) address')
      // Its origin and path only, at most 300 characters.
      .transform((value) => cleanReferrer(value)!)
      .optional(),
    utmSource: utmValue('utm_source'),
    utmMedium: utmValue('utm_medium'),
    utmCampaign: utmValue('utm_campaign'),
    utmTerm: utmValue('utm_term'),
    utmContent: utmValue('utm_content'),
    pagesViewed: z
      .array(sitePath('A page viewed'))
      .max(ATTRIBUTION_LIMITS.pages, `At most ${ATTRIBUTION_LIMITS.pages} pages viewed are kept`)
      .optional(),
  })
  .transform(
    (value): LeadAttribution =>
      Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as LeadAttribution,
  )

const quotedSources = LEAD_SOURCES.map((source) => `"${source}"`)
const SOURCE_ERROR = `Source must be one of the site’s own: ${quotedSources.slice(0, -1).join(', ')} or ${quotedSources.at(-1)}`

/**
 * A lead as a client sends it: {name, email, company} required; phone and message optional (an
 * empty one is none); unknown fields dropped.
 */
export const leadInputSchema = z.object({
  name: requiredText('Name', LEAD_FIELD_MAX_LENGTHS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LEAD_FIELD_MAX_LENGTHS.email, `Email must be at most ${LEAD_FIELD_MAX_LENGTHS.email} characters`)
    .pipe(singleLine('Email'))
    .pipe(z.email('Enter a valid email address')),
  company: requiredText('Company', LEAD_FIELD_MAX_LENGTHS.company),
  source: z
    .string({ error: SOURCE_ERROR })
    .trim()
    .pipe(z.enum(LEAD_SOURCES, { error: SOURCE_ERROR }))
    .optional(),
  phone: z
    .string({ error: PHONE_ERROR })
    .trim()
    .max(PHONE_MAX_LENGTH, `Phone must be at most ${PHONE_MAX_LENGTH} characters`)
    .refine((value) => !value || toE164(value) !== undefined, PHONE_ERROR)
    // Stored in E.164 (+12125550147), however it was written; left empty, no phone.
    .transform((value) => (value ? toE164(value) : undefined))
    .optional(),
  message: z
    .string({ error: 'Message must be text' })
    // A browser submits a textarea's line breaks as CRLF: one line break each.
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .trim()
        .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
        .refine((value) => !CONTROL_CHARACTERS.test(value), 'Message must be plain text, without control characters')
        .refine(
          (value) => !MESSAGE_FORMAT_CHARACTERS.test(value),
          'Message must be plain text, without invisible formatting characters',
        )
        // Left empty, no message.
        .transform((value) => value || undefined),
    )
    .optional(),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits, "-" or "_"')
    .optional(),
  /** The conversation with Michael before the chat's lead form (never the system prompt). */
  transcript: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'Transcript messages must be the visitor’s or Michael’s' }),
        content: z
          .string()
          .max(
            TRANSCRIPT_LIMITS.messageChars,
            `Transcript messages must be at most ${TRANSCRIPT_LIMITS.messageChars} characters`,
          )
          .refine(
            (value) => !CONTROL_CHARACTERS.test(value),
            'Transcript messages must be plain text, without control characters',
          ),
        /** Michael's signature on the line (lib/chat/reply-signature.ts); checked when the lead is saved. */
        signature: z.string().max(100, 'A transcript message’s signature must be at most 100 characters').optional(),
      }),
    )
    .max(TRANSCRIPT_LIMITS.messages, `The transcript may hold at most ${TRANSCRIPT_LIMITS.messages} messages`)
    .refine(
      (messages) => transcriptBytes(messages) <= TRANSCRIPT_LIMITS.bytes,
      `The transcript may be at most ${TRANSCRIPT_LIMITS.bytes} bytes`,
    )
    .optional(),
  /**
   * The browser voice call the visitor left their details at the end of (Vapi's call id): its
   * end-of-call report is kept with the lead (lib/leads/capture/call-report.ts).
   */
  voiceCallId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,100}$/, 'voiceCallId must be a Vapi call id')
    .optional(),
  /** Where the visitor came from (lib/leads/capture/attribution.ts). */
  attribution: attributionSchema.optional(),
  /** Honeypot: hidden from people, so only bots fill it in. */
  website: z.string().max(500).optional(),
})

export type LeadInput = z.infer<typeof leadInputSchema>

/** What the store saves. */
export type NewLead = {
  name: string
  email: string
  company: string
  source: string
  /** E.164. */
  phone?: string
  message?: string
  idempotencyKey: string
  transcript?: TranscriptMessage[]
  /**
   * The browser voice call behind the lead: linked to it in the same statement, and its
   * deliveries wait up to `deliverAfterMs` for the call's report.
   */
  voiceCallId?: string
  deliverAfterMs?: number
  attribution?: LeadAttribution
}

/** Field name -> first problem, for a 400 answer a form can show next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body'
    fields[key] ??= issue.message
  }
  return fields
}
