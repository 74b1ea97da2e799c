import 'server-only'
import { getConfig } from '../config'
import { fetchContent } from '../content'
import { ARTICLE_TYPES } from '../content/article-routes'
import { contentTags } from '../content/site'
import type { RequestLimiter } from '../http/rate-limit'
import { requestLimiter } from '../db'
import { createCappedEngine, createDailyCounter } from './daily-cap'
import type { ChatEndpointDeps } from './handler'
import { CHAT_KNOWLEDGE_QUERY } from './knowledge'
import { createKnowledgeCache } from './knowledge-cache'
import { createLocalEngine } from './local-engine'
import { createOpenAIEngine } from './openai-engine'
import type { ChatEngine } from './types'

/** Tags the Sanity webhook revalidates when Michael's document, a product, a page or an article changes. */
export const CHAT_KNOWLEDGE_TAGS = ['chatAssistant', 'product', 'page', 'siteSettings', ...ARTICLE_TYPES].map((type) =>
  contentTags.type(type),
)

const knowledge = createKnowledgeCache(() => fetchContent(CHAT_KNOWLEDGE_QUERY, {}, { tags: CHAT_KNOWLEDGE_TAGS }))

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
          counter: createDailyCounter(requestLimiter, config.chat.dailyMessageCap),
          cap: config.chat.dailyMessageCap,
        })
      : createLocalEngine()
  limiter ??= requestLimiter(CHAT_LIMIT)
  return {
    engine,
    limiter,
    allowedOrigins: [config.siteUrl],
    knowledge,
  }
}
