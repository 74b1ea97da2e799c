import type { ChatMessage } from '@/lib/chat/types'
import { type TypedDetails, typedDetails } from './conversation'

/**
 * The browser side of POST /api/chat: asks for a streamed reply and reads the server-sent
 * events (`data: {"type":"text"|"done"|"error",…}`) as they arrive.
 */

/**
 * Michael's whole reply, with the server's signatures on it and on his greeting (lib/chat/reply-signature.ts),
 * and the details the visitor's message finished typing, when it did.
 */
export type ChatReply = { message: string; signature?: string; greetingSignature?: string; details?: TypedDetails }

export type ChatStreamEvent =
  { type: 'text'; text: string } | ({ type: 'done' } & ChatReply) | { type: 'error'; error: string }

export class ChatReplyError extends Error {
  override name = 'ChatReplyError'
  constructor(
    message: string,
    /** The HTTP status when the server refused before answering; null for a broken stream. */
    readonly status: number | null = null,
  ) {
    super(message)
  }
}

/** The signatures a reply came with; anything but text is not one. */
function signatures(data: Record<string, unknown>): Omit<ChatReply, 'message'> {
  return {
    ...(typeof data.signature === 'string' ? { signature: data.signature } : {}),
    ...(typeof data.greetingSignature === 'string' ? { greetingSignature: data.greetingSignature } : {}),
  }
}

/** The typed details of a reply: its text fields, each of a sane length; nothing else. */
function detailsOf(data: Record<string, unknown>): Pick<ChatReply, 'details'> {
  const details = typedDetails(data.details)
  return details ? { details } : {}
}

/** Reads one event's `data:` payload; anything that is not one of the three shapes is dropped. */
function toEvent(data: string): ChatStreamEvent | null {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const event = value as Record<string, unknown>
  if (event.type === 'text' && typeof event.text === 'string') return { type: 'text', text: event.text }
  if (event.type === 'done' && typeof event.message === 'string')
    return { type: 'done', message: event.message, ...signatures(event), ...detailsOf(event) }
  if (event.type === 'error')
    return { type: 'error', error: typeof event.error === 'string' ? event.error : 'The reply failed.' }
  return null
}

/**
 * An incremental SSE parser: feed it text as it arrives, in chunks cut anywhere (inside a
 * line, between the two newlines of a boundary); it returns the events completed so far.
 */
export function createSseParser() {
  let buffer = ''
  // A chunk ending in CR may be the first half of a CRLF: hold the CR until the next chunk.
  let pendingCr = false

  function takeEvents(final: boolean): ChatStreamEvent[] {
    const events: ChatStreamEvent[] = []
    let boundary = buffer.indexOf('\n\n')
    while (boundary !== -1 || (final && buffer.trim() !== '')) {
      const block = boundary === -1 ? buffer : buffer.slice(0, boundary)
      buffer = boundary === -1 ? '' : buffer.slice(boundary + 2)
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n')
      const event = data ? toEvent(data) : null
      if (event) events.push(event)
      boundary = buffer.indexOf('\n\n')
    }
    return events
  }

  return {
    push(chunk: string): ChatStreamEvent[] {
      let text = (pendingCr ? '\r' : '') + chunk
      pendingCr = text.endsWith('\r')
      if (pendingCr) text = text.slice(0, -1)
      // The SSE format allows CRLF, LF and CR line endings: read them all as LF.
      buffer += text.replace(/\r\n?/g, '\n')
      return takeEvents(false)
    },
    /** The stream closed: whatever is left is the last event. */
    end(): ChatStreamEvent[] {
      if (pendingCr) buffer += '\n'
      pendingCr = false
      return takeEvents(true)
    },
  }
}

/** Yields the events of a response body, decoding UTF-8 across chunk boundaries. */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const parser = createSseParser()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      yield* parser.push(decoder.decode(value, { stream: true }))
    }
    yield* parser.push(decoder.decode())
    yield* parser.end()
  } finally {
    reader.releaseLock()
  }
}

type FetchReplyOptions = {
  messages: ChatMessage[]
  /** Called with each piece of the reply as it arrives. */
  onText: (text: string) => void
  signal?: AbortSignal
  fetch?: typeof fetch
}

/**
 * Sends the conversation; resolves with Michael's whole reply and the signatures it came with,
 * or rejects with ChatReplyError.
 */
export async function fetchReply({
  messages,
  onText,
  signal,
  fetch: send = fetch,
}: FetchReplyOptions): Promise<ChatReply> {
  const response = await send('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ messages }),
    signal,
  }).catch((error: unknown) => {
    throw new ChatReplyError(`Network error: ${(error as Error).message}`)
  })

  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: unknown }
    throw new ChatReplyError(
      typeof data.error === 'string' ? data.error : `The server answered ${response.status}`,
      response.status,
    )
  }

  // A server (or proxy) that answers in one piece: {message, usage}.
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (typeof data.message !== 'string' || data.message === '') throw new ChatReplyError('No response returned')
    onText(data.message)
    return { message: data.message, ...signatures(data), ...detailsOf(data) }
  }

  let received = ''
  for await (const event of readChatStream(response.body)) {
    if (event.type === 'text') {
      received += event.text
      onText(event.text)
    } else if (event.type === 'error') {
      throw new ChatReplyError(event.error)
    } else {
      // The server's whole message wins; anything the stream missed is passed on first.
      const message = event.message || received
      if (message.trim() === '') throw new ChatReplyError('No response returned')
      if (message.startsWith(received) && message.length > received.length) onText(message.slice(received.length))
      const { type: _type, message: _message, ...rest } = event
      return { message, ...rest }
    }
  }
  throw new ChatReplyError('The reply stopped before it was complete')
}
