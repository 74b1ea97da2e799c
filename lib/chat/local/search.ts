import 'server-only'
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch'
import type { ChatFaq, ChatKnowledge, ChatProduct } from '../types'
import { contentTokens, normalize, processWord } from './text'

/**
 * Full-text retrieval over everything the CMS says: FAQ questions (and the other ways visitors
 * ask them), FAQ answers, products, benefits, use cases, plans, industries and articles.
 * MiniSearch ranks with BM25, field boosts, prefix and fuzzy matching; words are stemmed
 * (Porter) and folded into synonyms first. One index per content version: the knowledge object
 * is the same for as long as the content is (see knowledge-cache.ts), so it is built once.
 */

type Kind = 'question' | 'faq' | 'product' | 'benefit' | 'useCase' | 'plan' | 'industry' | 'article'

/** A searchable piece of the knowledge; `ref` and `sub` point back into the knowledge's arrays. */
export type Passage = {
  id: number
  kind: Kind
  ref: number
  sub: number
  title: string
  alternates: string
  text: string
}

type Index = {
  engine: MiniSearch<Passage>
  passages: Passage[]
  /** Processed words of each passage's title (a FAQ question variant's words). */
  titleTokens: string[][]
  idf: (token: string) => number
  /** Rarity among the FAQ questions alone: what tells one question from another. */
  questionIdf: (token: string) => number
  /** Words of the agency's own name: they say nothing about which answer fits. */
  agencyTokens: Set<string>
  /** Words of the product names, to tell a FAQ that only shares a product's name. */
  nameTokens: Set<string>
}

const tokenize = (text: string) => normalize(text).split(' ')

function passagesOf(knowledge: ChatKnowledge): Omit<Passage, 'id'>[] {
  const out: Omit<Passage, 'id'>[] = []
  const add = (kind: Kind, ref: number, sub: number, title: string, text: string, alternates: string[] = []) =>
    out.push({ kind, ref, sub, title, alternates: alternates.join('\n'), text })
  knowledge.faqs.forEach((faq, i) => {
    // Each way of asking is a passage of its own, so a match is scored against one question.
    ;[faq.question, ...faq.alternateQuestions].forEach((question, v) => add('question', i, v, question, ''))
    add('faq', i, 0, faq.question, faq.answer, faq.alternateQuestions)
  })
  knowledge.products.forEach((p, i) => {
    add('product', i, 0, p.name, `${p.tagline} ${p.description}`, p.aliases)
    p.benefits.forEach((benefit, b) => add('benefit', i, b, '', benefit))
    p.useCases.forEach((useCase, u) => add('useCase', i, u, useCase.title, useCase.description))
  })
  knowledge.plans.forEach((plan, i) => add('plan', i, 0, plan.name, [plan.description, ...plan.features].join('\n')))
  knowledge.industries.forEach((industry, i) =>
    add('industry', i, 0, industry.name, industry.descriptions.join('\n'), industry.terms),
  )
  // Title and excerpt only: a long body shares a few words with almost any question.
  knowledge.articles.forEach((article, i) => add('article', i, 0, article.title, article.excerpt))
  return out
}

function buildIndex(knowledge: ChatKnowledge): Index {
  const passages = passagesOf(knowledge).map((p, id) => ({ ...p, id }))
  const engine = new MiniSearch<Passage>({
    fields: ['title', 'alternates', 'text'],
    storeFields: ['kind', 'ref', 'sub'],
    tokenize,
    processTerm: (term) => processWord(term) ?? null,
    searchOptions: {
      boost: { title: 3, alternates: 3, text: 1 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    },
  })
  engine.addAll(passages)
  const titleTokens = passages.map((p) => contentTokens(p.title))
  const df = new Map<string, number>()
  for (const p of passages)
    for (const token of new Set(contentTokens(`${p.title} ${p.alternates} ${p.text}`)))
      df.set(token, (df.get(token) ?? 0) + 1)
  const n = passages.length
  const questions = passages.filter((p) => p.kind === 'question')
  const questionDf = new Map<string, number>()
  for (const p of questions)
    for (const token of titleTokens[p.id]!) questionDf.set(token, (questionDf.get(token) ?? 0) + 1)
  return {
    engine,
    passages,
    titleTokens,
    idf: (token) => Math.log(1 + n / (df.get(token) ?? 0.5)),
    questionIdf: (token) => Math.log(1 + questions.length / (questionDf.get(token) ?? 0.5)),
    agencyTokens: new Set(contentTokens(knowledge.agencyName)),
    nameTokens: new Set(contentTokens(`ai agent ${knowledge.products.map((p) => p.name).join(' ')}`)),
  }
}

const indexes = new WeakMap<ChatKnowledge, Index>()

export function knowledgeIndex(knowledge: ChatKnowledge): Index {
  let index = indexes.get(knowledge)
  if (!index) {
    index = buildIndex(knowledge)
    indexes.set(knowledge, index)
  }
  return index
}

/** The visitor's content words, as the index compares them, without the agency's name. */
function queryTokens(index: Index, message: string, drop: ReadonlySet<string> = new Set()): string[] {
  return contentTokens(message).filter((t) => !index.agencyTokens.has(t) && !drop.has(t))
}

function run(
  index: Index,
  tokens: string[],
  kinds: Kind[],
  options: SearchOptions = {},
): (SearchResult & { kind: Kind; ref: number; sub: number })[] {
  if (tokens.length === 0) return []
  return index.engine.search(tokens.join(' '), {
    ...options,
    // The tokens are processed already; a second stemming could change them.
    processTerm: (term) => term,
    tokenize: (text) => text.split(' '),
    filter: (result) => kinds.includes(result.kind as Kind),
  }) as (SearchResult & { kind: Kind; ref: number; sub: number })[]
}

const sum = (tokens: Iterable<string>, weight: (t: string) => number) => {
  let total = 0
  for (const t of tokens) total += weight(t)
  return total
}

export type FaqMatch = { faq: ChatFaq; question: string; answer: string; score: number }

/**
 * Below these shares of their words matched, the FAQ question and the visitor's are different
 * questions: "What integrations do you offer?" is not "What do you offer?", and "Do you help
 * veterinarians?" is not "What can you help me with?".
 */
const MIN_QUESTION_COVERAGE = 0.6
const MIN_QUERY_COVERAGE = 0.5

/**
 * The FAQ whose question (or another way of asking it) best matches the message: a Dice
 * coefficient over the words both share, each weighted by how rare it is among the questions, so
 * "cost" counts less than "contract". 1 is the same question; below about 0.6, another one.
 */
export function searchFaqs(message: string, knowledge: ChatKnowledge, beyondProductNames = false): FaqMatch | null {
  const index = knowledgeIndex(knowledge)
  const query = queryTokens(index, message)
  if (query.length === 0) return null
  const weight = index.questionIdf
  const queryWeight = sum(query, weight)
  let best: FaqMatch | null = null
  for (const result of run(index, query, ['question'], { fields: ['title'] }).slice(0, 12)) {
    // "Do you have the X agent?" shares only the product's name with "Which plan includes the X agent?".
    if (beyondProductNames && result.queryTerms.every((t) => index.nameTokens.has(t))) continue
    const ownWeight = sum(index.titleTokens[result.id]!, weight)
    const matchedOwn = sum(result.terms, weight)
    const matchedQuery = sum(result.queryTerms, weight)
    if (matchedOwn < MIN_QUESTION_COVERAGE * ownWeight || matchedQuery < MIN_QUERY_COVERAGE * queryWeight) continue
    const score = (matchedQuery + matchedOwn) / (queryWeight + ownWeight)
    const faq = knowledge.faqs[result.ref]!
    if (!best || score > best.score)
      best = { faq, question: faq.question, answer: faq.answer, score: Math.min(1, score) }
  }
  return best
}

/** Only a close match is worth answering from: otherwise Michael would answer a different question. */
const STRONG_FAQ_MATCH = 0.62

export function strongFaq(message: string, knowledge: ChatKnowledge, beyondProductNames = false): FaqMatch | null {
  const match = searchFaqs(message, knowledge, beyondProductNames)
  if (match && match.score >= STRONG_FAQ_MATCH) return match
  return beyondProductNames ? null : answeredFaq(message, knowledge)
}

const GENERIC_FAQ_WORDS = new Set(contentTokens('ai agent agents work'))

/**
 * A second chance for short questions worded unlike the FAQ ("Can I cancel any time?"): every
 * content word appears in the FAQ, and the words in its question carry most of the weight.
 */
function answeredFaq(message: string, knowledge: ChatKnowledge): FaqMatch | null {
  const index = knowledgeIndex(knowledge)
  const query = queryTokens(index, message, new Set(contentTokens(knowledge.assistantName)))
  if (query.length === 0 || query.length > 4) return null
  const total = sum(query, index.questionIdf)
  let best: { ref: number; share: number } | null = null
  // Best ranked first, so of two FAQs that share as much, the one that speaks of it most wins.
  for (const result of run(index, query, ['faq'], { combineWith: 'AND', prefix: false, fuzzy: false })) {
    // One word alone ("security", "integrations") must be what the FAQ is about: in two ways of asking it.
    if (query.length === 1 && variantsWith(index, result.ref, query[0]!) < 2) continue
    const inQuestion = query.filter(
      (t) => !GENERIC_FAQ_WORDS.has(t) && result.match[t]?.some((field) => field !== 'text'),
    )
    const share = sum(inQuestion, index.questionIdf) / total
    if (share >= 0.5 && (!best || share > best.share)) best = { ref: result.ref, share }
  }
  if (!best) return null
  const faq = knowledge.faqs[best.ref]!
  return { faq, question: faq.question, answer: faq.answer, score: STRONG_FAQ_MATCH }
}

function variantsWith(index: Index, faq: number, token: string): number {
  return index.passages.filter(
    (p) => p.kind === 'question' && p.ref === faq && index.titleTokens[p.id]!.includes(token),
  ).length
}

// Nouns every business has; they say nothing about which example fits.
const GENERIC_BUSINESS = new Set(
  contentTokens('company business firm shop store team agency group small local family service services office'),
)

/** The product use case closest to a business ("bike shop" finds a use case titled "Bike and sports shops"). */
export function closestUseCase(business: string, knowledge: ChatKnowledge, only?: ChatProduct) {
  const index = knowledgeIndex(knowledge)
  const query = queryTokens(index, business, GENERIC_BUSINESS)
  const onlyRef = only ? knowledge.products.indexOf(only) : -1
  const [best] = run(index, query, ['useCase'], {
    boost: { title: 2, text: 1 },
    fields: ['title', 'text'],
    fuzzy: false,
  }).filter((r) => onlyRef < 0 || r.ref === onlyRef)
  if (!best) return undefined
  const product = knowledge.products[best.ref]!
  return { product, useCase: product.useCases[best.sub]! }
}
