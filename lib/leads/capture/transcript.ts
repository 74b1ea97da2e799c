import type { TranscriptMessage } from '../store/schema'

export type { TranscriptMessage }

/**
 * A message of the conversation as the chat widget sends it with a lead: Michael's lines carry
 * the signature POST /api/chat sent with them (lib/chat/reply-signature.ts).
 */
export type SentTranscriptMessage = { role: 'user' | 'assistant'; content: string; signature?: string }

/** Who said each message, as the sales email and the staff inbox name them. */
export const TRANSCRIPT_SPEAKERS = { user: 'Visitor', assistant: 'Michael' } as const

/** A line the visitor's browser sent as Michael's, which he did not sign: the visitor's. */
export const SENT_AS_MICHAEL_SPEAKER = 'Visitor (sent as Michael’s, not verified)'

export function transcriptSpeaker(message: TranscriptMessage): string {
  return message.sentAsMichael ? SENT_AS_MICHAEL_SPEAKER : TRANSCRIPT_SPEAKERS[message.role]
}

/** What of a conversation with Michael is kept with a lead: the most recent part, bounded. */
export const TRANSCRIPT_LIMITS = { messages: 40, bytes: 16 * 1024, messageChars: 4_000 } as const

const byteLength = (messages: readonly object[]) => new TextEncoder().encode(JSON.stringify(messages)).byteLength

/**
 * The last 40 messages of a conversation, fewer if they exceed 16 KB (as JSON), oldest dropped
 * first; only the visitor's and Michael's messages, each cut to its character cap (a line cut
 * loses its signature: it is no longer the text Michael said). The widget sends this, and the
 * server accepts nothing larger.
 */
export function capTranscript(
  messages: readonly { role: string; content: string; signature?: string }[],
): SentTranscriptMessage[] {
  const kept = messages
    .filter((message): message is SentTranscriptMessage => message.role === 'user' || message.role === 'assistant')
    .slice(-TRANSCRIPT_LIMITS.messages)
    .map(({ role, content, signature }): SentTranscriptMessage => {
      const cut = content.slice(0, TRANSCRIPT_LIMITS.messageChars)
      return role === 'assistant' && signature && cut === content
        ? { role, content, signature }
        : { role, content: cut }
    })
  while (kept.length > 0 && byteLength(kept) > TRANSCRIPT_LIMITS.bytes) kept.shift()
  return kept
}

export function transcriptBytes(messages: readonly object[]): number {
  return byteLength(messages)
}

/**
 * The transcript as it is stored and shown to sales: a line sent as Michael's is his only when
 * `isMichaels` finds his signature on its exact text; otherwise it is kept as the visitor's,
 * marked `sentAsMichael`, so the email, the inbox and the webhook say who really sent it.
 */
export function attributeTranscript(
  messages: readonly SentTranscriptMessage[],
  isMichaels: (content: string, signature: string | undefined) => boolean,
): TranscriptMessage[] {
  return messages.map(({ role, content, signature }) =>
    role === 'assistant' && !isMichaels(content, signature)
      ? { role: 'user', content, sentAsMichael: true }
      : { role, content },
  )
}
