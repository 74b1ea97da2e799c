import 'server-only'
import MiniSearch from 'minisearch'
import type { ChatKnowledge, ChatProduct } from '../types'
import { contentTokens, normalize, processWord, sentences } from './text'

/**
 * Everything a visitor can read, as passages Michael answers from: FAQ answers (with the other
 * ways visitors ask them), every page's sections (the legal and terms pages included), products
 * in full, plans with their features and annual price, industries and articles. Each keeps its
 * source (page, heading, address) so a reply can say where to read more. Ranked by MiniSearch's
 * BM25 over stemmed words folded into synonyms (text.ts); the answer is the passage's sentence
 * that covers most of what was asked, weighted by how rare each word is. Built once per content
 * version: the knowledge object is the same for as long as the content is (knowledge-cache.ts).
 */

export type Source = { page: string; heading: string; path: string }

export type Passage = {
  id: number
  kind: 'faq' | 'section' | 'product' | 'plan' | 'industry' | 'article'
  /** What the passage is about: a FAQ's question, a section's heading, a product's name. */
  title: string
  /** Other ways of naming it: a FAQ's alternate questions, a product's aliases, an industry's words. */
  alternates: string
  text: string
  source: Source
  /** The product it is about, if one. */
  product?: ChatProduct
  /** A clause of a legal page (terms, privacy): what the agency and a client owe each other. */
  legal?: boolean
}

type Index = {
  engine: MiniSearch<Passage>
  passages: Passage[]
  /** Each passage's processed words, by id. */
  words: Set<string>[]
  idf: (token: string) => number
  /** Every word the site uses, processed: a word outside it is a name the site never mentions. */
  vocabulary: Set<string>
}

const tokenize = (text: string) => normalize(text).split(' ')

function passagesOf(knowledge: ChatKnowledge): Omit<Passage, 'id'>[] {
  const out: Omit<Passage, 'id'>[] = []
  const pricing = knowledge.sections.find((s) => s.path === '/pricing')?.path ?? '/pricing'
  for (const faq of knowledge.faqs) {
    const home = knowledge.sections.find((s) => s.text.includes(faq.answer))
    out.push({
      kind: 'faq',
      title: faq.question,
      alternates: faq.alternateQuestions.join('\n'),
      text: faq.answer,
      source: { page: home?.page ?? 'FAQ', heading: faq.question, path: home?.path ?? '/' },
    })
  }
  for (const product of knowledge.products) {
    const source = { page: product.name, heading: product.name, path: product.path }
    out.push({
      kind: 'product',
      title: product.name,
      alternates: product.aliases.join('\n'),
      text: [product.tagline, product.description, ...product.benefits].map((t) => endWith(t)).join(' '),
      source,
      product,
    })
    for (const useCase of product.useCases)
      out.push({ kind: 'product', title: useCase.title, alternates: '', text: useCase.description, source, product })
  }
  for (const plan of knowledge.plans) {
    const annual = plan.annualPrice ? ` Paid annually, ${plan.name} is ${plan.annualPrice} a year.` : ''
    out.push({
      kind: 'plan',
      title: `${plan.name} plan`,
      alternates: '',
      text: `${plan.name} is ${plan.price}${plan.period ? ` ${plan.period}` : ''}. ${endWith(plan.description)} It includes: ${plan.features.join('; ')}.${annual}`,
      source: { page: 'Pricing', heading: plan.name, path: pricing },
    })
  }
  for (const industry of knowledge.industries)
    if (industry.descriptions.length)
      out.push({
        kind: 'industry',
        title: industry.name,
        alternates: industry.terms.join('\n'),
        text: industry.descriptions.join(' '),
        source: { page: industry.name, heading: industry.name, path: '/' },
      })
  for (const article of knowledge.articles)
    out.push({
      kind: 'article',
      title: article.title,
      alternates: '',
      text: article.excerpt,
      source: { page: article.title, heading: article.title, path: article.path },
    })
  // A FAQ section's items are passages already; every other section is read as it stands.
  const faqTexts = new Set(knowledge.faqs.map((f) => f.answer))
  for (const section of knowledge.sections) {
    if ([...faqTexts].some((answer) => section.text.includes(answer))) continue
    out.push({
      kind: 'section',
      title: section.heading,
      alternates: section.page,
      text: section.text,
      source: { page: section.page, heading: section.heading, path: section.path },
      // A product's own page speaks about that product.
      product: knowledge.products.find((p) => p.path === section.path),
      legal: LEGAL_PAGE.test(section.page),
    })
  }
  return out
}

const LEGAL_PAGE = /\b(?:terms|privacy|policy|statement|agreement|legal|cookies?)\b/i

const endWith = (text: string) => (/[.!?:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

function buildIndex(knowledge: ChatKnowledge): Index {
  const passages = passagesOf(knowledge).map((p, id) => ({ ...p, id }))
  const engine = new MiniSearch<Passage>({
    fields: ['title', 'alternates', 'text'],
    storeFields: ['id'],
    tokenize,
    processTerm: (term) => processWord(term) ?? null,
    searchOptions: { boost: { title: 2, alternates: 2, text: 1 }, prefix: (t) => t.length >= 6, fuzzy: false },
  })
  engine.addAll(passages)
  const df = new Map<string, number>()
  for (const p of passages)
    for (const token of new Set(contentTokens(`${p.title} ${p.alternates} ${p.text}`)))
      df.set(token, (df.get(token) ?? 0) + 1)
  const n = passages.length
  // A word the site never uses (a typo, a name) counts as asked, as much as a fairly rare word of its own.
  const rarest = Math.log(1 + n / 3)
  return {
    engine,
    passages,
    words: passages.map((p) => new Set(contentTokens(`${p.title} ${p.alternates} ${p.text}`))),
    idf: (token) => (df.has(token) ? Math.log(1 + n / df.get(token)!) : rarest),
    vocabulary: new Set(df.keys()),
  }
}

const indexes = new WeakMap<ChatKnowledge, Index>()

function indexOf(knowledge: ChatKnowledge): Index {
  let index = indexes.get(knowledge)
  if (!index) indexes.set(knowledge, (index = buildIndex(knowledge)))
  return index
}

/** Words of a question that say nothing about which passage answers it. */
export const GENERIC = new Set(
  contentTokens(
    'ai agent agents work works product products thing stuff service services use using help business company offer option options guy guys actually exactly really just come comes get ur u pls',
  ),
)

/**
 * How much a kind of passage is trusted as an answer: what the agency states (FAQ, terms, plans)
 * over a page's marketing copy and its stories, which share words with many questions.
 */
const WEIGHT: Record<Passage['kind'], number> = {
  faq: 1.15,
  plan: 1.1,
  product: 1,
  section: 0.9,
  industry: 0.9,
  article: 0.8,
}

export type Found = {
  passage: Passage
  /** The sentences that answer, in the passage's order. */
  answer: string
  /** The share of the question's words (by rarity) the passage covers, 0 to 1. */
  coverage: number
}

export type FindOptions = {
  /** Words to leave out of the question (a product's name once it is in focus). */
  ignore?: Iterable<string>
  /** Only passages about this product, its FAQ, or sections naming it. */
  about?: ChatProduct
  /**
   * A yes/no about what an agent can do: the legal pages' clauses are left out (what an agent can
   * do is not in them), and a passage must hold the question's rarest word, the thing asked about
   * ("payments" in "can it take payments over the phone"), not only the words around it.
   */
  capability?: boolean
}

/**
 * The passage that best answers a question, and its sentences that say it; undefined when no
 * passage covers the question's words enough to be an answer rather than a guess.
 */
export function findAnswer(question: string, knowledge: ChatKnowledge, options: FindOptions = {}): Found | undefined {
  const index = indexOf(knowledge)
  const ignore = new Set([...GENERIC, ...(options.ignore ?? [])])
  const query = contentTokens(question).filter((t) => !ignore.has(t))
  if (query.length === 0) return undefined
  const total = query.reduce((sum, t) => sum + index.idf(t), 0)
  const asked = options.capability ? query.reduce((a, b) => (index.idf(b) > index.idf(a) ? b : a)) : undefined
  const about = options.about
  const aboutName = about ? normalize(about.name) : ''
  let best: Found | undefined
  let bestScore = 0
  const results = index.engine.search(query.join(' '), { processTerm: (t) => t, tokenize: (t) => t.split(' ') })
  for (const result of results.slice(0, 12)) {
    const passage = index.passages[result.id as number]!
    if (options.capability && passage.legal) continue
    if (
      about &&
      passage.product !== about &&
      passage.source.path !== about.path &&
      !normalize(`${passage.title} ${passage.text}`).includes(aboutName)
    )
      continue
    const words = index.words[passage.id]!
    // A FAQ answers its question however it is asked ("speak spanish" → the one about languages).
    if (asked && passage.kind !== 'faq' && !covers(words, asked)) continue
    const coverage = query.reduce((sum, t) => sum + (covers(words, t) ? index.idf(t) : 0), 0) / total
    const answer = bestSentences(passage, query, index)
    // BM25 ranks; coverage decides between close ones, so a passage with every word beats a longer one with most.
    const score = (coverage * 2 + result.score / 40) * WEIGHT[passage.kind]
    if (answer && score > bestScore) {
      best = { passage, answer, coverage }
      bestScore = score
    }
  }
  return best
}

/** Whether a passage has the word, or one of the same stem the stemmer left apart ("recording", "record"). */
function covers(words: Set<string>, token: string): boolean {
  if (words.has(token)) return true
  if (token.length < 5) return false
  const stem = token.slice(0, 5)
  for (const word of words) if (word.startsWith(stem)) return true
  return false
}

/** The sentence of a passage that covers most of the question, with the next when it continues it. */
function bestSentences(passage: Passage, query: string[], index: Index): string {
  if (passage.kind === 'faq') return passage.text
  const list = passage.text.split('\n').flatMap((line) => sentences(line))
  let best = -1
  let bestScore = 0
  const scores = list.map((sentence) => {
    const words = new Set(contentTokens(sentence))
    return query.reduce((sum, t) => sum + (covers(words, t) ? index.idf(t) : 0), 0)
  })
  scores.forEach((score, i) => {
    if (score > bestScore) {
      best = i
      bestScore = score
    }
  })
  if (best < 0) return ''
  // A second sentence that says as much of what was asked goes with the first, in the passage's order.
  const second = scores.findIndex((score, i) => i !== best && score >= bestScore * 0.75)
  if (second >= 0 && passage.kind === 'product')
    return [best, second]
      .sort((a, b) => a - b)
      .map((i) => list[i])
      .join(' ')
  // A sentence that starts in lower case continues the one before it (a quote's question inside it).
  const start = /^[a-z]/.test(list[best]!) && best > 0 ? best - 1 : best
  const first = start < best ? `${list[start]} ${list[best]}` : list[best]!
  const next = list[best + 1]
  // A heading-like fragment ("Starter — $297 per month.") reads as half an answer without what follows.
  return next && (first.split(/\s+/).length < 10 || /:$/.test(first)) ? `${first} ${next}` : first
}

/** The question's words the site never uses: names of tools, places or products it says nothing about. */
export function unknownWords(question: string, knowledge: ChatKnowledge): string[] {
  const index = indexOf(knowledge)
  return normalize(question)
    .split(' ')
    .filter((raw) => {
      const token = processWord(raw)
      return token !== null && raw.length > 2 && !/\d/.test(raw) && !index.vocabulary.has(token)
    })
}

/** The texts of the page sections that best match a question, best first (the OpenAI path's grounding). */
export function rankPassages(question: string, knowledge: ChatKnowledge): string[] {
  const index = indexOf(knowledge)
  const query = contentTokens(question).filter((t) => !GENERIC.has(t))
  if (query.length === 0) return []
  return index.engine
    .search(query.join(' '), { processTerm: (t) => t, tokenize: (t) => t.split(' ') })
    .map((result) => index.passages[result.id as number]!)
    .filter((passage) => passage.kind === 'section')
    .map((passage) => passage.text)
}

/**
 * The product whose own passages (benefits, examples, page) best match a text, summed over the
 * best matches, so one shared word in one passage ("orders") does not outweigh several
 * ("phone orders" for the agent that answers the phone). "bakery" finds the closest words.
 */
export function productFor(text: string, knowledge: ChatKnowledge): ChatProduct | undefined {
  const index = indexOf(knowledge)
  const query = contentTokens(text).filter((t) => !GENERIC.has(t))
  if (query.length === 0) return undefined
  const scores = new Map<ChatProduct, number>()
  const results = index.engine.search(query.join(' '), { processTerm: (t) => t, tokenize: (t) => t.split(' ') })
  for (const result of results.slice(0, 20)) {
    const product = index.passages[result.id as number]!.product
    if (product) scores.set(product, (scores.get(product) ?? 0) + result.score)
  }
  return [...scores].sort((a, b) => b[1] - a[1])[0]?.[0]
}
