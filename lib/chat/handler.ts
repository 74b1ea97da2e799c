import { jsonError, readJsonBody } from '../http/json-body'
import { crossSiteRejection } from '../http/origin'
import { clientKey, type RequestLimiter } from '../http/rate-limit'
import { leadDetails } from './local/memory'
import { applyPolicy } from './policy'
import { type ReplySigner, replySigner } from './reply-signature'
import { CHAT_LIMITS, parseChatRequest } from './request'
import {
  type ChatDelta,
  type ChatEngine,
  ChatEngineError,
  type ChatKnowledge,
  type ChatMessage,
  type ChatUsage,
} from './types'

export type ChatEndpointDeps = {
  engine: ChatEngine
  knowledge: () => Promise<ChatKnowledge>
  limiter: RequestLimiter
  log?: (message: string, error?: unknown) => void
  /** Origins besides the request's own host that may post here (the configured site URL). */
  allowedOrigins?: readonly string[]
  /** Signs each reply as Michael's (lib/chat/reply-signature.ts); this process's signer when omitted. */
  signer?: ReplySigner
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
}
const sse = (event: Record<string, unknown>) => `data: ${JSON.stringify(event)}\n\n`

/**
 * POST /api/chat: {messages} -> {message, usage, signature}, or with Accept: text/event-stream a
 * stream of `data: {"type":"text","text":…}` events closed by `data: {"type":"done","message":…,
 * "signature":…}`. `signature` is Michael's on the whole reply; `greetingSignature`, his on the
 * greeting the conversation opens with, when that is the CMS's greeting. The widget sends them
 * back with the transcript of a lead, whose endpoint takes as his only the lines they sign.
 * `details`, when the visitor's latest message finished typing theirs into the chat (name, email,
 * company, phone as read from the conversation), or the reply asks for them and the visitor has
 * told some already: the widget saves them as a lead with POST /api/gpt-lead when they are
 * complete, or shows its form filled in with them when one is missing or refused.
 */
export async function handleChatPost(request: Request, deps: ChatEndpointDeps): Promise<Response> {
  const log = deps.log ?? ((message, error) => console.error(`[chat] ${message}`, error ?? ''))

  const crossSite = crossSiteRejection(request, deps.allowedOrigins)
  if (crossSite) return crossSite

  const decision = await deps.limiter.consume(clientKey(request.headers))
  if (!decision.allowed) {
    return jsonError(
      429,
      { error: 'Too many messages. Please wait a moment and try again.' },
      { 'retry-after': String(decision.retryAfterSeconds) },
    )
  }

  const body = await readJsonBody(request, CHAT_LIMITS.bodyBytes)
  if (!body.ok) return body.response
  const parsed = parseChatRequest(body.value)
  if (!parsed.ok) return jsonError(400, { error: parsed.error })

  let knowledge: ChatKnowledge
  try {
    knowledge = await deps.knowledge()
  } catch (error) {
    log('could not load Michael’s content', error)
    return jsonError(503, {
      error: 'Failed to generate chat completion: the assistant’s content is unavailable',
      details: (error as Error).message,
    })
  }

  const signer = deps.signer ?? replySigner()
  const signed = (message: string) => ({
    signature: signer.sign(message),
    ...greetingSignature(parsed.messages, knowledge, signer),
  })

  const wantsStream = /\btext\/event-stream\b/.test(request.headers.get('accept') ?? '')
  const policy = applyPolicy(parsed.messages, knowledge)
  // The visitor's details for the widget, read once the reply is known (leadDetails). Reading them
  // never costs the visitor the reply.
  const lead = (message: string) => {
    try {
      const details = leadDetails(parsed.messages, knowledge, message)
      return details ? { details } : {}
    } catch (error) {
      log('could not read the details typed into the chat', error)
      return {}
    }
  }
  const deltas: AsyncIterator<ChatDelta> =
    policy.kind === 'reply'
      ? scripted(policy.reply)
      : deps.engine.reply({ messages: parsed.messages, knowledge, signal: request.signal })[Symbol.asyncIterator]()

  // The first delta decides the status: an engine that fails before answering gets a JSON error.
  let first: IteratorResult<ChatDelta>
  try {
    first = await deltas.next()
  } catch (error) {
    return engineFailure(error, log)
  }

  if (!wantsStream) {
    let message = ''
    let usage: ChatUsage | null = null
    try {
      for (let item = first; !item.done; item = await deltas.next()) {
        if (item.value.type === 'text') message += item.value.text
        else usage = item.value.usage
      }
    } catch (error) {
      return engineFailure(error, log)
    }
    return Response.json(
      { message, usage, ...signed(message), ...lead(message) },
      { headers: { 'cache-control': 'no-store' } },
    )
  }

  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let message = ''
      let usage: ChatUsage | null = null
      try {
        for (let item = first; !item.done; item = await deltas.next()) {
          if (item.value.type === 'text') {
            message += item.value.text
            controller.enqueue(encoder.encode(sse({ type: 'text', text: item.value.text })))
          } else usage = item.value.usage
        }
        controller.enqueue(encoder.encode(sse({ type: 'done', message, usage, ...signed(message), ...lead(message) })))
      } catch (error) {
        const failure = toFailure(error, log)
        controller.enqueue(encoder.encode(sse({ type: 'error', ...failure.body })))
      } finally {
        controller.close()
      }
    },
    cancel() {
      void deltas.return?.()
    },
  })
  return new Response(stream, { headers: SSE_HEADERS })
}

/**
 * The widget opens every conversation it sends with Michael's greeting, which comes from the CMS
 * with the page rather than from this endpoint: signed here when it is the CMS's greeting.
 */
function greetingSignature(messages: ChatMessage[], knowledge: ChatKnowledge, signer: ReplySigner) {
  const [first] = messages
  const greeting = typeof knowledge.greeting === 'string' ? knowledge.greeting.trim() : ''
  return first?.role === 'assistant' && greeting !== '' && first.content === greeting
    ? { greetingSignature: signer.sign(greeting) }
    : {}
}

async function* scriptedGenerator(text: string): AsyncGenerator<ChatDelta> {
  yield { type: 'text', text }
}
const scripted = (text: string) => scriptedGenerator(text)[Symbol.asyncIterator]()

function toFailure(error: unknown, log: NonNullable<ChatEndpointDeps['log']>) {
  if (error instanceof ChatEngineError) {
    log(error.message)
    return {
      status: error.status,
      body: { error: error.message, ...(error.details ? { details: error.details } : {}) },
    }
  }
  log('unexpected chat failure', error)
  return { status: 502, body: { error: 'Failed to generate chat completion: an unexpected error occurred' } }
}

function engineFailure(error: unknown, log: NonNullable<ChatEndpointDeps['log']>) {
  const failure = toFailure(error, log)
  return jsonError(failure.status, failure.body)
}
