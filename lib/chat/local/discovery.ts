import type { ChatKnowledge, ChatProduct } from '../types'
import { industryIn, matchProducts, vocabularyOf } from '../vocabulary'
import { type Memory, nextDiscoveryQuestion, slotOfPending } from './memory'
import { describeBusiness, type Pain, type Slot } from './profile'
import { alwaysOnFacts, consultationPhrase, planFor, toolSentence } from './retrieval'
import { GENERIC_TRADE, knowledgeIndex, productFor } from './passages'
import { searchFaqs, closestUseCase } from './passages'
import {
  contentTokens,
  endSentence,
  joinList,
  lowerFirst,
  pick,
  sentences,
  stripEnd,
  upperFirst,
  WORK,
  withArticle,
} from './text'

const plural = (pain: Pain) => /^(leads|website visitors)|s$/.test(pain.label)

/** The product for a problem: the one whose CMS aliases name it ("missed calls"), else the closest by its own words. */
function productForPain(pain: Pain, knowledge: ChatKnowledge): ChatProduct | undefined {
  return matchProducts(pain.label, knowledge)[0] ?? productFor(pain.label, knowledge)
}

/**
 * For a business no example names: the agent whose own words come closest to the work they
 * describe ("people email all day asking where their order is"), else the one for missed calls.
 */
export function agentForWork(message: string, knowledge: ChatKnowledge): ChatProduct | undefined {
  return (
    (WORK.test(message) ? productFor(message, knowledge) : undefined) ??
    productForPain({ label: 'missed calls' }, knowledge)
  )
}

type Example = ReturnType<typeof closestUseCase>

/**
 * Only an example of their own trade: a roofer's is no dentist's, a clinic's front desk no hotel's.
 * Their trade is the words of its name or any term of its industry (the label names the company, a
 * term the trade). The trade is the rarest word of their business's name: "property", not "management".
 */
function ofTheirTrade(business: string, knowledge: ChatKnowledge): (found: Example) => Example {
  const index = knowledgeIndex(knowledge)
  const trade = contentTokens(business)
    .filter((t) => !GENERIC_TRADE.has(t))
    .sort((a, b) => index.idf(b) - index.idf(a))
    .slice(0, 1)
  const { industries } = vocabularyOf(knowledge)
  const theirs = industries.filter((i) => i.label === business || i.terms.some(({ pattern }) => pattern.test(business)))
  const terms = theirs.flatMap((i) => i.terms)
  return (f) => {
    if (!f) return undefined
    const text = `${f.useCase.title} ${f.useCase.description}`
    if (terms.some(({ pattern }) => pattern.test(text))) return f
    // A trade the pages know, and an example of another that only shares a word with it: a
    // clinic's "cleanings" say nothing of a trade whose name shares the word.
    if (
      terms.length &&
      industries.some((i) => !theirs.includes(i) && i.terms.some(({ pattern }) => pattern.test(text)))
    )
      return undefined
    const words = contentTokens(text)
    // A word of their trade's name begins one of the example's ("roof" in "roofer").
    return trade.some((t) => words.some((w) => w === t || (t.length >= 4 && w.startsWith(t)))) ? f : undefined
  }
}

/** The agent that fits what the visitor told us: their pain first, then their industry, then what they asked about. */
export function recommendation(
  memory: Memory,
  knowledge: ChatKnowledge,
): { product: ChatProduct; pain?: Pain } | undefined {
  for (const pain of memory.profile.pains) {
    const product = productForPain(pain, knowledge)
    if (product) return { product, pain }
  }
  const business = memory.profile.business
  // An example of their own trade, not one whose words begin like theirs ("management", "managed").
  const fit = business ? ofTheirTrade(business, knowledge)(closestUseCase(business, knowledge)) : undefined
  if (fit) return { product: fit.product }
  const product = memory.topic ?? memory.recentTopic ?? memory.earlierProducts[0]
  if (product) return { product }
  // A business no use case names ("a bakery"): the product whose own words come closest, when the
  // plan for one agent has it; a guess from shared words is no reason to send a gym to an agent
  // for technical sales. Else the one for the problem every business has, missed calls.
  if (!business) return undefined
  const closest = productFor(business, knowledge)
  const entry = closest && planFor(closest, knowledge.plans) === knowledge.plans[0] ? closest : undefined
  return { product: entry ?? productFor('missed calls', knowledge) ?? knowledge.products[0]! }
}

function businessSentence(memory: Memory, knowledge: ChatKnowledge, seed: number): string | undefined {
  const facts = memory.latestFacts
  if (!facts.business) return undefined
  const who = `${withArticle(facts.business)}${facts.size ? ` with ${facts.size}` : ''}`
  const thanks = `${pick(['Thanks', 'Great', 'Got it'], seed)}, ${who}.`
  // Their own words find the example too: a trade a use case names that the industry's label does not.
  // A problem they told says which agent: the example is that agent's, or none (the pain sentence follows).
  const [pain] = facts.pains
  const only = pain && productForPain(pain, knowledge)
  const found =
    closestUseCase(`${facts.business} ${memory.latest}`, knowledge, only) ??
    closestUseCase(facts.business, knowledge, only)
  // What else they said finds the example first, their trade alone next ("plumber … under a sink").
  const ofTrade = ofTheirTrade(facts.business, knowledge)
  const fit = ofTrade(found) ?? ofTrade(closestUseCase(facts.business, knowledge, only))
  if (only && !fit) return thanks
  if (!fit) {
    // No example names their trade: the agent whose own words come closest to what else they said
    // ("people email all day asking where their order is"), else the one for missed calls.
    const product = agentForWork(memory.latest, knowledge)
    return product
      ? `${thanks} I'd start with our ${product.name}: ${lowerFirst(endSentence(product.tagline))}`
      : thanks
  }
  const description = endSentence(fit.useCase.description)
  return `${thanks} A close example is our ${fit.product.name} for ${lowerFirst(fit.useCase.title)}: ${/^[A-Z][a-z]+s\b/.test(description) ? lowerFirst(description) : description}`
}

function painSentence(memory: Memory, knowledge: ChatKnowledge, slot: Slot | null): string | undefined {
  const [first, second] = memory.latestFacts.pains
  const product = first && productForPain(first, knowledge)
  if (!first || !product) return undefined
  const business = slot !== 'business' && !memory.latestFacts.business ? memory.profile.business : undefined
  const subject = business ? `For ${withArticle(business)}, ${first.label}` : upperFirst(first.label)
  const main = `${subject} ${plural(first) ? 'are' : 'is'} exactly what our ${product.name} is built for: ${lowerFirst(stripEnd(product.tagline))}.`
  const other = second && productForPain(second, knowledge)
  return other && other !== product ? `${main} And for ${second.label}, ${other.name} is the one to look at.` : main
}

function toolsSentence(memory: Memory, knowledge: ChatKnowledge): string | undefined {
  const tools = memory.latestFacts.tools
  if (tools.length === 0) return undefined
  const known = tools.filter((t) => toolSentence(t, knowledge))
  const unknown = tools.filter((t) => !known.includes(t))
  const parts = []
  if (known.length)
    parts.push(`Good news: ${joinList(known)} ${known.length > 1 ? 'are' : 'is'} on the list of tools we connect to.`)
  if (unknown.length) parts.push(`We'll confirm the connection to ${joinList(unknown)} during your consultation.`)
  return parts.join(' ')
}

function volumeSentence(memory: Memory, knowledge: ChatKnowledge): string | undefined {
  const { volume, afterHours } = memory.latestFacts
  if (!volume) return undefined
  const base = `Thanks, ${volume}${afterHours ? ` with ${afterHours}` : ''} gives our team a clear picture of the load.`
  return afterHours && alwaysOnFacts(knowledge, []).faqSentence
    ? `${base} The after-hours ones are where an agent helps most, since it works 24/7.`
    : base
}

function timelineSentence(memory: Memory, knowledge: ChatKnowledge): string | undefined {
  const timeline = memory.latestFacts.timeline
  if (!timeline) return undefined
  if (/not sure|just|no rush|no hurry|no timeline/.test(timeline))
    return "No rush at all; it's worth getting the details right first."
  // Whatever FAQ says how long it takes to go live, in the CMS's words.
  const setup = searchFaqs('how long setup takes to go live', knowledge)
  const first = setup && setup.score > 0.6 ? sentences(setup.answer)[0] : undefined
  const when = timeline === 'asap' ? 'as soon as possible' : timeline
  return first ? `${upperFirst(when)} sounds good: ${lowerFirst(first)}` : `Thanks, ${when} is noted.`
}

/** A short, specific acknowledgement of a discovery answer, tied to how an agent would help. */
export function acknowledge(memory: Memory, knowledge: ChatKnowledge, seed: number): string {
  const slot = slotOfPending(memory, knowledge)
  const writers: Record<Slot, () => string | undefined> = {
    business: () => businessSentence(memory, knowledge, seed),
    pain: () => painSentence(memory, knowledge, slot),
    tools: () => toolsSentence(memory, knowledge),
    volume: () => volumeSentence(memory, knowledge),
    timeline: () => timelineSentence(memory, knowledge),
  }
  const order = [...new Set<Slot>([...(slot ? [slot] : []), 'business', 'pain', 'tools', 'volume', 'timeline'])]
  const parts: string[] = []
  for (const s of order) {
    const text = parts.length < 2 ? writers[s]() : undefined
    if (text) parts.push(text)
  }
  if (parts.length > 0) return parts.join(' ')
  return pick(['Thanks, that helps.', 'Got it, thank you.', 'Thanks for sharing that.'], seed)
}

const LEAD_FIELDS = ['name', 'email', 'company'] as const

/**
 * "share your name, email and company", or, when the visitor told some of them already, "add your
 * email (I've filled in your name and company)": the form the reply opens starts from what they
 * told (leadDetails in memory.ts).
 */
export function detailsWanted({ details }: Pick<Memory, 'details'>): string {
  if (!detailsPartlyKnown({ details })) return `share your ${joinList([...LEAD_FIELDS])}`
  const known = LEAD_FIELDS.filter((field) => details[field])
  const missing = LEAD_FIELDS.filter((field) => !details[field])
  return `add your ${joinList(missing)} (I've filled in your ${joinList(known)})`
}

/** Whether the visitor told some of the form's details, not all: a request asks only for the rest. */
export function detailsPartlyKnown({ details }: Pick<Memory, 'details'>): boolean {
  const known = LEAD_FIELDS.filter((field) => details[field]).length
  return known > 0 && known < LEAD_FIELDS.length
}

/** Asks for the details the lead form needs, in one sentence with name, email and company (which is what opens the lead form: lead-trigger.ts). */
export function leadRequest(memory: Memory, knowledge: ChatKnowledge, seed: number, asked = true): string {
  const consultation = consultationPhrase(knowledge)
  const forYou = memory.profile.business ? ` for your ${memory.profile.business}` : ''
  const wanted = detailsWanted(memory)
  if (!asked) {
    return pick(
      [
        `If you'd like to see it working, our team can show you on a ${consultation}${forYou}. Could you ${wanted} so we can set it up?`,
        `The easiest way to see it in action is a ${consultation}${forYou}: just ${wanted} and our team will reach out.`,
      ],
      seed,
    )
  }
  return pick(
    [
      `I'd be happy to set that up. Could you ${wanted} so our team can arrange a ${consultation}${forYou}?`,
      `Happy to help with that. If you ${wanted}, our team will follow up to book a ${consultation}${forYou}.`,
      `The best next step is a ${consultation}${forYou}. Just ${wanted} and our team will reach out.`,
    ],
    seed,
  )
}

export function recommendationSentence(memory: Memory, knowledge: ChatKnowledge): string | undefined {
  const best = recommendation(memory, knowledge)
  if (!best) return undefined
  // "which is better for a plumber": the trade asked about, when they told none of their own.
  const asked = industryIn(memory.latest, knowledge)?.industry.label
  const who = describeBusiness(memory.profile) ?? (asked ? withArticle(asked) : 'your business')
  const why = best.pain ? `, since it tackles ${best.pain.label} directly` : ''
  return `Based on what you've told me, ${best.product.name} is where I'd start for ${who}${why}.`
}

/**
 * What comes after the answer: the lead request when the visitor shows interest or after three
 * discovery answers (once), otherwise the next discovery question, one at a time.
 */
export function followUp(
  memory: Memory,
  knowledge: ChatKnowledge,
  interest: boolean,
  seed: number,
): string | undefined {
  if (memory.leadGiven) {
    if (interest)
      return `Would you like to book a call? It's a ${consultationPhrase(knowledge)} on a weekday that suits you.`
    return memory.stillOpen ? undefined : nextDiscoveryQuestion(memory, knowledge)
  }
  if (interest) return leadRequest(memory, knowledge, seed)
  if (memory.answers >= 3 && !memory.leadAsked) {
    return [recommendationSentence(memory, knowledge), leadRequest(memory, knowledge, seed, false)]
      .filter(Boolean)
      .join(' ')
  }
  // A question the visitor passed over once may still be answered; asking another would pile up.
  if (memory.stillOpen) return undefined
  const next = nextDiscoveryQuestion(memory, knowledge)
  if (next) {
    // The question goes out verbatim: that is how later turns know it was asked.
    const lead = pick(
      ['', 'To point you to the right agent, one quick question.', '', 'So I can tailor this to you:'],
      seed,
    )
    return lead ? `${lead} ${next}` : next
  }
  // Once discovery is done, offer the consultation now and then, not under every answer.
  if (!memory.leadAsked && !/consultation/i.test(memory.previousAssistant) && seed % 2 === 0) {
    return pick(
      [
        `Whenever you're ready, I can set up a ${consultationPhrase(knowledge)} with our team.`,
        `If it would help to see this live, our team runs a ${consultationPhrase(knowledge)}.`,
      ],
      seed / 2,
    )
  }
  return undefined
}
