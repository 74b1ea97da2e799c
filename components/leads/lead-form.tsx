'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useRef, useState } from 'react'
import { showToast } from '@/components/layout/toasts'
import { captureLead, LeadSubmissionError, newIdempotencyKey } from '@/lib/leads/capture-lead'

type Field = 'name' | 'email' | 'company'

export type LeadFormProps = {
  /** Recorded with the lead: where it came from ("contact", "chat", …). */
  source: string
  submitLabel?: string
  /** Where to go after a successful submission (the contact pages go to /thank-you). */
  successPath?: string
  onSuccess?: (lead: { id: string; name: string; email: string; company: string }) => void
  /** Shows a Cancel button (the chat uses it to close the form). */
  onCancel?: () => void
  /** Keeps focus management to the host when it is a dialog. */
  autoFocus?: boolean
}

const fields: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
]

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-red-500'

/** Name, email and company (SPEC.md 3, 5), with the toasts of SPEC.md 8. */
export function LeadForm({ source, submitLabel = 'Send', successPath, onSuccess, onCancel, autoFocus }: LeadFormProps) {
  const router = useRouter()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // One key per submission, kept across retries until it succeeds.
  const idempotencyKey = useRef<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    const details = { name: value('name'), email: value('email'), company: value('company') }

    const missing = fields.filter((field) => !details[field.name]).map((field) => field.name)
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, `${fields.find((f) => f.name === name)?.label} is required`])))
      showToast('error', 'Missing Information', 'Please fill in all fields.')
      formRef.current?.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus()
      return
    }

    setErrors({})
    setSubmitting(true)
    idempotencyKey.current ??= newIdempotencyKey()
    try {
      const { id: leadId } = await captureLead(
        { ...details, source, ...(value('website') ? { website: value('website') } : {}) },
        { idempotencyKey: idempotencyKey.current },
      )
      idempotencyKey.current = null
      showToast('success', 'Success!', 'Your information has been submitted.')
      onSuccess?.({ id: leadId, ...details })
      if (successPath) router.push(successPath)
    } catch (error) {
      if (error instanceof LeadSubmissionError) setErrors(error.fields as Partial<Record<Field, string>>)
      // What the visitor typed stays in the form, so nothing is lost.
      showToast('error', 'Error', 'Failed to submit your information. Please try again.')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" aria-busy={submitting}>
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
            aria-required="true"
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
            maxLength={field.name === 'email' ? 254 : 160}
            autoFocus={autoFocus && index === 0}
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
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-foreground hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? 'Sending…' : submitLabel}
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
