import type { ChatKnowledge, ChatPlan, ChatProduct } from '../types'
import { vocabularyOf } from '../vocabulary'
import { escapeRegExp, hasPhrase, lowerFirst, normalize, sentences } from './text'

/** Lookups in the knowledge that need no search index: plans, round-the-clock facts, tools, the consultation. */

/** The pricing note's first sentence ("Pay annually and get two months free."), said after a price. */
export const pricingLead = (knowledge: ChatKnowledge) =>
  knowledge.pricingNote ? sentences(knowledge.pricingNote)[0] : undefined

/** A plan's price as the pricing page gives it: "$297 per month". */
export const planPrice = (plan: ChatPlan) => `${plan.price}${plan.period ? ` ${plan.period}` : ''}`

/** The first plan whose description or features name the product. */
export function planFor(product: ChatProduct, plans: ChatPlan[]): ChatPlan | undefined {
  const name = normalize(product.name)
  return plans.find((plan) => hasPhrase(normalize([plan.description, ...plan.features].join(' ')), name))
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

/** The tools a visitor's message names, from those Michael's CMS document lists, in its order. */
export function findTools(message: string, knowledge: ChatKnowledge): string[] {
  return vocabularyOf(knowledge)
    .tools.filter((tool) => tool.pattern.test(message))
    .map((tool) => tool.name)
}

/**
 * The CMS sentence that names a tool, if the agency says anywhere that it connects to it; about
 * the agent in focus, its own sentence first (its inbox tools, asked about the email agent).
 */
export function toolSentence(tool: string, knowledge: ChatKnowledge, focus?: ChatProduct): string | undefined {
  const pattern = new RegExp(`\\b${escapeRegExp(tool)}\\b`, 'i')
  const own = (p: ChatProduct) => [...p.benefits, p.description]
  // The agent's own page holds its FAQs too.
  const page = focus ? knowledge.sections.filter((s) => s.path === focus.path).map((s) => s.text) : []
  const texts = [
    ...(focus
      ? [...own(focus), ...knowledge.faqs.map((f) => f.answer).filter((a) => page.some((t) => t.includes(a)))]
      : []),
    ...knowledge.faqs.map((f) => f.answer),
    ...knowledge.products.flatMap(own),
  ]
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

const PLAN_CONTEXT =
  /\b(?:plans?|tiers?|pric\w*|costs?|fees?|cheap\w*|how much|vs\.?|versus|difference|compare\w*|includ\w*|yearly|annual\w*|damage|upgrade|downgrade|go (?:yearly|annual)|looking at|go(?:ing)? with|thinking (?:about|of)|interested in|sign(?:ing)? up for|pick(?:ing)?|choos\w*)\b/i

// A plan's name alone after a lead-in ("and scale?", "what about growth"), the name replaced by X.
const ALONE = /^\W*(?:(?:and|or|what|how|about|ok|okay|so|then|the)\W+)*X\W*$/i

/** Plans a text names: capitalised, or followed by "plan"; in lower case beside a price or another plan, or alone. */
export function namedPlans(text: string, plans: ChatPlan[]): ChatPlan[] {
  const named = (plan: ChatPlan, flags: string) => new RegExp(`\\b${escapeRegExp(plan.name)}\\b`, flags).test(text)
  const strict = plans.filter(
    (plan) =>
      named(plan, '') || new RegExp(`\\b${escapeRegExp(plan.name)}\\s+(?:plan|tier|package|one)\\b`, 'i').test(text),
  )
  if (strict.length > 0) return strict
  // In lower case a plan's name is an everyday word: it names the plan beside a price or another plan.
  const loose = plans.filter((plan) => named(plan, 'i'))
  const alone = loose.length === 1 && ALONE.test(text.replace(new RegExp(escapeRegExp(loose[0]!.name), 'i'), 'X'))
  return loose.length > 1 || (loose.length === 1 && (PLAN_CONTEXT.test(text) || alone)) ? loose : []
}

const TICK = /^(?:yes|included|✓)$/i
const DASH = /^(?:no|not included|—|-)$/i

// "Up to 3", "2,000": a count of the row's thing.
const COUNT = /^(?:up to )?\d[\d,]*$/i

/**
 * A plan's comparison rows as sentences a reply can use: "Website chat widget: included in
 * Starter.", "Custom workflows: not included in Starter (included in Scale).", "Starter comes with
 * 1 phone number.", "Setup fee on Growth: $499."
 */
export function comparedSentences(plan: ChatPlan, plans: readonly ChatPlan[]): string[] {
  return plan.compared.map(({ feature, value }) => {
    if (TICK.test(value)) return `${feature}: included in ${plan.name}.`
    if (COUNT.test(value)) {
      // "Phone numbers" counted 1 is one phone number: its last plural word goes singular.
      const noun =
        value === '1' ? lowerFirst(feature).replace(/\b(\w{2,})s\b(?!.*\b\w{2,}s\b)/, '$1') : lowerFirst(feature)
      return `${plan.name} comes with ${lowerFirst(value)} ${noun}.`
    }
    if (!DASH.test(value)) return `${feature} on ${plan.name}: ${value}.`
    const others = plans.filter((p) => p.compared.some((row) => row.feature === feature && TICK.test(row.value)))
    // Where it is included, with each plan's price: "not included in Starter; included in Scale ($1,497 per month)".
    const where = others.length ? `; included in ${others.map((p) => `${p.name} (${planPrice(p)})`).join(' and ')}` : ''
    return `${feature}: not included in ${plan.name}${where}.`
  })
}

/**
 * The team's hours as a page states them ("Hours: Monday to Friday, 9 a.m. to 6 p.m. Eastern
 * Time"), a page a visitor reads before a legal clause; undefined when no page gives them.
 */
export function teamHours(knowledge: ChatKnowledge): { line: string; page: string; path: string } | undefined {
  const found = knowledge.sections
    .flatMap((section) => section.text.split('\n').map((line) => ({ line, section })))
    .filter(({ line }) => DAYS.test(line) && CLOCK.test(line))
    .sort((a, b) => Number(LEGAL.test(a.section.page)) - Number(LEGAL.test(b.section.page)))[0]
  return found && { line: found.line, page: found.section.page, path: found.section.path }
}

/**
 * "how does it work": the steps a section headed "How it works" lists (the home page's first), its
 * intro and one step to a line. Undefined when no page has one.
 */
export function howItWorks(knowledge: ChatKnowledge): string | undefined {
  const steps = knowledge.sections
    .filter((section) => /^how (?:it|we) works?$/i.test(section.heading.trim()) && section.text.includes('\n'))
    .sort((a, b) => Number(b.path === '/') - Number(a.path === '/'))[0]
  if (!steps) return undefined
  const [intro, ...lines] = steps.text.split('\n').filter((line) => line.trim())
  const list = lines.map((line) => `• ${line.trim()}`)
  return [intro, ...list].join('\n') + (steps.path === '/' ? '' : `\nMore on the ${steps.page} page (${steps.path}).`)
}

const DAYS = /\bmonday\b/i
const CLOCK = /\d ?a\.?m\b.{0,20}\d ?p\.?m\b/i
const LEGAL = /\b(?:terms|privacy|policy|statement|agreement|legal)\b/i
