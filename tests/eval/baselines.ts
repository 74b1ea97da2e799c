import type { ChatEngine, ChatKnowledge, ChatMessage } from '@/lib/chat/types'

/**
 * Two engines that must fail the evaluation set, whatever else changes: one that says the
 * visitor's words back, and one that answers everything with the whole catalogue. A set they
 * pass would measure nothing (tests/unit/chat/eval.test.ts holds them under 10% and 20%).
 */

const lastVisitorMessage = (messages: ChatMessage[]) => messages.findLast((m) => m.role === 'user')?.content ?? ''

/** The visitor's last message, word for word. */
export const echo = (messages: ChatMessage[]) => lastVisitorMessage(messages)

/** Every product, plan, price and FAQ of the knowledge, in one reply. */
export function catalogue(knowledge: ChatKnowledge): string {
  const products = knowledge.products.map((p) =>
    [`${p.name}: ${p.tagline}`, p.description, ...p.benefits, p.startingPrice ? `From ${p.startingPrice}.` : '']
      .filter(Boolean)
      .join(' '),
  )
  const plans = knowledge.plans.map(
    (plan) => `${plan.name}: ${plan.price} ${plan.period ?? ''}. ${plan.description} ${plan.features.join('. ')}.`,
  )
  const faqs = knowledge.faqs.map((faq) => `${faq.question} ${faq.answer}`)
  return [...products, ...plans, knowledge.pricingNote ?? '', ...faqs].filter(Boolean).join('\n')
}

/** A ChatEngine that always answers `reply(messages)`, so a baseline goes through the handler like the real one. */
export function fixedEngine(reply: (messages: ChatMessage[]) => string): ChatEngine {
  return {
    kind: 'local',
    async *reply({ messages }) {
      yield { type: 'text', text: reply(messages) }
    },
  }
}
