/** Browser side of lead capture: POST /api/gpt-lead with one idempotency key per submission. */

import type { LeadAttribution } from '../capture/attribution'
import type { SentTranscriptMessage } from '../capture/transcript'
import { readAttribution } from './attribution'

export type LeadDetails = {
  name: string
  email: string
  company: string
  source?: string
  /** As the visitor typed it; the server stores it in E.164. */
  phone?: string
  message?: string
  /** The form's honeypot, passed on so the server can discard bot submissions. */
  website?: string
  /** The conversation with Michael, when the lead form was opened in the chat. */
  transcript?: SentTranscriptMessage[]
  /** The browser voice call the visitor left their details at the end of (Vapi's call id). */
  voiceCallId?: string
  /** Where the visitor came from; this tab's record (./attribution.ts) when not given. */
  attribution?: LeadAttribution
}

export class LeadSubmissionError extends Error {
  override name = 'LeadSubmissionError'
  constructor(
    message: string,
    readonly status: number | null,
    /** Field name -> problem, when the server rejected the details. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

type CaptureOptions = {
  /** The same key for every attempt of one submission, so a retry never makes a duplicate. */
  idempotencyKey: string
  fetch?: typeof fetch
  /** Pause before the one automatic retry after a network failure or a 503. */
  retryDelayMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Saves a lead; resolves with its id, or rejects with LeadSubmissionError. */
export async function captureLead(details: LeadDetails, options: CaptureOptions): Promise<{ id: string }> {
  const send = options.fetch ?? fetch
  const attribution = details.attribution ?? readAttribution()
  const body = JSON.stringify({
    ...details,
    ...(attribution ? { attribution } : {}),
    idempotencyKey: options.idempotencyKey,
  })
  let lastError = new LeadSubmissionError('The lead could not be sent', null)

  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await sleep(options.retryDelayMs ?? 1_000)
    let response: Response
    try {
      response = await send('/api/gpt-lead', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    } catch (error) {
      // The response may have been lost after the lead was saved: the retry finds it by key.
      lastError = new LeadSubmissionError(`Network error: ${(error as Error).message}`, null)
      continue
    }
    // Any 2xx status is success (201 with the lead's id, normally).
    if (response.ok) {
      const data = (await response.json().catch(() => ({}))) as { id?: unknown }
      return { id: typeof data.id === 'string' ? data.id : '' }
    }
    const data = (await response.json().catch(() => ({}))) as { error?: unknown; fields?: unknown }
    lastError = new LeadSubmissionError(
      typeof data.error === 'string' ? data.error : `The server answered ${response.status}`,
      response.status,
      typeof data.fields === 'object' && data.fields !== null ? (data.fields as Record<string, string>) : {},
    )
    if (response.status !== 503) break
  }
  throw lastError
}

/** A fresh idempotency key; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
