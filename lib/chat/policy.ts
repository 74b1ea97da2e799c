import { isEnglish } from './language'
import type { ChatKnowledge, ChatMessage } from './types'

/**
 * The conversation policy, applied before any engine: deterministic guardrails whose replies
 * come from the CMS (SPEC.md 5, 8). `pass` hands the conversation to the engine.
 */
export type PolicyDecision = { kind: 'pass' } | { kind: 'reply'; reason: 'non-english' | 'weekend' | 'off-topic'; reply: string }

const WEEKEND = /\b(saturdays?|sundays?|week-?ends?|sat\.|sun\.)/i
const BOOKING = /\b(book|booking|schedule|meet|meeting|call|chat|talk|appointment|consultation|demo|slot|time|times|available|availability|works? for me|how about|what about|let'?s|lets|can we|could we|are you free|free on|reschedule)\b/i
// "Do your agents work on weekends?" is a question about the product, not a meeting request.
const OPERATION_QUESTION =
  /\b(agents?|receptionist|assistant|bot|ai|system|it|they|callers?|customers?|clients?|patients?|guests?|leads?|calls?|messages?|texts?|emails?)\b[^.?!]*\b(work|works|working|answer|answers|answering|run|runs|operate|operates|handle|handles|respond|responds|reply|replies|cover|covers|available|open|pick up|take|book|booking|schedule)\b|\b24\/7\b|\baround the clock\b/i
const OFFERED_A_TIME = /\b(book a call|consultation|what day|which day|what time|a time that works|weekday|schedule|calendar)\b/i

const OFF_TOPIC = [
  /\b(weather|forecast|recipes?|horoscope|lottery|lyrics)\b/i,
  /\b(tell|know) (me )?a joke\b/i,
  /\bwrite (me )?(a |an )?(poem|song|story|essay|novel|cover letter|haiku)\b/i,
  /\b(who won|score of|super bowl|world cup|nba|nfl|premier league|champions league)\b/i,
  /\b(election|president|prime minister|politic(s|al)|religio(n|us)|abortion)\b/i,
  /\b(homework|math problem|solve (this|the) equation|capital of|meaning of life)\b/i,
  /\b(bitcoin|crypto(currency)?|stock) (price|tip|prediction)s?\b/i,
  /\b(movie|film|netflix|tv show|celebrity|dating advice|girlfriend|boyfriend)\b/i,
]
// Anything about the agency's business keeps a message on topic, whatever else it mentions.
const ON_TOPIC =
  /\b(agents?|ai|receptionist|voice|calls?|phone|emails?|sms|texts?|workflow|outbound|pre-?sales|sales|customers?|clients?|leads?|business|booking|appointments?|pricing|price|plans?|demo|consultation|integrat\w*|crm|chat ?bot|automat\w*)\b/i

function lastUserMessage(messages: ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]?.role === 'user') return messages[i]!.content
  return ''
}

function previousAssistantMessage(messages: ChatMessage[]): string {
  let seenUser = false
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!
    if (message.role === 'user') seenUser = true
    else if (seenUser) return message.content
  }
  return ''
}

/** A proposed meeting on a Saturday, a Sunday or the weekend (not a question about 24/7 agents). */
export function proposesWeekendMeeting(message: string, previousAssistant = ''): boolean {
  if (!WEEKEND.test(message)) return false
  if (OPERATION_QUESTION.test(message) && !/\b(meet|meeting|consultation|demo|book a call|schedule a call)\b/i.test(message)) return false
  return BOOKING.test(message) || OFFERED_A_TIME.test(previousAssistant)
}

export function isOffTopic(message: string): boolean {
  if (/\bwrite (me )?(a |an )?(poem|song|story|essay|haiku)\b/i.test(message)) return true
  return OFF_TOPIC.some((pattern) => pattern.test(message)) && !ON_TOPIC.test(message)
}

export function applyPolicy(messages: ChatMessage[], knowledge: ChatKnowledge): PolicyDecision {
  const message = lastUserMessage(messages)
  if (!isEnglish(message)) return { kind: 'reply', reason: 'non-english', reply: knowledge.replies.nonEnglish }
  if (proposesWeekendMeeting(message, previousAssistantMessage(messages))) {
    return { kind: 'reply', reason: 'weekend', reply: knowledge.replies.weekend }
  }
  if (isOffTopic(message)) return { kind: 'reply', reason: 'off-topic', reply: knowledge.replies.offTopic }
  return { kind: 'pass' }
}
