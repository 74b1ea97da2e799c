import { describe, expect, it, vi } from 'vitest'
import { ChatReplyError, createSseParser, fetchReply, readChatStream } from './stream'

const sse = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`
const STREAM =
  sse({ type: 'text', text: 'Hi, ' }) +
  sse({ type: 'text', text: 'I’m Michael 👋' }) +
  sse({ type: 'done', message: 'Hi, I’m Michael 👋', usage: null })
const EVENTS = [
  { type: 'text', text: 'Hi, ' },
  { type: 'text', text: 'I’m Michael 👋' },
  { type: 'done', message: 'Hi, I’m Michael 👋' },
]

function parseInChunks(text: string, cuts: number[]) {
  const parser = createSseParser()
  const events = []
  let from = 0
  for (const cut of [...cuts, text.length]) {
    events.push(...parser.push(text.slice(from, cut)))
    from = cut
  }
  return [...events, ...parser.end()]
}

function bodyOf(chunks: Array<string | Uint8Array>) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
}

describe('the SSE parser', () => {
  it('reads the events of a stream that arrives whole', () => {
    expect(parseInChunks(STREAM, [])).toEqual(EVENTS)
  })

  it('reads the same events wherever the stream is cut, inside lines and between the two newlines of a boundary', () => {
    for (let cut = 1; cut < STREAM.length; cut++) expect(parseInChunks(STREAM, [cut]), `cut at ${cut}`).toEqual(EVENTS)
    for (let a = 1; a < STREAM.length; a += 7) {
      for (let b = a + 1; b < STREAM.length; b += 5)
        expect(parseInChunks(STREAM, [a, b]), `cuts at ${a}, ${b}`).toEqual(EVENTS)
    }
  })

  it('reads CRLF line endings, also when a chunk ends between CR and LF', () => {
    const crlf = STREAM.replaceAll('\n', '\r\n')
    for (let cut = 1; cut < crlf.length; cut++) expect(parseInChunks(crlf, [cut]), `cut at ${cut}`).toEqual(EVENTS)
  })

  it('ignores comments, other fields and payloads it does not know', () => {
    const noisy = `: keep-alive\n\nevent: message\nid: 1\n${sse({ type: 'text', text: 'a' })}data: not json\n\n${sse({ type: 'usage' })}${sse({ type: 'text', text: 'b' })}`
    expect(parseInChunks(noisy, [3, 20])).toEqual([
      { type: 'text', text: 'a' },
      { type: 'text', text: 'b' },
    ])
  })

  it('reads an error event and a last event the server did not end with a blank line', () => {
    expect(
      parseInChunks(`${sse({ type: 'text', text: 'a' })}data: {"type":"error","error":"Engine down"}`, []),
    ).toEqual([
      { type: 'text', text: 'a' },
      { type: 'error', error: 'Engine down' },
    ])
  })

  it('decodes characters whose UTF-8 bytes are split between chunks', async () => {
    const bytes = new TextEncoder().encode(STREAM)
    const emoji = bytes.findIndex((byte) => byte === 0xf0)
    const events = []
    for await (const event of readChatStream(bodyOf([bytes.slice(0, emoji + 2), bytes.slice(emoji + 2)])))
      events.push(event)
    expect(events).toEqual(EVENTS)
  })
})

describe('fetchReply', () => {
  const messages = [{ role: 'user' as const, content: 'Hello' }]
  const streamed = (chunks: string[], init: ResponseInit = {}) =>
    vi.fn<typeof fetch>(
      async () =>
        new Response(bodyOf(chunks), { headers: { 'content-type': 'text/event-stream; charset=utf-8' }, ...init }),
    )

  it('asks for a stream, passes each piece on as it arrives and resolves with the whole reply', async () => {
    const send = streamed([STREAM.slice(0, 30), STREAM.slice(30)])
    const pieces: string[] = []
    await expect(fetchReply({ messages, onText: (text) => pieces.push(text), fetch: send })).resolves.toEqual({
      message: 'Hi, I’m Michael 👋',
    })
    expect(pieces.join('')).toBe('Hi, I’m Michael 👋')
    const [url, init] = send.mock.calls[0]!
    expect(url).toBe('/api/chat')
    expect(new Headers(init?.headers).get('accept')).toBe('text/event-stream')
    expect(JSON.parse(String(init?.body))).toEqual({ messages })
  })

  it('rejects with the server’s error when it refuses before answering', async () => {
    const send = vi.fn<typeof fetch>(async () => Response.json({ error: 'Too many messages.' }, { status: 429 }))
    const failure = fetchReply({ messages, onText: () => {}, fetch: send })
    await expect(failure).rejects.toBeInstanceOf(ChatReplyError)
    await expect(failure).rejects.toMatchObject({ message: 'Too many messages.', status: 429 })
  })

  it('rejects when the stream reports an error or stops before its done event', async () => {
    await expect(
      fetchReply({
        messages,
        onText: () => {},
        fetch: streamed([sse({ type: 'text', text: 'Hi' }) + sse({ type: 'error', error: 'Engine down' })]),
      }),
    ).rejects.toThrow('Engine down')
    await expect(
      fetchReply({ messages, onText: () => {}, fetch: streamed([sse({ type: 'text', text: 'Hi' })]) }),
    ).rejects.toThrow(/before it was complete/)
  })

  it('rejects on a network failure', async () => {
    const send = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(fetchReply({ messages, onText: () => {}, fetch: send })).rejects.toBeInstanceOf(ChatReplyError)
  })

  it('accepts a JSON answer {message, usage} too', async () => {
    const send = vi.fn<typeof fetch>(async () => Response.json({ message: 'Hello there', usage: null }))
    const pieces: string[] = []
    await expect(fetchReply({ messages, onText: (text) => pieces.push(text), fetch: send })).resolves.toEqual({
      message: 'Hello there',
    })
    expect(pieces).toEqual(['Hello there'])
  })

  it('resolves with the signatures the server sent with the reply and the greeting, streamed or as JSON', async () => {
    const signatures = { signature: 'c2lnbmVkLXJlcGx5', greetingSignature: 'c2lnbmVkLWdyZWV0aW5n' }
    const stream =
      sse({ type: 'text', text: 'Hello there' }) + sse({ type: 'done', message: 'Hello there', ...signatures })
    await expect(fetchReply({ messages, onText: () => {}, fetch: streamed([stream]) })).resolves.toEqual({
      message: 'Hello there',
      ...signatures,
    })
    const json = vi.fn<typeof fetch>(async () => Response.json({ message: 'Hello there', usage: null, ...signatures }))
    await expect(fetchReply({ messages, onText: () => {}, fetch: json })).resolves.toEqual({
      message: 'Hello there',
      ...signatures,
    })
    // A signature that is not text is not passed on.
    const odd = vi.fn<typeof fetch>(async () => Response.json({ message: 'Hello there', signature: 42 }))
    await expect(fetchReply({ messages, onText: () => {}, fetch: odd })).resolves.toEqual({ message: 'Hello there' })
  })

  it('resolves with the details typed into the chat, streamed or as JSON, keeping only their text fields', async () => {
    const details = { name: 'Dana Reyes', email: 'dana@reyes-dental.example', company: 'Reyes Dental' }
    const stream = sse({ type: 'text', text: 'Thanks!' }) + sse({ type: 'done', message: 'Thanks!', details })
    await expect(fetchReply({ messages, onText: () => {}, fetch: streamed([stream]) })).resolves.toEqual({
      message: 'Thanks!',
      details,
    })
    const json = vi.fn<typeof fetch>(async () =>
      Response.json({ message: 'Thanks!', details: { ...details, phone: 42, role: 'admin', company: ' ' } }),
    )
    await expect(fetchReply({ messages, onText: () => {}, fetch: json })).resolves.toEqual({
      message: 'Thanks!',
      details: { name: 'Dana Reyes', email: 'dana@reyes-dental.example' },
    })
    const none = vi.fn<typeof fetch>(async () => Response.json({ message: 'Thanks!', details: 'dana' }))
    await expect(fetchReply({ messages, onText: () => {}, fetch: none })).resolves.toEqual({ message: 'Thanks!' })
  })
})
