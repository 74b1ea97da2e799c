import type { ChatKnowledge, ChatMessage } from '../types'
import {
  alreadyHaveDetails,
  plansAnswer,
  benefitsAnswer,
  capabilitiesAnswer,
  alwaysOnAnswer,
  detailsReceived,
  faqAnswer,
  greetingAnswer,
  humanAnswer,
  identityAnswer,
  industryAnswer,
  integrationAnswer,
  listingAnswer,
  passageAnswer,
  pricingAnswer,
  productAnswer,
  productDetails,
  productPricing,
  unknownAnswer,
  weekdayAnswer,
} from './answers'
import { acknowledge, followUp, leadRequest, recommendation, recommendationSentence } from './discovery'
import { readSignals, type Signals } from './intents'
import { FILLER, type Memory, readConversation } from './memory'
import { describeBusiness, hasFacts } from './profile'
import { consultationPhrase } from './retrieval'
import { pick } from './text'

/** An answer, and whether the usual follow-up (lead request or next discovery question) may come after it. */
type Answer = { text: string; followUp: boolean }

// A FAQ this close is the visitor's own question, even when it names a product or a price.
const EXACT_FAQ = 0.8
const UNSURE = /\b(?:idk|not sure|don'?t know|no idea|maybe|hmm+)\b/i
const IT = /\b(it|this|that|this one|that one|them)\b/i
const RECOMMEND =
  /\b(recommend|suggest|which (?:one|agent|product) (?:should|would|fits|is best)|best (?:fit|option|agent|choice)|right (?:one |agent )?for (?:me|us)|where (?:should|do) (?:i|we) start)\b/i

function choose(memory: Memory, s: Signals, knowledge: ChatKnowledge): Answer {
  const seed = memory.userTurns
  const answer = (text: string, follow = true): Answer => ({ text, followUp: follow })
  const [product] = s.products
  const asksAboutTopic = s.products.length === 0 && memory.topic && IT.test(memory.latest)

  if (s.emailGiven) return answer(detailsReceived(knowledge), false)
  if (s.human) return answer(humanAnswer(memory, knowledge), false)
  if (s.weekdayMeeting) return answer(weekdayAnswer(memory, knowledge, seed), false)
  // A statement that merely mentions evenings ("50 come in after hours") is an answer, not a question.
  const asksSomething = s.question || s.pricing || s.listing || s.integration || s.interest
  if ((memory.latestAnswers || hasFacts(memory.latestFacts)) && !asksSomething)
    return answer(acknowledge(memory, knowledge, seed))

  if (s.pricing && asksAboutTopic) return answer(productPricing(memory.topic!, knowledge, seed))
  if (s.pricing && s.genericPricing && s.products.length === 0) return answer(pricingAnswer(memory, knowledge, seed))
  if (s.faq && s.faq.score >= EXACT_FAQ) return answer(faqAnswer(s.faq, seed))
  if (s.plans.length > 0) return answer(plansAnswer(s.plans, knowledge, seed))
  if (s.pricing && s.products.length === 1) return answer(productPricing(product!, knowledge, seed))
  if (s.faq) return answer(faqAnswer(s.faq, seed))
  if (s.pricing) return answer(pricingAnswer(memory, knowledge, seed))
  if (s.integration) return answer(integrationAnswer(s.tools, knowledge))
  if (s.alwaysOn) return answer(alwaysOnAnswer(memory.latest, s.products, knowledge, seed))
  if (RECOMMEND.test(memory.latest)) {
    const best = recommendation(memory, knowledge)
    const who = describeBusiness(memory.profile)
    if (best && (who || best.pain))
      return answer(`${recommendationSentence(memory, knowledge)}\n${productAnswer(best.product, memory, knowledge)}`)
  }
  const industry = s.industry && s.products.length === 0 ? industryAnswer(s.industry, knowledge) : undefined
  if (industry) return answer(industry)
  // "What do you have for text messages?" names one product: answer about it, not the catalogue.
  if ((s.listing && s.products.length !== 1) || s.products.length > 1)
    return answer(listingAnswer(s.products, knowledge, seed))
  if (product) {
    return answer(
      s.more && product === memory.topic
        ? productDetails(product, memory, knowledge)
        : productAnswer(product, memory, knowledge),
    )
  }
  if (s.more && memory.recentTopic) return answer(productDetails(memory.recentTopic, memory, knowledge))
  // "ok" to a discovery question is not an answer; asking it again would nag, so leave it open.
  if (memory.pending !== null && !memory.latestAnswers && FILLER.test(memory.latest)) {
    if (UNSURE.test(memory.latest)) {
      return answer(
        `No problem, our team can work that out with you on a ${consultationPhrase(knowledge)}. Is there anything you'd like to know about our agents, pricing or setup?`,
        false,
      )
    }
    return answer(
      `${pick(['Sure', 'Great'], seed)}, take your time. Tell me whenever you're ready, or ask me anything about our agents, pricing or setup.`,
      false,
    )
  }
  if (s.interest || (s.affirm && offeredConsultation(memory))) {
    return memory.leadGiven ? answer(alreadyHaveDetails(knowledge, seed), false) : answer('', true)
  }
  // A "sounds good" after a pitch is a buying signal: offer the consultation, gently.
  if (s.affirm && !memory.leadGiven && !memory.leadAsked)
    return answer(leadRequest(memory, knowledge, seed, false), false)
  if (s.capabilities) return answer(capabilitiesAnswer(knowledge, seed))
  if (s.identity) return answer(identityAnswer(memory.latest, knowledge))
  if (s.greeting || s.howAreYou) return answer(greetingAnswer(knowledge, s.greeting, s.howAreYou, seed))
  if (s.decline)
    return answer(
      `No problem at all. Is there anything else you'd like to know about our agents, pricing or setup?`,
      false,
    )
  if (s.thanks || s.bye) return answer(thanksAnswer(memory, knowledge, s, seed), false)
  if (s.affirm) return answer(pick(['Great!', 'Perfect.'], seed))
  const benefits = benefitsAnswer(memory.latest, knowledge, seed)
  if (benefits) return answer(benefits)
  const passage = passageAnswer(memory.latest, knowledge)
  if (passage) return answer(passage)
  return answer(unknownAnswer(knowledge, seed), false)
}

function offeredConsultation(memory: Memory): boolean {
  return /consultation|book a call|demo/i.test(memory.previousAssistant)
}

function thanksAnswer(memory: Memory, knowledge: ChatKnowledge, s: Signals, seed: number): string {
  const welcome = s.thanks ? "You're welcome!" : 'Thanks for stopping by!'
  const rest = s.bye
    ? ' Have a great day, and come back anytime.'
    : pick(
        [
          " If anything else comes up about our agents, pricing or setup, I'm right here.",
          ' Happy to help with anything else about our agents.',
        ],
        seed,
      )
  const offer =
    !memory.leadGiven && !memory.leadAsked
      ? ` Whenever you're ready, I can set up a ${consultationPhrase(knowledge)} with our team.`
      : ''
  return `${welcome}${rest}${offer}`
}

/** Michael's whole reply to the conversation so far. */
export function composeReply(messages: ChatMessage[], knowledge: ChatKnowledge): string {
  const memory = readConversation(messages, knowledge)
  if (!memory.latest.trim()) return knowledge.greeting
  const signals = readSignals(memory, knowledge)
  const main = choose(memory, signals, knowledge)
  const next = main.followUp
    ? followUp(memory, knowledge, signals.interest || (signals.affirm && offeredConsultation(memory)), memory.userTurns)
    : undefined
  const parts = [main.text, next].filter((part): part is string => Boolean(part?.trim()))
  if (parts.length === 0) return unknownAnswer(knowledge, memory.userTurns)
  // A list reads better with the question on its own line.
  return parts.join(parts[0]!.includes('\n') ? '\n' : ' ')
}
