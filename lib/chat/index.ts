import 'server-only'
import { getConfig } from '../config'
import { fetchContent } from '../content'
import type { RequestLimiter } from '../http/rate-limit'
import { createRequestLimiter } from '../leads'
import { createCappedEngine, createDailyCounter } from './daily-cap'
import type { ChatEndpointDeps } from './handler'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from './knowledge'
import { createLocalEngine } from './local-engine'
import { createOpenAIEngine } from './openai-engine'
import type { ChatEngine } from './types'

/** Tags the Sanity webhook revalidates when Michael's prompt, a product or a page changes. */
export const CHAT_KNOWLEDGE_TAGS = ['chatAssistant', 'product', 'page', 'siteSettings']

let engine: ChatEngine | undefined
let limiter: RequestLimiter | undefined

/** Messages one network may send: a brisk conversation fits, a script hammering the model does not. */
const CHAT_LIMIT = { keyPrefix: 'chat', points: 30, durationSeconds: 5 * 60 }

export function chatEndpointDeps(): ChatEndpointDeps {
  const config = getConfig()
  engine ??=
    config.chat.engine === 'openai'
      ? createCappedEngine({
          model: createOpenAIEngine(config.chat),
          fallback: createLocalEngine(),
          counter: createDailyCounter(createRequestLimiter, config.chat.dailyMessageCap),
          cap: config.chat.dailyMessageCap,
        })
      : createLocalEngine()
  limiter ??= createRequestLimiter(CHAT_LIMIT)
  return {
    engine,
    limiter,
    allowedOrigins: [config.siteUrl],
    knowledge: async () => toChatKnowledge(await fetchContent(CHAT_KNOWLEDGE_QUERY, {}, { tags: CHAT_KNOWLEDGE_TAGS })),
  }
}
