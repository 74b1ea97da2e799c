/** A message of the visible conversation. The system prompt never travels from the client. */
export type ChatMessage = { role: 'user' | 'assistant'; content: string }

export type ChatUsage = { promptTokens: number; completionTokens: number; totalTokens: number }

/** What an engine yields while it answers: text as it is produced, then (maybe) usage. */
export type ChatDelta = { type: 'text'; text: string } | { type: 'usage'; usage: ChatUsage }

export type ChatProduct = {
  name: string
  slug: string
  path: string
  tagline: string
  description: string
  benefits: string[]
  useCases: { title: string; description: string }[]
  startingPrice: string | null
}

export type ChatPlan = {
  name: string
  price: string
  period: string | null
  description: string
  features: string[]
  highlighted: boolean
}

/** Everything Michael may say comes from here: the CMS, never the client. */
export type ChatKnowledge = {
  agencyName: string
  assistantName: string
  greeting: string
  systemPrompt: string
  discoveryQuestions: string[]
  replies: { weekend: string; nonEnglish: string; offTopic: string; leadThankYou: string }
  products: ChatProduct[]
  plans: ChatPlan[]
  pricingNote: string | null
  faqs: { question: string; answer: string }[]
}

export type ChatReplyInput = { messages: ChatMessage[]; knowledge: ChatKnowledge; signal?: AbortSignal }

/** Answers a conversation. Implementations: OpenAI (with a key) and the local engine (default). */
export interface ChatEngine {
  readonly kind: 'openai' | 'local'
  reply(input: ChatReplyInput): AsyncIterable<ChatDelta>
}

/** The engine could not answer; `details` is the upstream's own message when there is one. */
export class ChatEngineError extends Error {
  override name = 'ChatEngineError'
  constructor(
    message: string,
    readonly details?: string,
    readonly status: 502 | 504 = 502,
  ) {
    super(message)
  }
}
