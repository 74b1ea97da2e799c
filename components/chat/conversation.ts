import type { ChatMessage } from '@/lib/chat/types'

/**
 * A message of the conversation, with the signature the server sent with Michael's reply
 * (lib/chat/reply-signature.ts): it goes back with the transcript when the visitor leaves their
 * details, so the lead shows as his only what he said.
 */
export type ConversationMessage = ChatMessage & { signature?: string }

/** What the visitor told Michael of themselves, as the server read it (`details`), for the lead form. */
export type TypedDetails = { name?: string; email?: string; company?: string; phone?: string }

const DETAIL_FIELDS = ['name', 'email', 'company', 'phone'] as const

/** Typed details from the server or storage: their text fields, each of a sane length; nothing else. */
export function typedDetails(value: unknown): TypedDetails | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const fields = value as Record<string, unknown>
  const details = Object.fromEntries(
    DETAIL_FIELDS.flatMap((field) => {
      const text = fields[field]
      return typeof text === 'string' && text.trim() && text.length <= 254 ? [[field, text.trim()]] : []
    }),
  ) as TypedDetails
  return Object.keys(details).length > 0 ? details : undefined
}

export type Conversation = {
  /** The visible turns (the greeting is not stored: it comes from the CMS). */
  messages: ConversationMessage[]
  /** The server's signature on the greeting, from its first reply in this conversation. */
  greetingSignature?: string
  /** A lead was saved from this chat: no more lead form, and 'Book a Call' buttons show. */
  leadCaptured: boolean
  leadFormOpen: boolean
  /** What the lead form starts from: kept with the conversation, so a reload keeps it filled in. */
  leadDefaults?: TypedDetails
}

export const EMPTY_CONVERSATION: Conversation = { messages: [], leadCaptured: false, leadFormOpen: false }

/** sessionStorage: the chat lasts across pages and reloads, and ends with the browser session. */
export const CHAT_STORAGE_KEY = 'kestrel:chat'
const STORAGE_VERSION = 1
const MAX_STORED_MESSAGES = 400
const MAX_STORED_CHARS = 20_000
const MAX_SIGNATURE_CHARS = 100

const isSignature = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.length <= MAX_SIGNATURE_CHARS)

/**
 * The server's caps (lib/chat/request.ts CHAT_LIMITS, checked equal in a test). Copied, not
 * imported, so the request schema's zod stays out of the browser bundle.
 */
export const REQUEST_LIMITS = { messages: 40, messageChars: 2_000, totalChars: 24_000 } as const

const isMessage = (value: unknown): value is ConversationMessage => {
  if (typeof value !== 'object' || value === null) return false
  const { role, content, signature } = value as Record<string, unknown>
  return (
    (role === 'user' || role === 'assistant') &&
    typeof content === 'string' &&
    content.length > 0 &&
    content.length <= MAX_STORED_CHARS &&
    isSignature(signature)
  )
}

/** Reads what was stored; null for anything malformed (another version, edited by hand…). */
export function parseConversation(raw: string | null): Conversation | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { version, messages, greetingSignature, leadCaptured, leadFormOpen, leadDefaults } = value as Record<
    string,
    unknown
  >
  if (version !== STORAGE_VERSION || typeof leadCaptured !== 'boolean' || typeof leadFormOpen !== 'boolean') return null
  if (!Array.isArray(messages) || messages.length > MAX_STORED_MESSAGES || !messages.every(isMessage)) return null
  if (!isSignature(greetingSignature)) return null
  const defaults = leadCaptured ? undefined : typedDetails(leadDefaults)
  return {
    messages: messages.map(({ role, content, signature }) => ({ role, content, ...(signature ? { signature } : {}) })),
    ...(typeof greetingSignature === 'string' ? { greetingSignature } : {}),
    leadCaptured,
    leadFormOpen: leadFormOpen && !leadCaptured,
    ...(defaults ? { leadDefaults: defaults } : {}),
  }
}

/** The conversation once its lead is saved: no form, and nothing kept for one. */
export function withLeadCaptured({ leadDefaults: _saved, ...conversation }: Conversation): Conversation {
  return { ...conversation, leadCaptured: true, leadFormOpen: false }
}

export function serializeConversation(conversation: Conversation): string {
  return JSON.stringify({ version: STORAGE_VERSION, ...conversation })
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage blocked by the browser's privacy settings: the chat still works, unsaved.
    return null
  }
}

/** The stored conversation, or an empty one; a malformed entry is removed. */
export function loadConversation(storage: Storage | null = sessionStore()): Conversation {
  try {
    const raw = storage?.getItem(CHAT_STORAGE_KEY) ?? null
    const conversation = parseConversation(raw)
    if (raw !== null && !conversation) storage?.removeItem(CHAT_STORAGE_KEY)
    return conversation ?? EMPTY_CONVERSATION
  } catch {
    return EMPTY_CONVERSATION
  }
}

export function saveConversation(conversation: Conversation, storage: Storage | null = sessionStore()) {
  try {
    storage?.setItem(CHAT_STORAGE_KEY, serializeConversation(conversation))
  } catch {
    // Quota exceeded or storage blocked: keep chatting without saving.
  }
}

/**
 * What is sent to /api/chat: the greeting and the conversation, each message within the
 * server's length cap, and only the latest turns when the whole would exceed its limits.
 */
export function toRequestMessages(greeting: string, messages: ChatMessage[]): ChatMessage[] {
  const opening: ChatMessage = { role: 'assistant', content: greeting }
  const all = [opening, ...messages].map(({ role, content }): ChatMessage => ({
    role,
    content: content.trim().slice(0, REQUEST_LIMITS.messageChars),
  }))
  const kept = all.filter((message) => message.content !== '').slice(-REQUEST_LIMITS.messages)
  let total = kept.reduce((sum, message) => sum + message.content.length, 0)
  while (kept.length > 1 && total > REQUEST_LIMITS.totalChars) total -= kept.shift()!.content.length
  return kept
}
