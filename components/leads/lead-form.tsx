'use client'

import { useRouter } from 'next/navigation'
import { type ChangeEvent, type FormEvent, useActionState, useId, useRef, useState } from 'react'
import { showToast } from '@/components/ui/toasts'
import { captureLead, LeadSubmissionError, newIdempotencyKey } from '@/lib/leads/browser/capture-lead'
import {
  INITIAL_LEAD_FORM_STATE,
  type LeadFormField,
  type LeadFormState,
  type REQUIRED_LEAD_FORM_FIELDS,
} from '@/lib/leads/capture/form-state'
import { capTranscript } from '@/lib/leads/capture/transcript'

type Errors = Partial<Record<LeadFormField, string>>

export type LeadFormProps = {
  /** Recorded with the lead: where it came from ("contact", "chat", …). */
  source: string
  submitLabel?: string
  /** Where to go after a successful submission (the contact pages go to /thank-you). */
  successPath?: string
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
  onSuccess?: (lead: { id: string; name: string; email: string; company: string }) => void
  /** Shows a Cancel button (the chat uses it to close the form). */
  onCancel?: () => void
  /** Keeps focus management to the host when it is a dialog. */
  autoFocus?: boolean
}

// Name, email and company: what a lead cannot do without.
const fields: {
  name: (typeof REQUIRED_LEAD_FORM_FIELDS)[number]
  label: string
  type: string
  autoComplete: string
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
]

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-red-500'

/** What the browser can tell of a field: filled in, and an email the email type accepts, with a domain. */
function looksValid(input: HTMLInputElement): boolean {
  const value = input.value.trim()
  if (!value || !input.validity.valid) return false
  return input.type !== 'email' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}

const keepState = async (state: LeadFormState) => state

/**
 * Name, email and company, with the SPEC's toasts. With JavaScript the form posts JSON to
 * /api/gpt-lead (one idempotency key per submission, one retry after a lost response); before
 * or without it the browser posts the form to `action`, and the page the server sends back
 * shows the same errors, with what the visitor typed.
 */
export function LeadForm({
  source,
  submitLabel = 'Send',
  successPath,
  action,
  transcript,
  onSuccess,
  onCancel,
  autoFocus,
}: LeadFormProps) {
  const router = useRouter()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // One key per submission, kept across retries until it succeeds.
  const idempotencyKey = useRef<string | null>(null)
  const [serverState, formAction, actionPending] = useActionState(action ?? keepState, INITIAL_LEAD_FORM_STATE)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<Errors>(serverState.fields)
  const [formMessage, setFormMessage] = useState(serverState.message)
  const firstInvalid = fields.find((field) => serverState.fields[field.name])?.name

  // A submission the browser queued before the page was interactive runs the action: show its answer.
  const [shownState, setShownState] = useState(serverState)
  if (shownState !== serverState) {
    setShownState(serverState)
    setErrors(serverState.fields)
    setFormMessage(serverState.message)
  }

  // A field's error goes as soon as the field is valid; an email typed but not yet an address says so.
  function recheckField(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const name = input.name as LeadFormField
    if (!errors[name]) return
    if (looksValid(input)) {
      setErrors((current) => {
        const { [name]: _fixed, ...rest } = current
        return rest
      })
    } else if (input.type === 'email' && input.value.trim()) {
      setErrors((current) => ({ ...current, [name]: 'Enter a valid email address' }))
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    // With script, the JSON endpoint (and its retry) rather than the form post.
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    const details = { name: value('name'), email: value('email'), company: value('company') }

    const missing = fields.filter((field) => !details[field.name])
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field.name, `${field.label} is required`])))
      setFormMessage(undefined)
      showToast('error', 'Missing Information', 'Please fill in all fields.')
      formRef.current?.querySelector<HTMLInputElement>(`[name="${missing[0]!.name}"]`)?.focus()
      return
    }

    setErrors({})
    setFormMessage(undefined)
    setSubmitting(true)
    idempotencyKey.current ??= newIdempotencyKey()
    try {
      const { id: leadId } = await captureLead(
        {
          ...details,
          source,
          ...(value('website') ? { website: value('website') } : {}),
          ...(transcript?.length ? { transcript: capTranscript(transcript) } : {}),
        },
        { idempotencyKey: idempotencyKey.current },
      )
      idempotencyKey.current = null
      showToast('success', 'Success!', 'Your information has been submitted.')
      onSuccess?.({ id: leadId, ...details })
      if (successPath) router.push(successPath)
    } catch (error) {
      // What the visitor typed stays in the form, so nothing is lost.
      const rejected = error instanceof LeadSubmissionError ? error : undefined
      if (rejected) setErrors(rejected.fields as Errors)
      // Too many submissions, or the database away: the server's own words say when to try again.
      const serverMessage = rejected?.status === 429 || rejected?.status === 503 ? rejected.message : undefined
      setFormMessage(serverMessage)
      showToast('error', 'Error', serverMessage ?? 'Failed to submit your information. Please try again.')
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
      className="space-y-4"
      aria-busy={busy}
    >
      <input type="hidden" name="source" value={source} />
      {successPath ? <input type="hidden" name="successPath" value={successPath} /> : null}
      {fields.map((field, index) => (
        <div key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium">
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            defaultValue={serverState.values[field.name]}
            onChange={recheckField}
            aria-required="true"
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
            maxLength={field.name === 'email' ? 254 : 160}
            // The first field with an error takes focus when the server sends the form back.
            autoFocus={firstInvalid ? firstInvalid === field.name : autoFocus && index === 0}
            className={inputClass}
          />
          {errors[field.name] ? (
            <p id={`${id}-${field.name}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors[field.name]}
            </p>
          ) : null}
        </div>
      ))}
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
