import { z } from 'zod'
import type { ChatMessage } from './types'

/** Caps on what a client may send: a real conversation stays far below them. */
export const CHAT_LIMITS = {
  bodyBytes: 64 * 1024,
  messages: 40,
  messageChars: 2_000,
  totalChars: 24_000,
} as const

const messageSchema = z.object({
  // A client may echo the hidden system prompt back; it is dropped, never obeyed.
  role: z.enum(['system', 'user', 'assistant'], { error: 'Each message needs a role of "user" or "assistant".' }),
  content: z
    .string({ error: 'Each message needs text content.' })
    .max(CHAT_LIMITS.messageChars, `Each message must be at most ${CHAT_LIMITS.messageChars} characters.`),
})

// Unknown fields (systemPrompt, model, temperature) are stripped: the server owns them.
const requestSchema = z.object({
  messages: z
    .array(messageSchema, { error: 'Send the conversation as {"messages": [...]}.' })
    .min(1, 'Send at least one message.')
    .max(
      CHAT_LIMITS.messages,
      `A conversation may hold at most ${CHAT_LIMITS.messages} messages; please start a new chat.`,
    ),
})

export type ParsedChatRequest = { ok: true; messages: ChatMessage[] } | { ok: false; error: string }

export function parseChatRequest(body: unknown): ParsedChatRequest {
  const parsed = requestSchema.safeParse(body)
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid chat request.' }

  const messages = parsed.data.messages.filter((m): m is ChatMessage => m.role !== 'system')
  const total = messages.reduce((sum, m) => sum + m.content.length, 0)
  if (total > CHAT_LIMITS.totalChars) {
    return {
      ok: false,
      error: `The conversation is too long (at most ${CHAT_LIMITS.totalChars} characters); please start a new chat.`,
    }
  }
  const last = messages.at(-1)
  if (!last || last.role !== 'user') return { ok: false, error: 'The last message must be the visitor’s.' }
  if (last.content.trim() === '') return { ok: false, error: 'The message is empty.' }
  return { ok: true, messages: messages.map((m) => ({ role: m.role, content: m.content.trim() })) }
}
