import type { ChatKnowledge, ChatPlan, ChatProduct } from '../types'
import { contentTokens, hasPhrase, normalize, sentences } from './text'

/**
 * How visitors name each kind of agent. Only words live here: a concept resolves to whichever
 * CMS product's name or slug matches it, so facts and prices always come from the knowledge.
 */
const PRODUCT_CONCEPTS: { key: ProductConcept; product: RegExp; strong: string[]; weak: string[] }[] = [
  {
    key: 'voice',
    product: /voice/,
    strong: ['voice chat', 'voice agent', 'voice assistant', 'voice ai', 'voice bot', 'voicebot', 'talk in the browser', 'talk on the website', 'talk on my website', 'talk on our website', 'speak to it', 'voice button'],
    weak: ['voice'],
  },
  {
    key: 'receptionist',
    product: /receptionist/,
    strong: ['receptionist', 'receptionists', 'answering service', 'answer the phone', 'answers the phone', 'answering the phone', 'answer calls', 'answer my calls', 'answer our calls', 'answering calls', 'answers calls', 'front desk', 'call answering', 'inbound calls', 'incoming calls', 'missed calls'],
    weak: ['phone', 'phones'],
  },
  {
    key: 'email',
    product: /email/,
    strong: ['email agent', 'email assistant', 'inbox', 'shared inbox', 'mailbox', 'email support', 'customer emails', 'answer emails', 'reply to emails'],
    weak: ['email', 'emails', 'mail'],
  },
  {
    key: 'sms',
    product: /sms|text/,
    strong: ['sms', 'text message', 'text messages', 'texting', 'text agent', 'sms agent', 'texting agent', 'text back', 'textback', 'sms text'],
    weak: ['texts', 'text', 'reminders'],
  },
  {
    key: 'workflow',
    product: /workflow/,
    strong: ['workflow', 'workflows', 'automation', 'automations', 'automate', 'automating', 'back office', 'backoffice', 'gpt builder', 'agent builder', 'build my own agent', 'build our own agent', 'build your own agent', 'data entry', 'paperwork', 'invoice chasing'],
    weak: ['admin'],
  },
  {
    key: 'se',
    product: /virtual se|virtual-se/,
    strong: ['virtual se', 'presales', 'sales engineer', 'sales engineers', 'sales engineering', 'technical questions', 'technical sales', 'virtual sales engineer', 'getvirtual se', 'technical demos'],
    weak: [],
  },
  {
    key: 'outbound',
    product: /outbound/,
    strong: ['outbound', 'outboundai', 'outbound ai', 'cold call', 'cold calls', 'cold calling', 'followup calls', 'followup call', 'call leads', 'call my leads', 'call our leads', 'calling leads', 'call back leads', 'reactivate', 'reactivation', 'speed to lead', 'dialer', 'outgoing calls', 'call customers', 'calls out'],
    weak: [],
  },
]

export type ProductConcept = 'voice' | 'receptionist' | 'email' | 'sms' | 'workflow' | 'se' | 'outbound'

export function productForConcept(concept: ProductConcept, products: ChatProduct[]): ChatProduct | undefined {
  const pattern = PRODUCT_CONCEPTS.find((c) => c.key === concept)!.product
  return products.find((p) => pattern.test(normalize(`${p.name} ${p.slug.replace(/-/g, ' ')}`)))
}

/**
 * Products a message is about, in catalogue order. A full name or a specific alias beats a
 * generic word ("phone", "email"), so "the voice agent on the phone" means AI Voice Chat only.
 */
export function matchProducts(message: string, products: ChatProduct[]): ChatProduct[] {
  const text = normalize(message)
  const scores = new Map<ChatProduct, number>()
  const add = (product: ChatProduct | undefined, score: number) => {
    if (product) scores.set(product, Math.max(scores.get(product) ?? 0, score))
  }
  for (const product of products) {
    const name = normalize(product.name)
    if (hasPhrase(text, name) || hasPhrase(text, name.replace(/\s+/g, ''))) add(product, 100)
    const core = name.replace(/^ai /, '').replace(/ agent$/, '')
    if (core !== name && core.length >= 6 && hasPhrase(text, core)) add(product, 50)
  }
  for (const concept of PRODUCT_CONCEPTS) {
    const product = productForConcept(concept.key, products)
    if (concept.strong.some((alias) => hasPhrase(text, normalize(alias)))) add(product, 20)
    else if (concept.weak.some((alias) => hasPhrase(text, alias))) add(product, 1)
  }
  const best = Math.max(0, ...scores.values())
  return products.filter((p) => (scores.get(p) ?? 0) >= (best >= 20 ? 20 : 1))
}

/** Products named in an assistant message (by full name), to follow "it" and "tell me more". */
export function productsNamedIn(text: string, products: ChatProduct[]): ChatProduct[] {
  const normalized = normalize(text)
  return products.filter((p) => hasPhrase(normalized, normalize(p.name)))
}

type FaqIndex = { entries: { question: string; answer: string; tokens: string[]; answerTokens: Set<string> }[]; idf: Map<string, number>; unseen: number }
const faqIndexes = new WeakMap<ChatKnowledge, FaqIndex>()

function faqIndex(knowledge: ChatKnowledge): FaqIndex {
  let index = faqIndexes.get(knowledge)
  if (!index) {
    const entries = knowledge.faqs.map((faq) => ({ ...faq, tokens: contentTokens(faq.question), answerTokens: new Set(contentTokens(faq.answer)) }))
    const df = new Map<string, number>()
    for (const entry of entries) for (const token of entry.tokens) df.set(token, (df.get(token) ?? 0) + 1)
    const n = entries.length
    const idf = new Map([...df].map(([token, count]) => [token, Math.log(1 + n / count)]))
    index = { entries, idf, unseen: Math.log(1 + n) }
    faqIndexes.set(knowledge, index)
  }
  return index
}

export type FaqMatch = { question: string; answer: string; score: number }

/**
 * The FAQ whose question best overlaps the message: a Dice coefficient over content words,
 * each weighted by how rare it is among FAQ questions, so "cost" counts less than "contract".
 */
export function searchFaqs(message: string, knowledge: ChatKnowledge, beyondProductNames = false): FaqMatch | null {
  const index = faqIndex(knowledge)
  const query = contentTokens(message)
  // "Do you have a Virtual SE?" shares only the product's name with "Which plan includes Virtual SE?".
  const names = beyondProductNames ? new Set(contentTokens(`ai agent ${knowledge.products.map((p) => p.name).join(' ')}`)) : undefined
  if (query.length === 0) return null
  const weight = (token: string) => index.idf.get(token) ?? index.unseen
  const queryWeight = query.reduce((sum, t) => sum + weight(t), 0)
  let best: FaqMatch | null = null
  for (const entry of index.entries) {
    const shared = entry.tokens.filter((t) => query.includes(t))
    if (shared.length === 0 || (names && shared.every((t) => names.has(t)))) continue
    const overlap = shared.reduce((sum, t) => sum + weight(t), 0)
    const entryWeight = entry.tokens.reduce((sum, t) => sum + weight(t), 0)
    const score = (2 * overlap) / (queryWeight + entryWeight)
    if (!best || score > best.score) best = { question: entry.question, answer: entry.answer, score }
  }
  return best
}

/** Only a close match is worth answering from: otherwise Michael would answer a different question. */
export const STRONG_FAQ_MATCH = 0.62

export function strongFaq(message: string, knowledge: ChatKnowledge, beyondProductNames = false): FaqMatch | null {
  const match = searchFaqs(message, knowledge, beyondProductNames)
  if (match && match.score >= STRONG_FAQ_MATCH) return match
  return beyondProductNames ? null : answeredFaq(message, knowledge)
}

const GENERIC_FAQ_WORDS = new Set(contentTokens('ai agent agents work michael'))

/**
 * A second chance for short questions worded unlike the FAQ ("Can I cancel any time?"): every
 * content word appears in the FAQ, and the words in its question carry most of the weight.
 */
function answeredFaq(message: string, knowledge: ChatKnowledge): FaqMatch | null {
  const index = faqIndex(knowledge)
  const query = contentTokens(message)
  if (query.length < 2 || query.length > 4) return null
  const weight = (token: string) => index.idf.get(token) ?? index.unseen
  const total = query.reduce((sum, t) => sum + weight(t), 0)
  let best: FaqMatch | null = null
  for (const entry of index.entries) {
    if (!query.every((t) => entry.tokens.includes(t) || entry.answerTokens.has(t))) continue
    const inQuestion = query.filter((t) => entry.tokens.includes(t) && !GENERIC_FAQ_WORDS.has(t))
    const share = inQuestion.reduce((sum, t) => sum + weight(t), 0) / total
    if (share >= 0.5 && (!best || share > best.score)) best = { question: entry.question, answer: entry.answer, score: share }
  }
  return best && { ...best, score: STRONG_FAQ_MATCH }
}

type BenefitIndex = { entries: { product: ChatProduct; text: string; tokens: string[] }[]; idf: Map<string, number>; unseen: number }
const benefitIndexes = new WeakMap<ChatKnowledge, BenefitIndex>()

/**
 * Product benefits that cover a question's content words ("Can it book appointments?"), for
 * questions no FAQ answers: each benefit is a CMS sentence, so the answer stays factual.
 */
export function searchBenefits(message: string, knowledge: ChatKnowledge): { product: ChatProduct; text: string }[] {
  let index = benefitIndexes.get(knowledge)
  if (!index) {
    const entries = knowledge.products.flatMap((product) => product.benefits.map((text) => ({ product, text, tokens: contentTokens(text) })))
    const df = new Map<string, number>()
    for (const entry of entries) for (const token of entry.tokens) df.set(token, (df.get(token) ?? 0) + 1)
    index = { entries, idf: new Map([...df].map(([t, n]) => [t, Math.log(1 + entries.length / n)])), unseen: Math.log(1 + entries.length) }
    benefitIndexes.set(knowledge, index)
  }
  const query = contentTokens(message).filter((t) => !GENERIC_QUESTION.has(t))
  if (query.length === 0) return []
  const weight = (t: string) => index.idf.get(t) ?? index.unseen
  const total = query.reduce((sum, t) => sum + weight(t), 0)
  const scored = index.entries
    .map((entry) => ({ entry, coverage: query.filter((t) => entry.tokens.includes(t)).reduce((sum, t) => sum + weight(t), 0) / total }))
    .filter(({ coverage }) => coverage >= 0.75)
    .sort((a, b) => b.coverage - a.coverage)
  const seen = new Set<ChatProduct>()
  return scored.flatMap(({ entry }) => (seen.has(entry.product) ? [] : (seen.add(entry.product), [entry]))).slice(0, 2)
}

const GENERIC_QUESTION = new Set(contentTokens('ai agent agents product products work works help kestrel'))

/** The first plan whose description or features name the product. */
export function planFor(product: ChatProduct, plans: ChatPlan[]): ChatPlan | undefined {
  const name = normalize(product.name)
  return plans.find((plan) => hasPhrase(normalize([plan.description, ...plan.features].join(' ')), name))
}

// Nouns every business has; they say nothing about which example fits.
const GENERIC = new Set(contentTokens('company business firm shop store team agency group small local family service services office'))

/** The product use case closest to a business ("dental practice" → "Dental and medical clinics"). */
export function useCaseFor(business: string, products: ChatProduct[], only?: ChatProduct) {
  const words = contentTokens(business).filter((t) => !GENERIC.has(t))
  // "plumbing" should find "plumbers": compare word starts, not only whole words.
  const has = (tokens: string[], word: string) => tokens.some((t) => t === word || (word.length >= 5 && t.startsWith(word)) || (t.length >= 5 && word.startsWith(t)))
  let best: { product: ChatProduct; useCase: ChatProduct['useCases'][number]; score: number } | undefined
  for (const product of only ? [only] : products) {
    for (const useCase of product.useCases) {
      const title = contentTokens(useCase.title)
      const description = contentTokens(useCase.description)
      const score = words.reduce((sum, w) => sum + (has(title, w) ? 2 : has(description, w) ? 1 : 0), 0)
      if (score > 0 && (!best || score > best.score)) best = { product, useCase, score }
    }
  }
  return best
}

const ALWAYS_ON = /24\/7|24 hours a day|around the clock|day or night|any hour|nights, weekends/i

/** What the CMS says about working around the clock: a FAQ sentence and product benefits. */
export function alwaysOnFacts(knowledge: ChatKnowledge, focus: ChatProduct[]) {
  const faqSentence = knowledge.faqs.flatMap((faq) => sentences(faq.answer)).find((s) => /24\/7/.test(s))
  const benefits: { product: ChatProduct; text: string }[] = []
  for (const product of [...focus, ...knowledge.products.filter((p) => !focus.includes(p))]) {
    const benefit = product.benefits.find((b) => ALWAYS_ON.test(b))
    if (benefit) benefits.push({ product, text: benefit })
  }
  return { faqSentence, benefits }
}

/** Everyday tool names, to notice them in a visitor's message and find them in the CMS. */
export const TOOLS = [
  'Google Calendar', 'Google Workspace', 'Gmail', 'Outlook', 'Microsoft 365', 'Office 365', 'Calendly', 'Acuity',
  'HubSpot', 'Salesforce', 'GoHighLevel', 'Zoho', 'Pipedrive', 'Follow Up Boss', 'ServiceTitan', 'Jobber',
  'Housecall Pro', 'Dentrix', 'Open Dental', 'Eaglesoft', 'Clio', 'MyCase', 'Shopify', 'WooCommerce', 'Square',
  'Toast', 'QuickBooks', 'Xero', 'Zendesk', 'Help Scout', 'Freshdesk', 'Gorgias', 'Intercom', 'Slack', 'Zapier',
  'Make', 'RingCentral', 'Twilio', 'Vonage', 'Dialpad', 'Aircall', '8x8', 'Nextiva', 'Grasshopper', 'Mindbody',
  'Vagaro', 'Opera', 'Cloudbeds', 'DocuSign', 'Excel', 'Google Sheets', 'Monday', 'Asana', 'Kareo', 'Athenahealth',
]

export function findTools(message: string): string[] {
  return TOOLS.filter((tool) => {
    // "Make" and "Monday" are ordinary words too: only count them capitalised.
    const flags = tool === 'Make' || tool === 'Monday' || tool === 'Square' || tool === 'Toast' ? '' : 'i'
    return new RegExp(`(^|[^\\w])${tool.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`, flags).test(message)
  })
}

/** The CMS sentence that names a tool, if Kestrel says anywhere that it connects to it. */
export function toolSentence(tool: string, knowledge: ChatKnowledge): string | undefined {
  const pattern = new RegExp(`\\b${tool.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')
  const texts = [...knowledge.faqs.map((f) => f.answer), ...knowledge.products.flatMap((p) => [...p.benefits, p.description])]
  for (const text of texts) {
    const sentence = sentences(text).find((s) => pattern.test(s))
    if (sentence) return sentence
  }
  return undefined
}

/** A phrase like "free 30-minute consultation" as the CMS words it, so no number is invented. */
export function consultationPhrase(knowledge: ChatKnowledge): string {
  const texts = [knowledge.replies.leadThankYou, knowledge.systemPrompt, ...knowledge.faqs.map((f) => f.answer)]
  for (const text of texts) {
    const match = /free \d+-minute (?:design )?consultation/i.exec(text)
    if (match) return match[0].toLowerCase()
  }
  return 'free consultation'
}
