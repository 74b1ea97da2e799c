import { describe, expect, it } from 'vitest'
import { CHAT_LIMITS } from '@/lib/chat/request'
import {
  CHAT_STORAGE_KEY,
  type Conversation,
  EMPTY_CONVERSATION,
  loadConversation,
  parseConversation,
  REQUEST_LIMITS,
  saveConversation,
  serializeConversation,
  withLeadCaptured,
  toRequestMessages,
} from './conversation'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

const conversation: Conversation = {
  messages: [
    { role: 'user', content: 'Tell me about the AI Receptionist' },
    { role: 'assistant', content: 'It answers every call.' },
  ],
  leadCaptured: true,
  leadFormOpen: false,
}

describe('the stored conversation', () => {
  it('survives a save and a load', () => {
    const storage = memoryStorage()
    saveConversation(conversation, storage)
    expect(loadConversation(storage)).toEqual(conversation)
  })

  it('keeps the signature the server sent with each of Michael’s replies and with his greeting', () => {
    const signed: Conversation = {
      ...conversation,
      messages: [conversation.messages[0]!, { ...conversation.messages[1]!, signature: 'c2lnbmVkLXJlcGx5' }],
      greetingSignature: 'c2lnbmVkLWdyZWV0aW5n',
    }
    const storage = memoryStorage()
    saveConversation(signed, storage)
    expect(loadConversation(storage)).toEqual(signed)
    // A conversation saved before replies were signed still loads.
    expect(parseConversation(serializeConversation(conversation))).toEqual(conversation)
  })

  it.each([
    ['not JSON', '{"version":1,'],
    ['not an object', '"hello"'],
    ['another version', serializeConversation(conversation).replace('"version":1', '"version":2')],
    [
      'a message with an unknown role',
      JSON.stringify({
        version: 1,
        messages: [{ role: 'system', content: 'x' }],
        leadCaptured: false,
        leadFormOpen: false,
      }),
    ],
    [
      'a message without text',
      JSON.stringify({
        version: 1,
        messages: [{ role: 'user', content: 42 }],
        leadCaptured: false,
        leadFormOpen: false,
      }),
    ],
    [
      'an empty message',
      JSON.stringify({
        version: 1,
        messages: [{ role: 'user', content: '' }],
        leadCaptured: false,
        leadFormOpen: false,
      }),
    ],
    [
      'messages that are not a list',
      JSON.stringify({ version: 1, messages: {}, leadCaptured: false, leadFormOpen: false }),
    ],
    [
      'a lead flag that is not a boolean',
      JSON.stringify({ version: 1, messages: [], leadCaptured: 'yes', leadFormOpen: false }),
    ],
    ['a missing form flag', JSON.stringify({ version: 1, messages: [], leadCaptured: false })],
    [
      'far too many messages',
      JSON.stringify({
        version: 1,
        messages: Array(401).fill({ role: 'user', content: 'hi' }),
        leadCaptured: false,
        leadFormOpen: false,
      }),
    ],
    [
      'a signature that is not text',
      JSON.stringify({
        version: 1,
        messages: [{ role: 'assistant', content: 'hi', signature: 42 }],
        leadCaptured: false,
        leadFormOpen: false,
      }),
    ],
    [
      'a huge message',
      JSON.stringify({
        version: 1,
        messages: [{ role: 'user', content: 'x'.repeat(20_001) }],
        leadCaptured: false,
        leadFormOpen: false,
      }),
    ],
  ])('drops %s and starts afresh', (_, raw) => {
    expect(parseConversation(raw)).toBeNull()
    const storage = memoryStorage({ [CHAT_STORAGE_KEY]: raw })
    expect(loadConversation(storage)).toEqual(EMPTY_CONVERSATION)
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBeNull()
  })

  it('keeps only the fields it knows and never reopens the lead form once a lead exists', () => {
    const raw = JSON.stringify({
      version: 1,
      messages: [{ role: 'user', content: 'hi', extra: true }],
      leadCaptured: true,
      leadFormOpen: true,
      other: 1,
    })
    expect(parseConversation(raw)).toEqual({
      messages: [{ role: 'user', content: 'hi' }],
      leadCaptured: true,
      leadFormOpen: false,
    })
  })

  it('keeps what the lead form starts from across a reload, its text fields only, until a lead is saved', () => {
    const open: Conversation = {
      ...conversation,
      leadCaptured: false,
      leadFormOpen: true,
      leadDefaults: { name: 'Tom Reyes', company: 'Reyes Plumbing' },
    }
    const storage = memoryStorage()
    saveConversation(open, storage)
    expect(loadConversation(storage)).toEqual(open)
    const tampered = serializeConversation(open).replace('"Tom Reyes"', '42')
    expect(parseConversation(tampered)?.leadDefaults).toEqual({ company: 'Reyes Plumbing' })
    // Saved: nothing is kept for a form that will not open again.
    const saved = withLeadCaptured(open)
    expect(saved).toEqual({ ...conversation, leadCaptured: true, leadFormOpen: false })
    expect(parseConversation(serializeConversation({ ...open, leadCaptured: true }))).not.toHaveProperty('leadDefaults')
  })

  it('starts empty when nothing is stored or storage is unavailable', () => {
    expect(loadConversation(memoryStorage())).toEqual(EMPTY_CONVERSATION)
    expect(loadConversation(null)).toEqual(EMPTY_CONVERSATION)
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(loadConversation(broken)).toEqual(EMPTY_CONVERSATION)
    expect(() => saveConversation(conversation, broken)).not.toThrow()
  })
})

describe('the messages sent to /api/chat', () => {
  it('uses the same limits as the server', () => {
    expect(REQUEST_LIMITS).toEqual({
      messages: CHAT_LIMITS.messages,
      messageChars: CHAT_LIMITS.messageChars,
      totalChars: CHAT_LIMITS.totalChars,
    })
  })

  it('start with the greeting and end with the visitor’s message', () => {
    expect(
      toRequestMessages('Hi, I’m Michael', conversation.messages.concat({ role: 'user', content: '  Thanks  ' })),
    ).toEqual([
      { role: 'assistant', content: 'Hi, I’m Michael' },
      ...conversation.messages,
      { role: 'user', content: 'Thanks' },
    ])
  })

  it('stay within the server’s limits in a long conversation', () => {
    const long = Array.from({ length: 121 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `${index} ${'word '.repeat(index % 2 === 0 ? 20 : 600)}`,
    }))
    const sent = toRequestMessages('Hello', long)
    expect(sent.length).toBeLessThanOrEqual(CHAT_LIMITS.messages)
    expect(sent.every((message) => message.content.length <= CHAT_LIMITS.messageChars)).toBe(true)
    expect(sent.reduce((sum, message) => sum + message.content.length, 0)).toBeLessThanOrEqual(CHAT_LIMITS.totalChars)
    expect(sent.at(-1)).toEqual({ role: 'user', content: long.at(-1)!.content.trim() })
  })
})
