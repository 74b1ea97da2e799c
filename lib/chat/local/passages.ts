import 'server-only'
import MiniSearch, { type SearchOptions } from 'minisearch'
import { AGENCY_KINDS, SECTION_KINDS } from '../knowledge'
import type { ChatFaq, ChatKnowledge, ChatProduct } from '../types'
import { distance, industryIn, type IndustryMatch } from '../vocabulary'
import { comparedSentences, planPrice } from './retrieval'
import { contentTokens, normalize, processWord, sentences, withArticle } from './text'

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
  kind: 'faq' | 'question' | 'section' | 'product' | 'plan' | 'industry' | 'article'
  /** What the passage is about: a FAQ's question, a section's heading, a product's name. */
  title: string
  /** Other ways of naming it: a FAQ's alternate questions, a product's aliases, an industry's words. */
  alternates: string
  text: string
  source: Source
  /** The product it is about, if one. */
  product?: ChatProduct
  /** The FAQ it asks or answers (a question passage is one way of asking it, `title` alone). */
  faq?: ChatFaq
  /** The product example it is. */
  useCase?: ChatProduct['useCases'][number]
  /** A clause of a legal page (terms, privacy): what the agency and a client owe each other. */
  legal?: boolean
  /** The agency's proof, people or jobs, or the page with its open roles: about the agency, not an agent. */
  agency?: boolean
  /** A section a visitor names by what it is ("case studies", "careers"), which its heading may not say. */
  named?: boolean
}

type Index = {
  engine: MiniSearch<Passage>
  passages: Passage[]
  /** Each FAQ's answer as its passage says it (onItsPage). */
  faqAnswers: Map<ChatFaq, string>
  /** Each passage's processed words, by id. */
  words: Set<string>[]
  /** Each passage's sentences and their words, by id, filled as they are first read. */
  sentences: Map<number, { list: string[]; words: Set<string>[] }>
  idf: (token: string) => number
  /** Every word the site uses, processed: a word outside it is a name the site never mentions. */
  vocabulary: Set<string>
  /** Rarity among the FAQ questions alone: what tells one question from another. */
  questionIdf: (token: string) => number
  /** Words of the agency's own name: they say nothing about which answer fits. */
  agencyTokens: Set<string>
  /** Words of the product names, to tell a FAQ question that only shares a product's name. */
  nameTokens: Set<string>
  /** The product names as written, for a line of a page that starts with one. */
  productNames: Set<string>
}

const tokenize = (text: string) => normalize(text).split(' ')

function passagesOf(knowledge: ChatKnowledge): Omit<Passage, 'id'>[] {
  const out: Omit<Passage, 'id'>[] = []
  const pricing = knowledge.sections.find((s) => s.path === '/pricing')?.path ?? '/pricing'
  for (const faq of knowledge.faqs) {
    const home = knowledge.sections.find((s) => s.text.includes(faq.answer))
    const source = { page: home?.page ?? 'FAQ', heading: faq.question, path: home?.path ?? '/' }
    out.push({
      kind: 'faq',
      title: faq.question,
      alternates: faq.alternateQuestions.join('\n'),
      text: faq.answer,
      source,
      faq,
    })
    // Each way of asking is a passage of its own too, so a question is matched against one wording.
    for (const question of [faq.question, ...faq.alternateQuestions])
      out.push({ kind: 'question', title: question, alternates: '', text: '', source, faq })
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
      out.push({
        kind: 'product',
        title: useCase.title,
        alternates: '',
        text: useCase.description,
        source,
        product,
        useCase,
      })
  }
  for (const plan of knowledge.plans) {
    const annual = plan.annualPrice ? ` Paid annually, ${plan.name} is ${plan.annualPrice} a year.` : ''
    out.push({
      kind: 'plan',
      title: `${plan.name} plan`,
      alternates: '',
      text: `${plan.name} is ${planPrice(plan)}. ${endWith(plan.description)} It includes: ${plan.features.join('; ')}.${annual}`,
      source: { page: 'Pricing', heading: plan.name, path: pricing },
    })
    // The comparison table's column for the plan, a row a passage: what it has and how much.
    for (const text of comparedSentences(plan, knowledge.plans))
      out.push({
        kind: 'plan',
        title: `${plan.name} plan`,
        alternates: '',
        text,
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
  const careers = new Set(knowledge.sections.filter((s) => s.kind === SECTION_KINDS.jobOpenings).map((s) => s.path))
  for (const section of knowledge.sections) {
    if ([...faqTexts].some((answer) => section.text.includes(answer))) continue
    out.push({
      kind: 'section',
      title: section.heading,
      alternates: [section.page, section.kind].filter(Boolean).join('\n'),
      text: section.text,
      source: { page: section.page, heading: section.heading, path: section.path },
      // A product's own page speaks about that product.
      product: knowledge.products.find((p) => p.path === section.path),
      legal: LEGAL_PAGE.test(section.page),
      agency: careers.has(section.path) || AGENCY_KINDS.has(section.kind ?? ''),
      named: Boolean(section.kind),
    })
  }
  return out.map((passage) => ({ ...passage, text: onItsPage(passage.text, passage.source) }))
}

/**
 * "… on this page" said in the chat, on whichever page it is open, names the page the passage is
 * on ("on the Pricing page", "on our home page"); "the corner of this page" stays as it is.
 */
const onItsPage = (text: string, { page, path }: Source) =>
  text.replace(/\b(on|from) this page\b/g, (_, on: string) => `${on} ${path === '/' ? 'our home' : `the ${page}`} page`)

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
  const questionDf = new Map<string, number>()
  const answers = passages.filter((p) => p.kind !== 'question')
  for (const p of answers)
    for (const token of new Set(contentTokens(`${p.title} ${p.alternates} ${p.text}`)))
      df.set(token, (df.get(token) ?? 0) + 1)
  const questions = passages.filter((p) => p.kind === 'question')
  for (const p of questions)
    for (const token of new Set(contentTokens(p.title))) questionDf.set(token, (questionDf.get(token) ?? 0) + 1)
  const n = answers.length
  // A word the site never uses (a typo, a name) counts as asked, as much as a fairly rare word of its own.
  const rarest = Math.log(1 + n / 3)
  return {
    engine,
    passages,
    faqAnswers: new Map(passages.flatMap((p) => (p.kind === 'faq' ? [[p.faq!, p.text] as const] : []))),
    words: passages.map((p) => new Set(contentTokens(`${p.title} ${p.alternates} ${p.text}`))),
    sentences: new Map(),
    idf: (token) => (df.has(token) ? Math.log(1 + n / df.get(token)!) : rarest),
    vocabulary: new Set(df.keys()),
    questionIdf: (token) => Math.log(1 + questions.length / (questionDf.get(token) ?? 0.5)),
    agencyTokens: new Set(contentTokens(knowledge.agencyName)),
    nameTokens: new Set(contentTokens(`ai agent ${knowledge.products.map((p) => p.name).join(' ')}`)),
    productNames: new Set(knowledge.products.map((p) => p.name)),
  }
}

const indexes = new WeakMap<ChatKnowledge, Index>()

export function knowledgeIndex(knowledge: ChatKnowledge): Index {
  let index = indexes.get(knowledge)
  if (!index) indexes.set(knowledge, (index = buildIndex(knowledge)))
  return index
}

/** The passages a question's processed words find, best first; `kinds` only (answers by default). */
function search(index: Index, query: string[], options: SearchOptions = {}, kinds?: Passage['kind'][]) {
  return index.engine.search(query.join(' '), {
    ...options,
    // The words are processed already; a second stemming could change them.
    processTerm: (t) => t,
    tokenize: (t) => t.split(' '),
    filter: (result) => {
      const kind = index.passages[result.id as number]!.kind
      return kinds ? kinds.includes(kind) : kind !== 'question'
    },
  })
}

/** Words of a question that say nothing about which passage answers it. */
export const GENERIC = new Set(
  contentTokens(
    'ai agent agents work works product products thing stuff service services use using help business company offer option options guy guys actually exactly really just come comes get ur u pls sign gonna wanna gotta problem problems issue issues version later extra possible able okay fine way automatically handle handles handling',
  ),
)

/**
 * How much a kind of passage is trusted as an answer: what the agency states (FAQ, terms, plans)
 * over a page's marketing copy and its stories, which share words with many questions.
 */
const WEIGHT: Record<Passage['kind'], number> = {
  faq: 1.15,
  question: 0,
  plan: 1.1,
  product: 1,
  section: 0.9,
  industry: 0.9,
  article: 0.8,
}

// "take payments", "take orders": "take" with what is taken after it ("how long does it take" is not).
const TAKES_SOMETHING =
  /\btak(?:e|es|ing) (?!(?:to|a|an|the|it|that|this|them|long|place|over|care|off|up|away|in|on|for|me|us|you)\b)[a-z]{3,}/i

/** A question about what an agent does: "can it…", "does the agent…". */
export const AGENT_DOES = /^(?:can|could|does|do|will|would) (?:it|they|the agents?)\b/i

/** The share of a question's words (by rarity) that answers it without its rarest word. */
const MOST = 0.67

export type Found = {
  passage: Passage
  /** The sentences that answer, in the passage's order. */
  answer: string
  /** The share of the question's words (by rarity) the passage covers, 0 to 1. */
  coverage: number
  /**
   * For a FAQ, whether the visitor asked its own question: most of their words are in one of its
   * wordings, and half of its words in theirs. "do u guys do websites" asks less than "can I get a
   * chat agent for my website"; "do i need new phone number" more than "can it use my existing number".
   */
  asksIt?: boolean
}

export type FindOptions = {
  /** Words to leave out of the question (a product's name once it is in focus). */
  ignore?: Iterable<string>
  /** Only passages about this product, its FAQ, or sections naming it. */
  about?: ChatProduct
  /** A yes/no about what an agent can do: the legal pages' clauses are left out (it is not in them). */
  capability?: boolean
  /** A question about the visitor's own account: answered from the agency's terms only. */
  policy?: boolean
  /**
   * The passage nearest the question's words the site uses, though it may not hold the thing asked:
   * not an answer, the closest the pages come to one (notStated says so).
   */
  nearest?: boolean
  /** The visitor's business, as they told it: a passage for their trade counts for more (forTrade). */
  trade?: string | null
}

/**
 * The passage that best answers a question, and its sentences that say it; undefined when no
 * passage covers the question's words enough to be an answer rather than a guess.
 */
export function findAnswer(question: string, knowledge: ChatKnowledge, options: FindOptions = {}): Found | undefined {
  const index = knowledgeIndex(knowledge)
  // The agency's own name says nothing about which answer fits ("who runs kestrel").
  const ignore = new Set([...GENERIC, ...index.agencyTokens, ...(options.ignore ?? [])])
  const query = contentTokens(question).filter((t) => !ignore.has(t) && (!options.nearest || index.vocabulary.has(t)))
  if (query.length === 0) return undefined
  const total = query.reduce((sum, t) => sum + index.idf(t), 0)
  const light = TAKES_SOMETHING.test(question) ? 'take' : undefined
  // A passage must hold the question's rarest word, the thing asked about ("payments" in "can it take
  // payments over the phone", "hipaa"), not only the words around it; a FAQ answers however it is asked.
  // About a named product, a word the site never uses is the visitor's own way of putting it ("tons
  // of no shows"): names no page mentions were answered before; the thing asked is a word it uses.
  const candidates = options.about ? query.filter((t) => index.vocabulary.has(t)) : query
  const asked =
    query.length > 1 && candidates.length
      ? // Of two as rare, a word the site never uses ("post on instagram") is the thing asked.
        candidates.reduce((a, b) =>
          index.idf(b) > index.idf(a) || (index.idf(b) === index.idf(a) && !index.vocabulary.has(b)) ? b : a,
        )
      : undefined
  // The everyday words left out still tell close passages apart ("how many agents on growth"), and
  // "how many" is answered with a number.
  const everyday = contentTokens(question).filter((t) => GENERIC.has(t))
  const count = /\bhow many\b/i.test(question)
  const about = options.about
  const aboutName = about ? normalize(about.name) : ''
  const said = options.trade ? `${question} ${options.trade}` : undefined
  const theirs = said ? tradeIn(said, knowledge) : undefined
  const ofTheirs = theirs ? (text: string) => theirs.terms.some(({ pattern }) => pattern.test(text)) : undefined
  let best: Found | undefined
  let bestScore = 0
  const ranked = search(index, query)
  const bm25 = new Map(ranked.map((result) => [result.id as number, result.score]))
  const found = ranked.slice(0, 12).map((result) => result.id as number)
  // Their trade's words find more passages (a long section listing every trade among them), though
  // those words count for nothing in what a passage covers of the question; such a passage answers
  // only with a sentence for their trade.
  const forTheirs = new Set<number>()
  if (ofTheirs)
    for (const result of search(index, [...query, ...contentTokens(options.trade!)]).slice(0, 12))
      if (bm25.has(result.id as number) && !found.includes(result.id as number)) forTheirs.add(result.id as number)
  for (const id of [...found, ...forTheirs]) {
    const passage = index.passages[id]!
    // A legal clause says what the agency owes, its proof, people and jobs what it is, and an
    // article's summary what happened once, never what an agent does.
    if ((options.capability || options.about) && (passage.legal || passage.agency || passage.kind === 'article'))
      continue
    // The agency's own terms: its clauses, plans and the FAQs no agent's page holds that are not
    // about what an agent does ("can it process refunds?" is no answer to "can i get a refund").
    const terms =
      passage.legal ||
      passage.kind === 'plan' ||
      (passage.kind === 'faq' &&
        !knowledge.products.some((p) => p.path === passage.source.path) &&
        !AGENT_DOES.test(passage.title))
    if (options.policy && !terms) continue
    if (
      about &&
      // The nearest may be a FAQ about every agent ("what languages do the agents speak").
      !(options.nearest && passage.kind === 'faq' && !knowledge.products.some((p) => p.path === passage.source.path)) &&
      passage.product !== about &&
      passage.source.path !== about.path &&
      !normalize(`${passage.title} ${passage.text}`).includes(aboutName)
    )
      continue
    const words = index.words[passage.id]!
    // "take payments", "take orders": the verb is light, what is taken is asked; a passage that
    // shares only it ("how long does setup take") answers nothing of it.
    const coverage = query.reduce((sum, t) => sum + (t !== light && covers(words, t) ? index.idf(t) : 0), 0) / total
    // A FAQ answers its question however it is asked ("speak spanish" → the one about languages);
    // a passage holding most of the question answers it too, though the rarest word was the
    // visitor's context ("after we finish a job, could the text agent ask for a google review").
    if (!options.nearest && asked && passage.kind !== 'faq' && !covers(words, asked) && coverage < MOST) continue
    const answer = bestSentences(passage, query, index, ofTheirs)
    if (forTheirs.has(id) && !ofTheirs?.(answer)) continue
    // BM25 ranks; coverage decides between close ones, so a passage with every word beats a longer one with most.
    const score =
      (coverage * 2 +
        bm25.get(id)! / 40 +
        0.1 * (everyday.filter((t) => covers(words, t)).length / (everyday.length || 1)) +
        (count && /\d/.test(answer) ? 0.1 : 0)) *
      WEIGHT[passage.kind] *
      // A FAQ on another trade's page counts for less, unless the question names that trade. Once the
      // visitor has said their business, a passage for it counts for more ("can it book service
      // appointments": what the pages say for their trade, not a story of another's).
      (passage.kind === 'faq'
        ? elsewhere(passage, question, knowledge)
        : theirs && ofTheirs
          ? forTrade(passage, answer, theirs, knowledge, ofTheirs)
          : 1)
    if (answer && score > bestScore) {
      best = { passage, answer, coverage, asksIt: passage.kind === 'faq' ? asksIt(passage, query, index) : undefined }
      bestScore = score
    }
  }
  return best
}

/** Whether the query asks a FAQ's own question (Found.asksIt). */
function asksIt(passage: Passage, query: string[], index: Index): boolean {
  const wordings = [passage.title, ...passage.alternates.split('\n').filter(Boolean)]
  const weight = (tokens: string[]) => tokens.reduce((sum, t) => sum + index.idf(t), 0)
  return wordings.some((wording) => {
    const own = contentTokens(wording).filter((t) => !GENERIC.has(t))
    const theirs = weight(query.filter((t) => own.includes(t))) / weight(query)
    return theirs >= 0.8 && (own.length === 0 || own.filter((t) => query.includes(t)).length / own.length >= 0.5)
  })
}

/** Whether a passage has the word, or one of the same stem the stemmer left apart ("recording", "record"). */
function covers(words: Set<string>, token: string): boolean {
  if (words.has(token)) return true
  if (token.length < 5) return false
  const stem = token.slice(0, 5)
  for (const word of words) if (word.startsWith(stem)) return true
  return false
}

/** A passage's sentences and their processed words, read once per content version. */
function sentencesOf(passage: Passage, index: Index) {
  let found = index.sentences.get(passage.id)
  if (!found) {
    // "<agent>: Channel: text. Best for: reminders …": each sentence of an agent's line keeps its name.
    const list = passage.text.split('\n').flatMap((line) => {
      const parts = sentences(line)
      const label = /^([^:.]{2,40}):\s/.exec(line)?.[1]
      return label && index.productNames.has(label) ? parts.map((s, i) => (i === 0 ? s : `${label}: ${s}`)) : parts
    })
    index.sentences.set(passage.id, (found = { list, words: list.map((s) => new Set(contentTokens(s))) }))
  }
  return found
}

/**
 * A section's first three sentences; of its case studies, the first story's. Their lead line speaks
 * of the section ("One number each, and the story behind it."), the stories are the proof.
 */
function beginning(passage: Passage, list: string[]): string {
  const lines = passage.text.split('\n')
  const lead =
    passage.named && CASE_STUDIES.test(passage.alternates) && lines.length > 1 ? sentences(lines[0]!).length : 0
  return list.slice(lead, lead + 3).join(' ')
}

/** The sentence of a passage that covers most of the question, with the next when it continues it. */
function bestSentences(
  passage: Passage,
  query: string[],
  index: Index,
  ofTheirs?: (sentence: string) => boolean,
): string {
  if (passage.kind === 'faq') return passage.text
  const { list, words } = sentencesOf(passage, index)
  let best = -1
  let bestScore = 0
  // Of sentences that say as much, the one that names the visitor's trade (a line for it in a list).
  const scores = words.map((own, i) => {
    const score = query.reduce((sum, t) => sum + (covers(own, t) ? index.idf(t) : 0), 0)
    return score > 0 && ofTheirs?.(list[i]!) ? score + 0.01 : score
  })
  scores.forEach((score, i) => {
    if (score > bestScore) {
      best = i
      bestScore = score
    }
  })
  // Found by what it is (its heading or kind: "case studies", "careers"), not by a sentence: how it begins.
  if (best < 0) return passage.named ? beginning(passage, list) : ''
  // A section whose heading says all that was asked ("who's behind this company" → "The people
  // behind the agents") is answered from its beginning, not by the sentence that repeats a word.
  // So is a section whose kind says it ("what industries do you serve" → the industries section).
  const heading = new Set(contentTokens(passage.title))
  const named = passage.named ? new Set([...heading, ...contentTokens(passage.alternates)]) : heading
  if (passage.kind === 'section' && query.length > (passage.named ? 0 : 1) && query.every((t) => covers(named, t)))
    return beginning(passage, list)
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
  const index = knowledgeIndex(knowledge)
  return normalize(question)
    .split(' ')
    .filter((raw) => {
      const token = processWord(raw)
      // "servicem8" is a name; "7pm" and "2nd" are not.
      return (
        token !== null && raw.length > 2 && !/^\d/.test(raw) && /[a-z]{3}/.test(raw) && !index.vocabulary.has(token)
      )
    })
}

const lengths = new WeakMap<Set<string>, Map<number, string[]>>()

/** The site's words by length, so a typo is compared only with words near its own length. */
function wordsByLength(vocabulary: Set<string>): Map<number, string[]> {
  let found = lengths.get(vocabulary)
  if (!found) {
    found = new Map()
    for (const word of vocabulary) {
      const same = found.get(word.length)
      if (same) same.push(word)
      else found.set(word.length, [word])
    }
    lengths.set(vocabulary, found)
  }
  return found
}

/** A word the site never uses that is one of its own mistyped ("recepcionist", "calender"). */
export function mistyped(raw: string, knowledge: ChatKnowledge): boolean {
  const token = processWord(raw.toLowerCase())
  if (!token || token.length < 4) return false
  const { vocabulary } = knowledgeIndex(knowledge)
  // A short word one letter off is as often another word ("trial", "triage"): only two letters swapped.
  if (token.length < 6)
    return [...token].some((_, i) => vocabulary.has(token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2)))
  const limit = token.length >= 9 ? 2 : 1
  const byLength = wordsByLength(vocabulary)
  for (let length = token.length - limit; length <= token.length + limit; length++)
    for (const word of byLength.get(length) ?? []) if (distance(token, word, limit) <= limit) return true
  return false
}

/** The texts of the page sections that best match a question, best first (the OpenAI path's grounding). */
export function rankPassages(question: string, knowledge: ChatKnowledge): string[] {
  const index = knowledgeIndex(knowledge)
  const query = contentTokens(question).filter((t) => !GENERIC.has(t))
  if (query.length === 0) return []
  return search(index, query)
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
  const index = knowledgeIndex(knowledge)
  const query = contentTokens(text).filter((t) => !GENERIC.has(t))
  if (query.length === 0) return undefined
  const scores = new Map<ChatProduct, number>()
  for (const result of search(index, query).slice(0, 20)) {
    const product = index.passages[result.id as number]!.product
    if (product) scores.set(product, (scores.get(product) ?? 0) + result.score)
  }
  return [...scores].sort((a, b) => b[1] - a[1])[0]?.[0]
}

const sum = (tokens: Iterable<string>, weight: (t: string) => number) => {
  let total = 0
  for (const t of tokens) total += weight(t)
  return total
}

export type FaqMatch = { faq: ChatFaq; question: string; answer: string; score: number }

/**
 * Below these shares of their words matched, the FAQ question and the visitor's are different
 * questions: "What integrations do you offer?" is not "What do you offer?".
 */
const MIN_QUESTION_COVERAGE = 0.6
const MIN_QUERY_COVERAGE = 0.5

const OTHER_TRADE = 0.75

/**
 * A FAQ on one trade's page answers for that trade ("does it work with my CRM?" on a trade's
 * page lists that trade's tools): asked without naming the trade, it counts for less, below the
 * 0.8 at which its "Yes." is said (faqAnswer) and above a strong match's 0.62 when worded alike.
 */
export function forOtherTrade(passage: Passage, message: string, knowledge: ChatKnowledge): boolean {
  const trade = tradeOfPage(passage, knowledge)
  return trade ? tradeIn(message, knowledge) !== trade : false
}

/**
 * An answer for another trade than the visitor's: on that trade's page (forOtherTrade), or a line
 * an agent's page gives that trade ("<one trade>: reservations, guest requests…" is no answer to
 * another's "can it take reservations"). A line for a trade is anyone's while theirs is unknown.
 */
export function answersOtherTrade(found: Found, message: string, knowledge: ChatKnowledge): boolean {
  if (forOtherTrade(found.passage, message, knowledge)) return true
  const theirs = tradeIn(message, knowledge)
  const label = /^([^:.]{2,40}):\s/.exec(found.answer)?.[1]
  const trade = theirs && label ? industryIn(label, knowledge)?.industry : undefined
  return Boolean(trade && trade !== theirs)
}

/** The message's trade, read once for the several passages one answer weighs. */
function tradeIn(message: string, knowledge: ChatKnowledge) {
  if (lastMessage?.text !== message || lastMessage.knowledge !== knowledge)
    lastMessage = { text: message, knowledge, trade: industryIn(message, knowledge)?.industry }
  return lastMessage.trade
}

const pageTrades = new WeakMap<Passage, IndustryMatch['industry'] | null>()
let lastMessage: { text: string; knowledge: ChatKnowledge; trade: IndustryMatch['industry'] | undefined } | undefined

/** The trade a passage's page is for (by its title and address), read once per content version. */
function tradeOfPage(passage: Passage, knowledge: ChatKnowledge) {
  let trade = pageTrades.get(passage)
  if (trade === undefined) {
    trade =
      industryIn(`${passage.source.page} ${passage.source.path.replace(/[/-]/g, ' ')}`, knowledge)?.industry ?? null
    pageTrades.set(passage, trade)
  }
  return trade
}
const elsewhere = (passage: Passage, message: string, knowledge: ChatKnowledge) =>
  forOtherTrade(passage, message, knowledge) ? OTHER_TRADE : 1

/**
 * The visitor's own trade first (FindOptions.trade): its page, or a sentence that names it (a line
 * for it on an agent's page). The industry's merged descriptions say no agent's name, so they gain
 * nothing. Another trade's page keeps its weight: when it answers best, the pages say it for that
 * trade only, and the reply says so (forOtherTrade in compose.ts).
 */
function forTrade(
  passage: Passage,
  answer: string,
  theirs: IndustryMatch['industry'],
  knowledge: ChatKnowledge,
  ofTheirs: (text: string) => boolean,
): number {
  if (passage.kind === 'industry') return 1
  return tradeOfPage(passage, knowledge) === theirs || ofTheirs(answer) ? 1 / OTHER_TRADE : 1
}

/** The visitor's content words without the agency's name (and any words in `drop`). */
function queryOf(index: Index, message: string, drop: ReadonlySet<string> = new Set()): string[] {
  return contentTokens(message).filter((t) => !index.agencyTokens.has(t) && !drop.has(t))
}

/**
 * The FAQ one of whose wordings best matches the message: a Dice coefficient over the words both
 * share, each weighted by how rare it is among the questions, so "cost" counts less than
 * "contract". 1 is the same question; below about 0.6, another one.
 */
export function searchFaqs(message: string, knowledge: ChatKnowledge, beyondProductNames = false): FaqMatch | null {
  const index = knowledgeIndex(knowledge)
  const query = queryOf(index, message)
  if (query.length === 0) return null
  const weight = index.questionIdf
  const queryWeight = sum(query, weight)
  let best: FaqMatch | null = null
  const found = search(
    index,
    query,
    {
      fields: ['title'],
      prefix: (t) => t.length >= 5,
      fuzzy: (t) => (t.length >= 6 && !index.vocabulary.has(t) ? 0.2 : false),
    },
    ['question'],
  )
  for (const result of found.slice(0, 12)) {
    // "Do you have the X agent?" shares only the product's name with "Which plan includes the X agent?".
    if (beyondProductNames && result.queryTerms.every((t) => index.nameTokens.has(t))) continue
    const passage = index.passages[result.id as number]!
    const ownWeight = sum(new Set(contentTokens(passage.title)), weight)
    const matchedOwn = sum(result.terms, weight)
    const matchedQuery = sum(result.queryTerms, weight)
    if (matchedOwn < MIN_QUESTION_COVERAGE * ownWeight || matchedQuery < MIN_QUERY_COVERAGE * queryWeight) continue
    // A FAQ on one trade's page counts for less asked without that trade (forOtherTrade).
    const score = ((matchedQuery + matchedOwn) / (queryWeight + ownWeight)) * elsewhere(passage, message, knowledge)
    const faq = passage.faq!
    if (!best || score > best.score)
      best = { faq, question: faq.question, answer: index.faqAnswers.get(faq)!, score: Math.min(1, score) }
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
  const query = queryOf(index, message, new Set(contentTokens(knowledge.assistantName)))
  if (query.length === 0 || query.length > 4) return null
  const total = sum(query, index.questionIdf)
  let best: { faq: ChatFaq; share: number } | null = null
  // Best ranked first, so of two FAQs that share as much, the one that speaks of it most wins.
  for (const result of search(index, query, { combineWith: 'AND', prefix: false, fuzzy: false }, ['faq'])) {
    const passage = index.passages[result.id as number]!
    // Found by a word or two, a FAQ of a trade the message does not name answers for that trade.
    if (forOtherTrade(passage, message, knowledge)) continue
    const faq = passage.faq!
    // One word alone ("security") must be what the FAQ is about: in two ways of asking it.
    if (query.length === 1 && wordingsWith(index, faq, query[0]!) < 2) continue
    const inQuestion = query.filter(
      (t) => !GENERIC_FAQ_WORDS.has(t) && result.match[t]?.some((field) => field !== 'text'),
    )
    const share = sum(inQuestion, index.questionIdf) / total
    if (share >= 0.5 && (!best || share > best.share)) best = { faq, share }
  }
  return (
    best && {
      faq: best.faq,
      question: best.faq.question,
      answer: index.faqAnswers.get(best.faq)!,
      score: STRONG_FAQ_MATCH,
    }
  )
}

const wordingsWith = (index: Index, faq: ChatFaq, token: string) =>
  index.passages.filter((p) => p.kind === 'question' && p.faq === faq && contentTokens(p.title).includes(token)).length

// Nouns every business has; they say nothing about which example fits.
const GENERIC_BUSINESS = new Set(
  contentTokens('company business firm shop store team agency group small local family service services office'),
)

/** The product example closest to a business ("bike shop" finds one titled "Bike and sports shops"). */
export function closestUseCase(business: string, knowledge: ChatKnowledge, only?: ChatProduct) {
  const index = knowledgeIndex(knowledge)
  const query = queryOf(index, business, GENERIC_BUSINESS)
  if (query.length === 0) return undefined
  for (const result of search(
    index,
    query,
    { fields: ['title', 'text'], boost: { title: 2, text: 1 }, prefix: (t) => t.length >= 5, fuzzy: false },
    ['product'],
  )) {
    const { product, useCase } = index.passages[result.id as number]!
    if (useCase && product && (!only || product === only)) return { product, useCase }
  }
  return undefined
}

/**
 * A published result of a customer in the trade a message names ("any plumbers using this?"): the
 * line of a case-study section that names the trade, with where to read it; undefined when no
 * case study is of that trade.
 */
export function caseStudyFor(
  message: string,
  knowledge: ChatKnowledge,
): { line: string; passage: Passage } | undefined {
  const trade = industryIn(message, knowledge)
  if (!trade) return undefined
  const words = contentTokens(trade.industry.label).filter((t) => !GENERIC_TRADE.has(t))
  // Of that trade: a term of its industry, or a word of its name that says more than "company".
  const termIn = (text: string) => trade.industry.terms.some(({ pattern }) => pattern.test(text))
  const wordIn = (text: string) => contentTokens(text).some((t) => words.includes(t))
  const ofTrade = (text: string) => termIn(text) || wordIn(text)
  const { passages } = knowledgeIndex(knowledge)
  for (const passage of passages) {
    if (passage.kind !== 'section' || !passage.named || !CASE_STUDIES.test(passage.alternates)) continue
    const line = passage.text.split('\n').find(ofTrade)
    if (line) return { line, passage }
  }
  // No published result: a customer of that trade from a logo strip, "Name (what they are)".
  for (const passage of passages) {
    if (passage.kind !== 'section' || !passage.named || !CUSTOMERS.test(passage.alternates)) continue
    for (const [, name, what] of passage.text.matchAll(/(?:^|, (?:and )?|\band )([^,()]+?) \(([^)]+)\)/g)) {
      if (termIn(`${name} (${what})`) || wordIn(what!))
        return {
          line: `${name!.trim()}, ${withArticle(what!)}, is one of our customers; our pages publish no numbers of theirs yet.`,
          passage,
        }
    }
  }
  return undefined
}

const CASE_STUDIES = /\bcase stud/i
const CUSTOMERS = /\bcustomers and clients\b/i
/** Words of a business's name that say what kind of company it is, not its trade ("company", "practice"). */
export const GENERIC_TRADE = new Set(
  contentTokens(
    'company business practice firm shop store office service services team group agency small local family',
  ),
)
