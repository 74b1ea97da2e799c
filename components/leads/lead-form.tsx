'use client'

import { useRouter } from 'next/navigation'
import { type ChangeEvent, type FormEvent, useActionState, useId, useRef, useState } from 'react'
import { showToast } from '@/components/ui/toasts'
import { captureLead, LeadSubmissionError, newIdempotencyKey } from '@/lib/leads/browser/capture-lead'
import { leadNotSaved, leadSaved } from './lead-outcome'
import {
  INITIAL_LEAD_FORM_STATE,
  LEAD_FIELD_MAX_LENGTHS,
  type LeadFormField,
  type LeadFormState,
  type REQUIRED_LEAD_FORM_FIELDS,
} from '@/lib/leads/capture/form-state'
import { capTranscript } from '@/lib/leads/capture/transcript'

type Errors = Partial<Record<LeadFormField, string>>

/** The fields a form may ask for besides name, email and company (the contact form asks for both). */
export type OptionalLeadFormField = Exclude<LeadFormField, (typeof REQUIRED_LEAD_FORM_FIELDS)[number]>

export type LeadFormProps = {
  /** Recorded with the lead: where it came from ("contact", "chat", …). */
  source: string
  submitLabel?: string
  /** Where to go after a successful submission (the contact pages go to /thank-you). */
  successPath?: string
  /** Phone and message, when the form asks for them (the contact form; the chat's has the conversation). */
  optionalFields?: readonly OptionalLeadFormField[]
  /**
   * The Server Action a form posted without JavaScript goes to (lib/leads/capture/form-action.ts),
   * passed down by a Server Component. Without it the form only works with script (the chat).
   */
  action?: (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>
  /**
   * The conversation so far (the chat's form): stored with the lead, its most recent 40 messages
   * and 16 KB, Michael's lines with the signatures the server sent with them.
   */
  transcript?: readonly { role: string; content: string; signature?: string }[]
  /** The browser voice call the form was opened at the end of: its report is kept with the lead. */
  voiceCallId?: string
  onSuccess?: (lead: { id: string; name: string; email: string; company: string }) => void
  /** What the fields start with (the chat's form: the details the visitor typed into the chat). */
  defaults?: Partial<Record<LeadFormField, string>>
  /** Shows a Cancel button (the chat uses it to close the form). */
  onCancel?: () => void
  /** Keeps focus management to the host when it is a dialog. */
  autoFocus?: boolean
}

type Field = {
  name: LeadFormField
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
  required: boolean
  multiline?: boolean
}

const FIELDS: Field[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization', required: true },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'message', label: 'Message (optional)', autoComplete: 'off', required: false, multiline: true },
]

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-red-500'

const INVALID_EMAIL = 'Enter a valid email address'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/** An email the email type accepts, with a domain (the server's check takes no less). */
const looksLikeEmail = (input: FieldElement) =>
  !(input instanceof HTMLInputElement && input.validity.typeMismatch) &&
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.value.trim())

/**
 * What the browser can tell of a field: a required one empty, an email that is not one. The
 * phone and the message are the server's to judge (a real number needs the numbering plans).
 */
function problemWith(field: Field, input: FieldElement): { message: string; missing: boolean } | undefined {
  const value = input.value.trim()
  if (!value) return field.required ? { message: `${field.label} is required`, missing: true } : undefined
  if (field.type === 'email' && !looksLikeEmail(input)) return { message: INVALID_EMAIL, missing: false }
  return undefined
}

/** The errors of a submission, each beside its own field: only those of fields this form shows. */
const shownErrors = (fields: readonly Field[], errors: Record<string, string>): Errors =>
  Object.fromEntries(fields.filter((field) => errors[field.name]).map((field) => [field.name, errors[field.name]]))

/** The form-wide message of a server's answer: none for field errors that are shown beside their fields. */
const formMessageOf = (state: LeadFormState, fields: readonly Field[]) =>
  state.status === 'invalid' && Object.keys(shownErrors(fields, state.fields)).length > 0 ? undefined : state.message

const keepState = async (state: LeadFormState) => state

/**
 * Name, email and company (and phone and message when asked for), with the SPEC's toasts. With
 * JavaScript the form checks what it can itself (the browser's own bubbles are off: they would
 * cover the message beside the field) and posts JSON to /api/gpt-lead (one idempotency key per
 * submission, one retry after a lost response); before or without it the browser posts the form
 * to `action`, and the page the server sends back shows the same errors, with what the visitor
 * typed. Each error is beside its field, and focus goes to the first; the "Missing Information"
 * toast is shown only when all that is wrong is required fields left empty, so it never
 * contradicts a message beside a field.
 */
export function LeadForm({
  source,
  submitLabel = 'Send',
  successPath,
  optionalFields = [],
  action,
  transcript,
  voiceCallId,
  onSuccess,
  defaults,
  onCancel,
  autoFocus,
}: LeadFormProps) {
  const router = useRouter()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // One key per submission, kept across retries until it succeeds.
  const idempotencyKey = useRef<string | null>(null)
  const fields = FIELDS.filter(
    (field) => field.required || optionalFields.includes(field.name as OptionalLeadFormField),
  )
  const [serverState, formAction, actionPending] = useActionState(action ?? keepState, INITIAL_LEAD_FORM_STATE)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<Errors>(() => shownErrors(fields, serverState.fields))
  const [formMessage, setFormMessage] = useState(() => formMessageOf(serverState, fields))
  const firstInvalid = fields.find((field) => serverState.fields[field.name])?.name

  // A submission the browser queued before the page was interactive runs the action: show its answer.
  const [shownState, setShownState] = useState(serverState)
  if (shownState !== serverState) {
    setShownState(serverState)
    setErrors(shownErrors(fields, serverState.fields))
    setFormMessage(formMessageOf(serverState, fields))
  }

  const focusField = (name: LeadFormField) => formRef.current?.querySelector<FieldElement>(`[name="${name}"]`)?.focus()

  // A field's error goes as soon as the field is valid; an email typed but not yet an address says
  // so. A phone or message the server refused is the visitor's to fix: its error goes as it is edited.
  function recheckField(event: ChangeEvent<FieldElement>) {
    const input = event.currentTarget
    const field = fields.find((candidate) => candidate.name === input.name)
    if (!field || !errors[field.name]) return
    const problem = field.required || !input.value.trim() ? problemWith(field, input) : undefined
    setErrors((current) => {
      const { [field.name]: _fixed, ...rest } = current
      return problem ? { ...current, [field.name]: problem.message } : rest
    })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    // With script, the JSON endpoint (and its retry) rather than the form post.
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const value = (name: string) => String(data.get(name) ?? '').trim()

    const problems = fields.flatMap((field) => {
      const input = form.elements.namedItem(field.name)
      const problem =
        input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement
          ? problemWith(field, input)
          : undefined
      return problem ? [{ field, ...problem }] : []
    })
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map(({ field, message }) => [field.name, message])))
      setFormMessage(undefined)
      // The toast says what the messages beside the fields say, and nothing they do not.
      if (problems.every((problem) => problem.missing))
        showToast('error', 'Missing Information', 'Please fill in all fields.')
      focusField(problems[0]!.field.name)
      return
    }

    const details = { name: value('name'), email: value('email'), company: value('company') }
    const optional = Object.fromEntries(
      fields.filter((field) => !field.required && value(field.name)).map((field) => [field.name, value(field.name)]),
    ) as { phone?: string; message?: string }
    setErrors({})
    setFormMessage(undefined)
    setSubmitting(true)
    idempotencyKey.current ??= newIdempotencyKey()
    try {
      const { id: leadId } = await captureLead(
        {
          ...details,
          ...optional,
          source,
          ...(value('website') ? { website: value('website') } : {}),
          ...(transcript?.length ? { transcript: capTranscript(transcript) } : {}),
          ...(voiceCallId ? { voiceCallId } : {}),
        },
        { idempotencyKey: idempotencyKey.current },
      )
      idempotencyKey.current = null
      // What they need is the contact form's message, or the first thing they asked Michael.
      leadSaved(details, optional.message ?? transcript?.find((line) => line.role === 'user')?.content)
      onSuccess?.({ id: leadId, ...details })
      if (successPath) router.push(successPath)
    } catch (error) {
      // What the visitor typed stays in the form, so nothing is lost.
      const rejected = error instanceof LeadSubmissionError ? error : undefined
      const fieldErrors = shownErrors(fields, rejected?.fields ?? {})
      const firstRefused = fields.find((field) => fieldErrors[field.name])
      setErrors(fieldErrors)
      if (firstRefused) {
        // The server refused what the visitor typed: its words beside each field say why, alone.
        setFormMessage(undefined)
        focusField(firstRefused.name)
        return
      }
      // Too many submissions, or the database away: the server's own words say when to try again.
      setFormMessage(leadNotSaved(error))
    } finally {
      setSubmitting(false)
    }
  }

  const busy = submitting || actionPending
  return (
    <form
      ref={formRef}
      action={action ? formAction : undefined}
      onSubmit={submit}
      // The checks are the form's own, beside each field: the browser's bubble would cover them.
      noValidate
      className="space-y-4"
      aria-busy={busy}
    >
      <input type="hidden" name="source" value={source} />
      {successPath ? <input type="hidden" name="successPath" value={successPath} /> : null}
      {fields.map((field, index) => {
        const error = errors[field.name]
        const props = {
          id: `${id}-${field.name}`,
          name: field.name,
          autoComplete: field.autoComplete,
          defaultValue: serverState.values[field.name] ?? defaults?.[field.name],
          onChange: recheckField,
          'aria-required': field.required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${field.name}-error` : undefined,
          maxLength: LEAD_FIELD_MAX_LENGTHS[field.name],
          // The first field with an error takes focus when the server sends the form back.
          autoFocus: firstInvalid ? firstInvalid === field.name : autoFocus && index === 0,
        }
        return (
          <div key={field.name}>
            <label htmlFor={props.id} className="block text-sm font-medium">
              {field.label}
            </label>
            {field.multiline ? (
              <textarea {...props} rows={4} className={`${inputClass} resize-y`} />
            ) : (
              <input {...props} type={field.type} className={inputClass} />
            )}
            {error ? (
              <p id={`${id}-${field.name}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {formMessage ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formMessage}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-foreground hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Sending…' : submitLabel}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex items-center justify-center rounded-lg border border-border px-5 py-2.5 font-semibold hover:bg-muted"
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  )
}
