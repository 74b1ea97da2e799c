import { contentTokens, escapeRegExp, hasPhrase, normalize, stemmedWords } from './local/text'
import type { ChatIndustry, ChatKnowledge, ChatProduct, ChatTool } from './types'

/**
 * The words Michael knows things by, compiled once per content version from what marketers keep
 * in the CMS: product names and aliases, industry words, plan names, Michael's topics and the
 * tools he recognises. No product, industry, FAQ or tool is named in code.
 */
export type Vocabulary = {
  products: ProductWords[]
  industries: IndustryWords[]
  /** Nouns that end a description of a business ("dental practice", "boutique hotel"). */
  businessNouns: string
  /** Stemmed phrases of everything Michael may talk about. */
  subjects: string[]
  /** The tools Michael notices in a message, each with the pattern that finds its name. */
  tools: { name: string; pattern: RegExp }[]
}

/** A product's words; `weak` ones ("phone") only decide when nothing more specific is said. */
export type ProductWords = {
  product: ChatProduct
  names: string[]
  core: string | null
  strong: string[]
  weak: string[]
}

export type IndustryWords = { industry: ChatIndustry; label: string; terms: { term: string; pattern: RegExp }[] }

// Nouns any business may use for itself; industries add their own ("brokerage", "salon").
const GENERIC_BUSINESS_NOUNS = [
  'business',
  'company',
  'firm',
  'shop',
  'store',
  'agency',
  'office',
  'practice',
  'clinic',
  'studio',
  'center',
  'centre',
  'provider',
  'team',
  'group',
  'brand',
  'startup',
  'franchise',
  'place',
  'chain',
  'partnership',
  'consultancy',
  'service',
  'contractor',
  'supplier',
  'installer',
  'retailer',
  'school',
  'academy',
  'nonprofit',
  'charity',
  'organization',
  'organisation',
  'wash',
  'garage',
  'cafe',
]

/** A phrase with room for the plural of its last word ("dentist" finds "dentists", "bakery" "bakeries"). */
function phrasePattern(phrase: string): RegExp {
  const words = phrase
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp)
  const last = words.pop() ?? ''
  const plural = /y$/i.test(last) && !/[aeiou]y$/i.test(last) ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`
  return new RegExp(`(?<![\\w-])${[...words, plural].join('[\\s-]+')}(?![\\w])`, 'i')
}

// Nouns are plain lower-case words (see vocabularyOf), so they need no escaping.
const nounPattern = (noun: string) =>
  /y$/.test(noun) ? `${noun.slice(0, -1)}(?:y|ies)` : /(s|sh|ch)$/.test(noun) ? `${noun}(?:es)?` : `${noun}s?`

function productWords(products: ChatProduct[]): ProductWords[] {
  const contentOf = (p: ChatProduct) =>
    new Set(contentTokens([p.name, p.tagline, p.description, ...p.benefits, ...p.aliases].join(' ')))
  const contents = new Map(products.map((p) => [p, contentOf(p)]))
  return products.map((product) => {
    const name = normalize(product.name)
    const core = name.replace(/^ai /, '').replace(/ agent$/, '')
    const strong: string[] = []
    const weak: string[] = []
    for (const alias of product.aliases) {
      const phrase = stemmedWords(alias)
      if (!phrase) continue
      // A single word other products also speak of ("phone", "email") hints; a phrase names.
      const [token] = contentTokens(alias)
      const shared =
        !phrase.includes(' ') &&
        token !== undefined &&
        products.some((p) => p !== product && contents.get(p)!.has(token))
      ;(shared ? weak : strong).push(phrase)
    }
    return {
      product,
      names: [...new Set([stemmedWords(product.name), stemmedWords(product.name.replace(/[\s-]+/g, ''))])],
      core: core !== name && core.length >= 6 ? stemmedWords(core) : null,
      strong,
      weak,
    }
  })
}

function industryWords(industries: ChatIndustry[]): IndustryWords[] {
  return industries
    .filter((industry) => industry.terms.length > 0)
    .map((industry) => ({
      industry,
      label: (industry.businessName ?? industry.terms[0]!).trim(),
      terms: industry.terms.map((term) => ({ term, pattern: phrasePattern(term) })),
    }))
}

/** A tool's name as a whole word (or words); in any case, unless it is also an everyday word. */
function toolPattern(tool: ChatTool): RegExp {
  return new RegExp(`(^|[^\\w])${escapeRegExp(tool.name)}([^\\w]|$)`, tool.capitalisedOnly ? '' : 'i')
}

const cache = new WeakMap<ChatKnowledge, Vocabulary>()

export function vocabularyOf(knowledge: ChatKnowledge): Vocabulary {
  let vocabulary = cache.get(knowledge)
  if (vocabulary) return vocabulary
  const industries = industryWords(knowledge.industries)
  const ownNouns = industries
    .map((i) => normalize(i.label).split(' ').at(-1) ?? '')
    .filter((noun) => /^[a-z]{3,}$/.test(noun))
  const nouns = [...new Set([...GENERIC_BUSINESS_NOUNS, ...ownNouns])].sort((a, b) => b.length - a.length)
  const subjects = [
    ...knowledge.topics,
    knowledge.agencyName,
    ...knowledge.products.flatMap((p) => [p.name, ...p.aliases]),
    ...knowledge.industries.flatMap((i) => [i.name, ...i.terms]),
    ...knowledge.plans.map((plan) => `${plan.name} plan`),
  ]
  vocabulary = {
    products: productWords(knowledge.products),
    industries,
    businessNouns: nouns.map(nounPattern).join('|'),
    subjects: [...new Set(subjects.map(stemmedWords).filter(Boolean))],
    tools: knowledge.tools.map((tool) => ({ name: tool.name, pattern: toolPattern(tool) })),
  }
  cache.set(knowledge, vocabulary)
  return vocabulary
}

/** Whether a message names anything Michael may discuss: a product, an industry, a plan or a topic. */
export function namesKnownSubject(message: string, knowledge: ChatKnowledge): boolean {
  const text = stemmedWords(message)
  return vocabularyOf(knowledge).subjects.some((subject) => hasPhrase(text, subject))
}

const CALLED_BY = /\b(?:agent|bot|receptionist|assistant)$/
const ARTICLES = ['the', 'your', 'ur']

/**
 * Products a message is about, in catalogue order; `minimum` 20 for those named by a specific
 * alias or more, 40 by an agent's alias after "the" or "your", 50 by their name, not only hinted
 * at by a word several products share. A full name or a specific alias beats a
 * generic word ("phone", "email"), so "the voice agent on the phone" means one product only.
 */
export function matchProducts(message: string, knowledge: ChatKnowledge, minimum = 1): ChatProduct[] {
  const text = stemmedWords(message)
  const scores = new Map<ChatProduct, number>()
  const add = (product: ChatProduct, score: number) => scores.set(product, Math.max(scores.get(product) ?? 0, score))
  // "the sms one", "the text thing": a product's word said as its name names it.
  const called = / the (\S+) (?:one|thing|bot)\b/.exec(` ${text}`)?.[1]
  for (const words of vocabularyOf(knowledge).products) {
    if (called && [...words.strong, ...words.weak].includes(called)) add(words.product, 20)
    if (words.names.some((name) => hasPhrase(text, name))) add(words.product, 100)
    if (words.core && hasPhrase(text, words.core)) add(words.product, 50)
    // "the text agent", "your voice bot": an alias said as a name names the product more than one
    // said as a thing ("how fast does the text agent reply to a missed call" is about texting).
    if (words.strong.some((alias) => CALLED_BY.test(alias) && ARTICLES.some((a) => hasPhrase(text, `${a} ${alias}`))))
      add(words.product, 40)
    if (words.strong.some((alias) => hasPhrase(text, alias))) add(words.product, 20)
    else if (words.weak.some((alias) => hasPhrase(text, alias))) add(words.product, 1)
  }
  // "the receptionist plus text agent", "receptionist, email agent and text agent": names in one
  // list are names alike, down the list.
  const listed = scores.size > 1 && LIST.test(message) ? stemmedWords(message.replace(/\s*,\s*/g, ' and ')) : ''
  for (let changed = listed !== ''; changed;) {
    changed = false
    for (const a of words(knowledge, scores))
      for (const b of words(knowledge, scores))
        if (scores.get(b.product)! < scores.get(a.product)! && joined(listed, said(text, a), said(text, b))) {
          add(b.product, scores.get(a.product)!)
          changed = true
        }
  }
  const best = Math.max(0, ...scores.values())
  const floor = best >= 40 ? 40 : best >= 20 ? 20 : 1
  return knowledge.products.filter((p) => (scores.get(p) ?? 0) >= Math.max(minimum, floor))
}

const words = (knowledge: ChatKnowledge, scores: Map<ChatProduct, number>) =>
  vocabularyOf(knowledge).products.filter((w) => scores.has(w.product))
/** The ways a text names a product: its names, core words and aliases that it holds. */
const said = (text: string, w: ProductWords) =>
  [...w.names, ...(w.core ? [w.core] : []), ...w.strong, ...w.weak].filter((phrase) => hasPhrase(text, phrase))
const LIST = /,|&|\b(?:and|n|plus|or|with|also)\b/i
const JOINED = /^(?:and|n|plus?|or|with|also|&)(?: (?:the|a|an|your|ur))?$/
/** Whether one of the first phrases and one of the second stand side by side, joined by "and", "plus"… */
function joined(text: string, first: string[], second: string[]): boolean {
  const padded = ` ${text} `
  return first.some((x) =>
    second.some((y) =>
      [`${x} `, `${y} `].some((left, i) => {
        const right = i === 0 ? y : x
        const at = padded.indexOf(` ${left}`)
        if (at < 0) return false
        const rest = padded.slice(at + left.length + 1)
        const end = rest.indexOf(` ${right} `)
        return end >= 0 && JOINED.test(rest.slice(0, end).trim())
      }),
    ),
  )
}

/** Products named in full in a text (Michael's own replies), to follow "it" and "tell me more". */
export function productsNamedIn(text: string, knowledge: ChatKnowledge): ChatProduct[] {
  const stemmed = stemmedWords(text)
  return vocabularyOf(knowledge)
    .products.filter((w) => hasPhrase(stemmed, w.names[0]!))
    .map((w) => w.product)
}

/** Where a text names an industry: `match` as written, `term` the industry's own word it matched. */
export type IndustryMatch = { industry: IndustryWords; index: number; match: string; term: string }

/** The industry a text names first (the longest term where two start together). */
export function industryIn(text: string, knowledge: ChatKnowledge): IndustryMatch | undefined {
  let best: IndustryMatch | undefined
  for (const industry of vocabularyOf(knowledge).industries) {
    for (const { term, pattern } of industry.terms) {
      const found = pattern.exec(text)
      if (!found) continue
      if (!best || found.index < best.index || (found.index === best.index && found[0].length > best.match.length)) {
        best = { industry, index: found.index, match: found[0], term }
      }
    }
  }
  return best
}

/** Edit distance of two words, at most `max` + 1 (enough to tell a typo from another word). */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    // Past the limit in every column: no later row comes back under it.
    if (Math.min(...current) > max) return max + 1
    previous = current
  }
  return previous[b.length]!
}

const nameWords = new WeakMap<ChatKnowledge, string[]>()

/**
 * A message with the products' words spelled as the site spells them: "recepshionist" is the
 * receptionist (a word of seven letters or more that the site never uses, `misspelt`, two edits
 * away at most from a word of a product's name or aliases).
 */
export function spellProductWords(message: string, knowledge: ChatKnowledge, misspelt: string[]): string {
  let words = nameWords.get(knowledge)
  if (!words) {
    const all = knowledge.products.flatMap((p) => [p.name, ...p.aliases]).join(' ')
    words = [...new Set(all.toLowerCase().match(/[a-z]{7,}/g) ?? [])]
    nameWords.set(knowledge, words)
  }
  const known = words
  return message.replace(/[a-z]{7,}/gi, (word) => {
    const lower = word.toLowerCase()
    if (known.includes(lower) || !misspelt.includes(lower)) return word
    return known.find((w) => distance(lower, w, 2) <= 2) ?? word
  })
}
