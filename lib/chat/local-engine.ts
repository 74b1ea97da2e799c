import { composeReply } from './local/compose'
import { estimateTokens } from './system-prompt'
import type { ChatDelta, ChatEngine, ChatReplyInput } from './types'

/** Words per streamed chunk: small enough to exercise the streaming path, large enough to stay cheap. */
const WORDS_PER_CHUNK = 4

/** Splits a reply into word groups, keeping every space and line break, so the chunks join back exactly. */
export function chunkReply(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? []
  const chunks: string[] = []
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) chunks.push(words.slice(i, i + WORDS_PER_CHUNK).join(''))
  return chunks
}

/**
 * Michael without a model: a deterministic engine that reads the visitor's intent, answers from
 * the CMS knowledge only, runs the discovery questions one at a time and asks for lead details
 * when the visitor is interested. The same conversation always gets the same reply.
 */
export function createLocalEngine(): ChatEngine {
  return {
    kind: 'local',
    async *reply({ messages, knowledge, signal }: ChatReplyInput): AsyncIterable<ChatDelta> {
      if (signal?.aborted) return
      const text = composeReply(messages, knowledge)
      for (const chunk of chunkReply(text)) {
        if (signal?.aborted) return
        yield { type: 'text', text: chunk }
      }
      if (signal?.aborted) return
      // Usage is an estimate (characters / 4), reported so both engines look alike to the handler.
      const promptTokens = estimateTokens(messages.map((m) => m.content).join(''))
      const completionTokens = estimateTokens(text)
      yield { type: 'usage', usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens } }
    },
  }
}
