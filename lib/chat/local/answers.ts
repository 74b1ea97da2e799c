import { articleSections } from '../../content/article-routes'
import type { ChatKnowledge, ChatPlan, ChatProduct } from '../types'
import type { Memory } from './memory'
import { describeBusiness } from './profile'
import { type IndustryMatch, productsNamedIn } from '../vocabulary'
import { alwaysOnFacts, consultationPhrase, planFor, planPrice, pricingLead, toolSentence } from './retrieval'
import { type FaqMatch, searchFaqs, closestUseCase } from './passages'
import {
  countWord,
  endSentence,
  joinList,
  lowerFirst,
  pick,
  sentences,
  stripEnd,
  upperFirst,
  withArticle,
  withoutYesNo,
} from './text'
import { agentForWork, detailsWanted, leadRequest, recommendation } from './discovery'

/** Each answer below says only what the knowledge says; the templates add connecting words, never facts. */

/** "Books cleanings…" reads well after a colon in lower case; "A roofer…" keeps its capital. */
function afterColon(text: string): string {
  return /^[A-Z][a-z]+s\b/.test(text) && !/^(This|Its|Has|Is|As|Was|Does)\b/.test(text) ? lowerFirst(text) : text
}

const bullet = (text: string) => `• ${stripEnd(text)}`

/** An agent's card; `trade`, a trade asked about that is not theirs ("which is best for a dentist"), picks its example. */
export function productAnswer(product: ChatProduct, memory: Memory, knowledge: ChatKnowledge, trade?: string): string {
  const times = memory.mentions.get(product.slug) ?? 0
  const count = Math.min(3, product.benefits.length)
  const start = product.benefits.length > count ? (times * count) % product.benefits.length : 0
  const benefits = Array.from({ length: count }, (_, i) => product.benefits[(start + i) % product.benefits.length]!)
  const business = memory.profile.business ?? trade
  const fit = business ? closestUseCase(business, knowledge, product) : undefined
  const useCase = fit?.useCase ?? product.useCases[times % Math.max(1, product.useCases.length)]
  const lines = [`${product.name}: ${endSentence(product.tagline)}`, ...benefits.map(bullet)]
  const yours = memory.profile.business ? ' like yours' : ''
  const example = useCase
    ? fit && business
      ? `For ${withArticle(business)}${yours}, a close example is ${lowerFirst(useCase.title)}: ${afterColon(endSentence(useCase.description))}`
      : `${pick(['A typical example', 'For example', 'One way clients use it'], times)}, ${lowerFirst(useCase.title)}: ${afterColon(endSentence(useCase.description))}`
    : ''
  return [lines.join('\n'), [example, priceSentence(product, knowledge)].filter(Boolean).join(' ')].join('\n')
}

/** "How does it work?" about the product just discussed: its description and another example. */
export function productDetails(product: ChatProduct, memory: Memory, knowledge: ChatKnowledge): string {
  const times = memory.mentions.get(product.slug) ?? 0
  const description = sentences(product.description).slice(0, 3).join(' ')
  const useCase = product.useCases[(times + 1) % Math.max(1, product.useCases.length)]
  const example = useCase
    ? ` Another example, ${lowerFirst(useCase.title)}: ${afterColon(endSentence(useCase.description))}`
    : ''
  return `${description}${example} ${priceSentence(product, knowledge)}`.trim()
}

/**
 * "Who is it for?" about a product: what its use cases name (the businesses or the work it is
 * built for), and one of them told: the closest to the visitor's business when they said it.
 */
export function productAudience(product: ChatProduct, memory: Memory, knowledge: ChatKnowledge): string {
  if (product.useCases.length === 0) return productAnswer(product, memory, knowledge)
  const business = memory.profile.business
  // Another example than the card's (productAnswer), unless one fits their business.
  const times = memory.mentions.get(product.slug) ?? 0
  const useCase =
    (business ? closestUseCase(business, knowledge, product)?.useCase : undefined) ??
    product.useCases[(times + 1) % product.useCases.length]!
  const built = `${product.name} is built for ${joinList(product.useCases.map((u) => lowerFirst(u.title)))}.`
  const example = `For example, ${lowerFirst(useCase.title)}: ${afterColon(endSentence(useCase.description))}`
  return [built, example, priceSentence(product, knowledge)].filter(Boolean).join(' ')
}

/** "What's included in it?" about a product: everything it does, and the plan it comes with. */
export function productIncludes(product: ChatProduct, knowledge: ChatKnowledge): string {
  return [`${product.name} includes:`, ...product.benefits.map(bullet), priceSentence(product, knowledge)]
    .filter(Boolean)
    .join('\n')
}

function priceSentence(product: ChatProduct, knowledge: ChatKnowledge): string {
  const plan = planFor(product, knowledge.plans)
  if (product.startingPrice) return `It starts at ${product.startingPrice}${plan ? ` on the ${plan.name} plan` : ''}.`
  return plan ? `It's included in the ${plan.name} plan at ${planPrice(plan)}.` : ''
}

export function productPricing(product: ChatProduct, knowledge: ChatKnowledge, seed: number): string {
  const plan = planFor(product, knowledge.plans)
  const price = product.startingPrice
    ? `${product.name} starts at ${product.startingPrice}.`
    : `I don't have a listed starting price for ${product.name}.`
  if (!plan) return price
  const setup = plan.features.find((f) => /setup fee/i.test(f))
  const planText = `${pick(["It's included in", 'You get it with', "It's part of"], seed)} the ${plan.name} plan (${planPrice(plan)}): ${lowerFirst(endSentence(sentences(plan.description)[0] ?? plan.description))}`
  const note = pricingLead(knowledge)
  return [price, planText, setup ? endSentence(setup) : '', note ?? ''].filter(Boolean).join(' ')
}

export function pricingAnswer(memory: Memory, knowledge: ChatKnowledge, seed: number): string {
  if (knowledge.plans.length === 0) {
    return `I don't have our current plan prices in front of me, so I'd rather not guess. Our team can walk you through pricing on a ${consultationPhrase(knowledge)}.`
  }
  const intro = pick(
    [
      'Here are our plans:',
      `Our pricing comes in ${countWord(knowledge.plans.length)} plans:`,
      "Here's how our pricing works:",
    ],
    seed,
  )
  const plans = knowledge.plans.map((plan) =>
    bullet(`${plan.name}: ${planPrice(plan)}. ${sentences(plan.description)[0] ?? plan.description}`),
  )
  const parts = [[intro, ...plans].join('\n')]
  // The note's sentences without a price of their own: the plans' prices are the answer.
  const note = sentences(knowledge.pricingNote ?? '').filter((s) => !/\$\d/.test(s))
  if (note.length) parts.push(note.join(' '))
  const best = recommendation(memory, knowledge)
  const plan = best && planFor(best.product, knowledge.plans)
  const who = describeBusiness(memory.profile)
  if (best && plan && (who || best.pain)) {
    parts.push(
      `For ${who ?? `your ${best.pain!.label}`}, I'd look at ${best.product.name}, which is included from the ${plan.name} plan.`,
    )
  }
  return parts.join('\n')
}

/** "1 agent: <four product names>" names half the catalogue; "1 agent" says it. */
export function featureShort(feature: string, knowledge: ChatKnowledge): string {
  return productsNamedIn(feature, knowledge).length > 2 ? (feature.split(':')[0] ?? feature) : feature
}

/** One or more named plans, with their price, description and first features, under `lead` when given. */
export function plansAnswer(plans: ChatPlan[], knowledge: ChatKnowledge, seed: number, lead?: string): string {
  const intro = lead ?? (plans.length > 1 ? pick(["Here's how they compare:", 'Side by side:'], seed) : '')
  const lines = plans.map((plan) => {
    const features = plan.features
      .slice(0, 3)
      .map((f) => lowerFirst(stripEnd(featureShort(f, knowledge))))
      .join('; ')
    return `${plans.length > 1 ? '• ' : ''}${plan.name} is ${planPrice(plan)}. ${endSentence(sentences(plan.description)[0] ?? plan.description)}${features ? ` It includes: ${features}.` : ''}`
  })
  const note = pricingLead(knowledge)
  return [[intro, ...lines].filter(Boolean).join('\n'), note].filter(Boolean).join('\n')
}

/**
 * A FAQ's answer; its opening "Yes." or "No." only when the visitor asked that question: said to
 * another ("do I need new phones?" matched to "can I keep my number?") it would imply an answer.
 */
export function faqAnswer(faq: FaqMatch): string {
  return faq.score >= 0.8 ? faq.answer : withoutYesNo(faq.answer)
}

export function alwaysOnAnswer(question: string, focus: ChatProduct[], knowledge: ChatKnowledge, seed: number): string {
  const { faqSentence, benefits } = alwaysOnFacts(knowledge, focus)
  // "Your AI agents, of course, work 24/7." reads oddly as an answer without its aside.
  const fact = faqSentence?.replace(/,\s*(?:of course|naturally|obviously),/i, '') ?? 'Our agents work 24/7.'
  const opener = /^\s*(do|does|did|are|is|can|could|will|would|have|has)\b/i.test(question)
    ? `Yes, ${lowerFirst(fact)}`
    : upperFirst(fact)
  // In one sentence: a line ending "For example:" reads as unfinished wherever the list breaks off.
  // Asked about an agent whose own words say nothing of it, other agents are no example of it.
  const ownFirst = focus.length === 0 || benefits.some((b) => focus.includes(b.product)) ? benefits : []
  const examples = ownFirst.slice(0, 2).map((b) => `${b.product.name} ${lowerFirst(stripEnd(b.text))}`)
  if (examples.length === 0) return opener
  // The examples hold commas of their own, so "and" gets one too.
  return `${opener} ${pick(['For example', 'For instance'], seed)}, ${examples.join(', and ')}.`
}

export function integrationAnswer(tools: string[], knowledge: ChatKnowledge, focus?: ChatProduct): string {
  const known = tools.filter((tool) => toolSentence(tool, knowledge))
  const unknown = tools.filter((tool) => !known.includes(tool))
  const parts: string[] = []
  if (known.length > 0) {
    // "we use X, not Y": a "Yes" about the one they do not use would read as a yes to both.
    const list = `${joinList(known)} ${known.length > 1 ? 'are' : 'is'} on our list.`
    parts.push(unknown.length > 0 ? list : `Yes, ${list}`)
    parts.push(...new Set(known.map((tool) => toolSentence(tool, knowledge, focus)!)))
  }
  if (unknown.length > 0) {
    // Whatever FAQ says how tools off the list are connected, in the CMS's words.
    const notListed = searchFaqs('connect software that is not listed', knowledge)
    parts.push(
      notListed && notListed.score > 0.6
        ? `I don't see ${joinList(unknown)} on our list of integrations. ${notListed.answer}`
        : `I don't have ${joinList(unknown)} on our list of integrations, so I'd rather not guess; our team can confirm it on a ${consultationPhrase(knowledge)}.`,
    )
  }
  // What they may not have is said first.
  return (unknown.length > 0 && known.length > 0 ? [parts.at(-1)!, ...parts.slice(0, -1)] : parts).join(' ')
}

export function listingAnswer(products: ChatProduct[], knowledge: ChatKnowledge, seed: number): string {
  const all = products.length < 2
  const shown = all ? knowledge.products : products
  if (shown.length === 0) return unknownAnswer(knowledge, seed)
  const intro = all
    ? pick(
        [
          `${knowledge.agencyName} offers ${countWord(shown.length)} AI agents:`,
          `Here's the full line-up, ${countWord(shown.length)} agents in all:`,
          `There are ${countWord(shown.length)} agents to choose from:`,
        ],
        seed,
      )
    : pick(["Here's how they compare:", 'Side by side:'], seed)
  const lines = shown.map((p) =>
    bullet(`${p.name}${!all && p.startingPrice ? ` (from ${p.startingPrice})` : ''}: ${p.tagline}`),
  )
  const cheapest = [...knowledge.plans].sort((a, b) => amount(a.price) - amount(b.price))[0]
  const outro = all && cheapest ? `Plans start at ${planPrice(cheapest)}.` : ''
  return [[intro, ...lines].join('\n'), outro].filter(Boolean).join('\n')
}

const amount = (price: string) => Number(price.replace(/[^\d.]/g, '')) || Number.POSITIVE_INFINITY

/** A question no FAQ covers but product benefits do: quote the benefits, one per product. */

export function unknownAnswer(knowledge: ChatKnowledge, seed: number): string {
  const consultation = consultationPhrase(knowledge)
  const n = countWord(knowledge.products.length)
  return pick(
    [
      `I don't have that detail, and I'd rather not guess. I can help with our ${n} AI agents, pricing, setup and integrations, and our team can answer anything else on a ${consultation}. What would you like to know?`,
      `I don't have that detail in front of me. What I can do is explain our AI agents, plans and pricing, or how setup works, and our team can cover the rest on a ${consultation}.`,
    ],
    seed,
  )
}

export function greetingAnswer(knowledge: ChatKnowledge, greeting: boolean, howAreYou: boolean, seed: number): string {
  const hello = greeting ? pick(['Hi there! ', 'Hello! ', 'Hey, good to see you! '], seed) : ''
  const mood = howAreYou ? "I'm doing well, thanks for asking. " : ''
  return `${hello}${mood}I can walk you through our ${countWord(knowledge.products.length)} AI agents, pricing, or how setup works.`
}

export function identityAnswer(question: string, knowledge: ChatKnowledge): string {
  const plainly = `I'm ${knowledge.assistantName}, an AI assistant for ${knowledge.agencyName}.`
  if (/\b(bot|robot|ai|machine|chatbot)\b/i.test(question))
    return `Yes, ${lowerFirst(plainly)} Whenever you'd like a person, I can set up a call with our team.`
  const faq = searchFaqs(`is ${knowledge.assistantName} a real person`, knowledge)
  return /\b(human|real|person)\b/i.test(question) && faq && faq.score > 0.8 ? faq.answer : plainly
}

export function capabilitiesAnswer(knowledge: ChatKnowledge, seed: number): string {
  const faq = searchFaqs(`what can I ask ${knowledge.assistantName} about`, knowledge)
  // The FAQ speaks about Michael in the third person; in his own voice only the first part fits.
  const own = faq && faq.score > 0.8 ? sentences(faq.answer).filter((s) => !/^(He|She|They)\b/.test(s)) : []
  // "Anything related to…" answers the FAQ's question; in his own voice it needs a subject.
  if (own[0] && /^(Anything|Everything|All)\b/.test(own[0])) own[0] = `I can help with ${lowerFirst(own[0])}`
  return own.length > 0 ? own.join(' ') : greetingAnswer(knowledge, false, false, seed)
}

/** After the visitor typed their details into the chat: no second request, an offer to book instead. */
export function detailsReceived(knowledge: ChatKnowledge): string {
  const offer = sentences(knowledge.replies.leadThankYou).filter((s) => /consultation|book a call/i.test(s))
  return [
    'Thanks for sharing your details!',
    ...(offer.length ? offer : [`Would you like to book a call? It's a ${consultationPhrase(knowledge)}.`]),
  ].join(' ')
}

export function alreadyHaveDetails(knowledge: ChatKnowledge, seed: number): string {
  return `${pick(["You're all set: our team already has your details.", 'Great, we already have your details.'], seed)} Would you like to book a call? It's a ${consultationPhrase(knowledge)} on a weekday that suits you.`
}

/** "Can I talk to a person?": whole sentences, and the lead form when the team has no details yet. */
export function humanAnswer(memory: Memory, knowledge: ChatKnowledge): string {
  const consultation = consultationPhrase(knowledge)
  if (memory.leadGiven) {
    return `Of course. Our team already has your details and will reach out to you. Would you like to book a call? It's a ${consultation} on a weekday that suits you.`
  }
  return `Of course. The quickest way to reach a person on our team is a ${consultation}. Could you ${detailsWanted(memory)} so they can reach out to you?`
}

/** "Do you work with florists?": what the site says about the industry, else the closest product example. */
export function industryAnswer(found: IndustryMatch, message: string, knowledge: ChatKnowledge): string | undefined {
  const { industry, label } = found.industry
  const [description] = industry.descriptions
  if (description) return `Yes, we build agents for ${lowerFirst(industry.name)}. ${endSentence(description)}`
  const fit = closestUseCase(`${label} ${found.match}`, knowledge)
  if (!fit) {
    // A trade no page names ("do you help gyms"): no "yes" the pages do not say, but the agent to
    // start with, as for a business told that no example names.
    const product = agentForWork(message, knowledge)
    return (
      product &&
      `For ${withArticle(label)}, I'd start with our ${product.name}: ${lowerFirst(endSentence(product.tagline))}`
    )
  }
  return `Yes. For ${withArticle(label)}, a close example is our ${fit.product.name} for ${lowerFirst(fit.useCase.title)}: ${afterColon(endSentence(fit.useCase.description))}`
}

/** A weekday for the call: the booking page holds the times, so Michael points there and invents none. */
export function weekdayAnswer(memory: Memory, knowledge: ChatKnowledge, seed: number): string {
  if (!memory.leadGiven) return leadRequest(memory, knowledge, seed)
  return `Great, weekdays work for us. Pick a time that suits you with the Book a Call button, and our team will take it from there.`
}

/**
 * "do you have a blog", "your latest posts": the newest three posts the knowledge holds (newest
 * first), by title and address, and the index where the rest are. Undefined when there are none.
 */
export function latestPosts(knowledge: ChatKnowledge): string | undefined {
  const { basePath, label } = articleSections.post
  const posts = knowledge.articles.filter((a) => a.path.startsWith(`${basePath}/`))
  if (posts.length === 0) return undefined
  // One to a line, as the plans are: three titles and their addresses in a sentence read as a wall.
  const newest = posts.slice(0, 3).map((a) => bullet(`“${a.title}” (${a.path})`))
  return [
    `The newest on our ${label.toLowerCase()}:`,
    ...newest,
    `The rest are on the ${label} page (${basePath}).`,
  ].join('\n')
}
