import type { TranscriptMessage } from './schema'

export type { TranscriptMessage }

/** Who said each message, as the sales email and the staff inbox name them. */
export const TRANSCRIPT_SPEAKERS = { user: 'Visitor', assistant: 'Michael' } as const

/** What of a conversation with Michael is kept with a lead: the most recent part, bounded. */
export const TRANSCRIPT_LIMITS = { messages: 40, bytes: 16 * 1024, messageChars: 4_000 } as const

const byteLength = (messages: TranscriptMessage[]) => new TextEncoder().encode(JSON.stringify(messages)).byteLength

/**
 * The last 40 messages of a conversation, fewer if they exceed 16 KB (as JSON), oldest dropped
 * first; only the visitor's and Michael's messages, each cut to its character cap. The widget
 * sends this, and the server accepts nothing larger.
 */
export function capTranscript(messages: readonly { role: string; content: string }[]): TranscriptMessage[] {
  const kept = messages
    .filter((message): message is TranscriptMessage => message.role === 'user' || message.role === 'assistant')
    .slice(-TRANSCRIPT_LIMITS.messages)
    .map(({ role, content }) => ({ role, content: content.slice(0, TRANSCRIPT_LIMITS.messageChars) }))
  while (kept.length > 0 && byteLength(kept) > TRANSCRIPT_LIMITS.bytes) kept.shift()
  return kept
}

export function transcriptBytes(messages: TranscriptMessage[]): number {
  return byteLength(messages)
}
