import { createHash } from 'node:crypto'
import type { CHAT_KNOWLEDGE_QUERY_RESULT } from '../../sanity.types'
import { toChatKnowledge } from './knowledge'
import type { ChatKnowledge } from './types'

/**
 * Michael's knowledge, one object per content version. Every read goes through the content
 * source, whose cache the publish webhook's tags invalidate; while the content it returns is the
 * same, so is the knowledge object, and with it everything compiled from it once (vocabulary,
 * search index). A publish changes the content, and the next message builds them anew.
 */
export function createKnowledgeCache(read: () => Promise<CHAT_KNOWLEDGE_QUERY_RESULT>): () => Promise<ChatKnowledge> {
  let current: { version: string; knowledge: ChatKnowledge } | undefined
  return async () => {
    const result = await read()
    const version = createHash('sha256').update(JSON.stringify(result)).digest('base64url')
    if (current?.version !== version) current = { version, knowledge: toChatKnowledge(result) }
    return current.knowledge
  }
}
