/**
 * Vapi's REST API for outbound phone calls, with fetch (the server SDK is not a dependency and the
 * two requests need none): `POST /call` places a call from the agency's number with the demo
 * assistant, `GET /call/{id}` reads how it stands. Server-only: the private key places calls
 * that cost money. https://docs.vapi.ai/api-reference/calls/create
 */
import { z } from 'zod'

/** The states of a call as Vapi reports them (`call.status`). */
export const CALL_STATES = ['scheduled', 'queued', 'ringing', 'in-progress', 'forwarding', 'ended'] as const
export type CallState = (typeof CALL_STATES)[number]

export type VapiCallsConfig = {
  apiBaseUrl: string
  privateKey: string
  phoneNumberId: string
}

export type PlaceCall = {
  assistantId: string
  /** E.164. */
  number: string
  firstName: string
  business?: string
}

/** Vapi refused or did not answer; `status` when it answered. */
export class VapiError extends Error {
  override name = 'VapiError'
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

const optionalText = z.string().optional().catch(undefined)

const callSchema = z.object({
  id: z.string().min(1),
  type: optionalText,
  status: z.enum(CALL_STATES).catch('queued'),
  endedReason: optionalText,
  startedAt: optionalText,
  endedAt: optionalText,
  artifact: z.object({ transcript: optionalText, recordingUrl: optionalText }).optional().catch(undefined),
  analysis: z.object({ summary: optionalText }).optional().catch(undefined),
})
export type VapiCall = z.infer<typeof callSchema>

/** How long one request to Vapi may take. */
const TIMEOUT_MS = 10_000

export function createVapiCalls(config: VapiCallsConfig, fetchImpl: typeof fetch = fetch) {
  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<VapiCall> {
    let response: Response
    try {
      response = await fetchImpl(`${config.apiBaseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.privateKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: 'no-store',
      })
    } catch (error) {
      throw new VapiError(`${method} ${path} failed: ${(error as Error).message}`)
    }
    const text = await response.text()
    if (!response.ok)
      throw new VapiError(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`, response.status)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new VapiError(`${method} ${path} answered with something that is not JSON`, response.status)
    }
    const call = callSchema.safeParse(parsed)
    if (!call.success) throw new VapiError(`${method} ${path} answered without a call id`, response.status)
    return call.data
  }

  return {
    /** Places the call; Vapi answers at once with the call `queued`. */
    place: ({ assistantId, number, firstName, business }: PlaceCall) =>
      request('POST', '/call', {
        assistantId,
        phoneNumberId: config.phoneNumberId,
        customer: { number, name: firstName },
        // The assistant's prompt can say {{firstName}} and {{business}}.
        assistantOverrides: { variableValues: { firstName, business: business ?? '' } },
      }),
    /** How the call stands now. */
    get: (id: string) => request('GET', `/call/${encodeURIComponent(id)}`),
    /**
     * What a browser voice call left (its transcript, Vapi's summary, its length), once it has
     * ended and Vapi has them; undefined before, or for a call that is not a browser call.
     */
    async browserCallReport(id: string) {
      const call = await request('GET', `/call/${encodeURIComponent(id)}`)
      if (call.type !== 'webCall' || call.status !== 'ended') return undefined
      const transcript = call.artifact?.transcript?.trim()
      const summary = call.analysis?.summary?.trim()
      if (!transcript && !summary) return undefined
      const started = call.startedAt ? Date.parse(call.startedAt) : NaN
      const ended = call.endedAt ? Date.parse(call.endedAt) : NaN
      return {
        transcript: transcript || undefined,
        summary: summary || undefined,
        durationSeconds: Number.isFinite(ended - started)
          ? Math.max(0, Math.round((ended - started) / 1000))
          : undefined,
        recordingUrl: call.artifact?.recordingUrl?.startsWith('https://') ? call.artifact.recordingUrl : undefined,
      }
    },
  }
}

export type VapiCalls = ReturnType<typeof createVapiCalls>
