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
  /** Words visitors use for the product ("answering service"); marketers keep them in the CMS. */
  aliases: string[]
  useCases: { title: string; description: string }[]
  startingPrice: string | null
}

export type ChatFaq = { question: string; answer: string; alternateQuestions: string[] }

/** A tool visitors may name (a CRM, a calendar); `capitalisedOnly` for one that is also an everyday word. */
export type ChatTool = { name: string; capitalisedOnly: boolean }

/** An industry the site names, merged by name across its pages, with the words its businesses use. */
export type ChatIndustry = { name: string; businessName: string | null; terms: string[]; descriptions: string[] }

export type ChatArticle = { title: string; path: string; excerpt: string }

export type ChatPlan = {
  name: string
  price: string
  period: string | null
  /** The year paid up front, when the pricing note offers months free ("$2,970 a year"). */
  annualPrice: string | null
  description: string
  features: string[]
  /** The plan's column of the pricing page's comparison table ("Phone numbers": "1"; "yes" and "no" for a tick and a dash). */
  compared: { feature: string; value: string }[]
  highlighted: boolean
}

/**
 * A part of a page a visitor can read, under its heading: the page's title and address go with
 * it, so an answer from it can say where to read more. Its text is the section's sentences.
 */
export type ChatSection = {
  page: string
  path: string
  heading: string
  text: string
  /** What kind of section it is, in words a visitor asks with ("case studies", "careers"), if its heading does not say. */
  kind?: string
}

/** Michael's scripted replies, in the CMS's words. */
export type ChatReplies = {
  weekend: string
  nonEnglish: string
  offTopic: string
  leadThankYou: string
  aiDisclosure: string
  abuse: string
  unclear: string
}

/** Everything Michael may say comes from here: the CMS, never the client. */
export type ChatKnowledge = {
  agencyName: string
  assistantName: string
  greeting: string
  systemPrompt: string
  discoveryQuestions: string[]
  replies: ChatReplies
  products: ChatProduct[]
  plans: ChatPlan[]
  pricingNote: string | null
  faqs: ChatFaq[]
  industries: ChatIndustry[]
  /** Subjects beyond the products Michael may discuss; the off-topic policy reads them. */
  topics: string[]
  /** Tools Michael notices in a message (a CRM, a calendar), as the CMS names them. */
  tools: ChatTool[]
  articles: ChatArticle[]
  /** Every page's sections, the legal and terms pages included, as visitors read them. */
  sections: ChatSection[]
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
