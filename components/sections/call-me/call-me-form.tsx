'use client'

import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { BookingButton } from '@/components/booking/booking-button'
import { bookingNotes, rememberBookingDetails } from '@/components/booking/booking-details'
import { ActionLink } from '@/components/sections/action-link'
import { buttonClasses } from '@/components/ui/button-classes'
import { readAttribution } from '@/lib/leads/browser/attribution'
import { newIdempotencyKey } from '@/lib/leads/browser/capture-lead'
import {
  CALL_ME_MESSAGES,
  CALL_STATE_LABELS,
  type CallMeAnswer,
  type CallMeRefusal,
  type VisibleCallState,
} from '@/lib/voice/call-me/messages'

type Field = 'phone' | 'firstName' | 'business' | 'consent'
type Errors = Partial<Record<Field, string>>

/** How often the form asks how the call stands. */
export const CALL_STATE_POLL_MS = 2_000

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-red-500'

/** Refusals after which the chat and the scheduler are offered instead of a call. */
const OFFER_ALTERNATIVES: ReadonlySet<CallMeRefusal> = new Set(['capped', 'repeat', 'do-not-call', 'call-failed'])

const STATES: VisibleCallState[] = ['queued', 'ringing', 'in-progress', 'ended']

type Call = { id: string; number: string; state: VisibleCallState; firstName: string; business?: string }

/**
 * "Have the AI receptionist call me": number, first name, kind of business and consent; the server
 * places the call (POST /api/call-me) and the form follows it (GET /api/call-me/{id}) until it
 * ends, then offers to book the consultation with what the visitor gave. Every refusal is a
 * message beside its field or above the button.
 */
export function CallMeForm({ consentText, submitLabel }: { consentText: string; submitLabel: string }) {
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [refusal, setRefusal] = useState<{ reason: CallMeRefusal; message: string } | null>(null)
  const [sending, setSending] = useState(false)
  const [call, setCall] = useState<Call | null>(null)
  // The call needs the page's script (the request, then its state): before it runs the button waits.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!call || call.state === 'ended') return
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/call-me/${encodeURIComponent(call.id)}`, { cache: 'no-store' })
        if (!response.ok) throw new Error(String(response.status))
        const { state } = (await response.json()) as { state: VisibleCallState }
        setCall((current) => (current && current.id === call.id ? { ...current, state } : current))
      } catch {
        // Asked again at the next tick: the view keeps the last state it knew.
        setCall((current) => (current ? { ...current } : current))
      }
    }, CALL_STATE_POLL_MS)
    return () => clearTimeout(timer)
  }, [call])

  useEffect(() => {
    if (call?.state === 'ended')
      rememberBookingDetails({
        name: call.firstName,
        notes: bookingNotes({ company: call.business, need: 'Had a demo call from the AI receptionist' }),
      })
  }, [call?.state, call?.firstName, call?.business])

  useEffect(() => {
    if (call) statusRef.current?.focus()
  }, [call?.id]) // eslint-disable-line react-hooks/exhaustive-deps -- focus moves once, when the call is placed

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    const found: Errors = {}
    if (!value('phone')) found.phone = CALL_ME_MESSAGES.invalidNumber
    if (!value('firstName')) found.firstName = CALL_ME_MESSAGES.firstName
    if (data.get('consent') !== 'on') found.consent = CALL_ME_MESSAGES.consent
    setRefusal(null)
    setErrors(found)
    if (Object.keys(found).length > 0) return focusFirst(form, found)

    setSending(true)
    try {
      const response = await fetch('/api/call-me', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phone: value('phone'),
          firstName: value('firstName'),
          business: value('business'),
          consent: true,
          website: value('website') || undefined,
          idempotencyKey: newIdempotencyKey(),
          attribution: readAttribution(),
        }),
      })
      const answer = (await response.json().catch(() => null)) as CallMeAnswer | null
      if (!answer) throw new Error(`the server answered ${response.status}`)
      if (answer.ok) {
        setCall({
          id: answer.callId,
          number: answer.number,
          state: answer.state,
          firstName: value('firstName'),
          business: value('business') || undefined,
        })
        return
      }
      const fieldErrors = (answer.fields ?? {}) as Errors
      setErrors(fieldErrors)
      if (Object.keys(fieldErrors).length > 0) focusFirst(form, fieldErrors)
      else setRefusal({ reason: answer.reason, message: answer.error })
    } catch {
      setRefusal({ reason: 'unavailable', message: CALL_ME_MESSAGES.unavailable })
    } finally {
      setSending(false)
    }
  }

  if (call) {
    const current = STATES.indexOf(call.state)
    return (
      <div
        className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center"
        data-call-state={call.state}
      >
        <h3 ref={statusRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {call.state === 'ended' ? 'The call has ended' : `Calling ${call.number} now`}
        </h3>
        <p role="status" className="mt-2 text-muted-foreground">
          {call.state === 'ended'
            ? `Thanks for talking with our AI receptionist, ${call.firstName}.`
            : `${CALL_STATE_LABELS[call.state]}${call.state === 'ringing' ? ': pick up when your phone rings' : ''}`}
        </p>
        <ol className="mt-4 flex flex-wrap justify-center gap-2 text-sm" aria-label="Call progress">
          {STATES.map((state, index) => (
            <li
              key={state}
              aria-current={index === current ? 'step' : undefined}
              className={`rounded-full border px-3 py-1 ${index === current ? 'border-primary bg-primary text-primary-foreground' : index < current ? 'border-border text-foreground' : 'border-border text-muted-foreground'}`}
            >
              {CALL_STATE_LABELS[state]}
            </li>
          ))}
        </ol>
        {call.state === 'ended' && (
          <div className="mt-6">
            <p className="mb-3">Want one for your business? Book a free consultation: we have your name ready.</p>
            <BookingButton className={buttonClasses()}>Book your free consultation</BookingButton>
          </div>
        )}
      </div>
    )
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined)
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
        {errors[field]}
      </p>
    )

  return (
    // POST: without script, nothing typed goes into the address (the button waits for the script anyway).
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="mx-auto max-w-xl space-y-4 text-left">
      {/* Side by side: both short, and the form a screen shorter on a phone. */}
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-phone`} className="block text-sm font-medium">
            Phone number
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            required
            placeholder="(212) 555-0147"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            className={inputClass}
          />
          {error('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-firstName`} className="block text-sm font-medium">
            First name
          </label>
          <input
            id={`${id}-firstName`}
            name="firstName"
            type="text"
            autoComplete="given-name"
            maxLength={60}
            required
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={describedBy('firstName')}
            className={inputClass}
          />
          {error('firstName')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-business`} className="block text-sm font-medium">
          Kind of business (optional)
        </label>
        <input
          id={`${id}-business`}
          name="business"
          type="text"
          autoComplete="off"
          maxLength={160}
          placeholder="Dental practice, plumbing, law firm…"
          aria-invalid={errors.business ? true : undefined}
          aria-describedby={describedBy('business')}
          className={inputClass}
        />
        {error('business')}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <label htmlFor={`${id}-consent`} className="text-sm">
            {consentText}
          </label>
        </div>
        {error('consent')}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {refusal && (
        <div role="alert" className="rounded-lg border border-border bg-muted p-4 text-sm">
          <p>{refusal.message}</p>
          {OFFER_ALTERNATIVES.has(refusal.reason) && (
            <div className="mt-3 flex flex-wrap gap-3">
              <ActionLink action="chat" href="/chat" className={buttonClasses({ variant: 'secondary' })}>
                Chat with Michael
              </ActionLink>
              <ActionLink action="book" href="/contact" className={buttonClasses({ variant: 'secondary' })}>
                Book a consultation
              </ActionLink>
            </div>
          )}
        </div>
      )}
      <noscript>
        <p className="text-sm">Calls need JavaScript. Turn it on, or chat with us or book a consultation instead.</p>
      </noscript>
      <button
        type="submit"
        disabled={sending || !ready}
        className={buttonClasses({ className: 'disabled:cursor-wait' })}
      >
        {sending ? 'Placing the call…' : submitLabel}
      </button>
    </form>
  )
}

/** Nothing to subscribe to: the snapshot only tells the server's render (false) from the browser's (true). */
const noSubscription = () => () => undefined

function focusFirst(form: HTMLFormElement, errors: Errors) {
  const first = (['phone', 'firstName', 'business', 'consent'] as const).find((field) => errors[field])
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
}
