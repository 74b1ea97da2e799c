import type { ChatKnowledge } from './types'

/** The CMS prompt, grounded with the agency's real offer so the model answers from it. */
export function buildSystemPrompt(knowledge: ChatKnowledge): string {
  const products = knowledge.products
    .map((p) =>
      [
        `- ${p.name} (${p.path})${p.startingPrice ? `, from ${p.startingPrice}` : ''}: ${p.tagline}`,
        `  ${p.description}`,
        p.benefits.length ? `  Benefits: ${p.benefits.join('; ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n')
  const plans = knowledge.plans
    .map(
      (plan) =>
        `- ${plan.name}: ${plan.price}${plan.period ? ` ${plan.period}` : ''}. ${plan.description} Includes: ${plan.features.join('; ')}`,
    )
    .join('\n')
  const faqs = knowledge.faqs.map((faq) => `Q: ${faq.question}\nA: ${faq.answer}`).join('\n')
  const industries = knowledge.industries
    .filter((industry) => industry.descriptions.length > 0)
    .map((industry) => `- ${industry.name}: ${industry.descriptions[0]}`)
    .join('\n')

  return [
    knowledge.systemPrompt.trim(),
    `You are ${knowledge.assistantName} from ${knowledge.agencyName}. Answer only from the facts below; if a fact is not here, say you don't have that detail and offer the free 30-minute consultation.`,
    knowledge.discoveryQuestions.length
      ? `Discovery questions, asked one at a time:\n${knowledge.discoveryQuestions.map((q) => `- ${q}`).join('\n')}`
      : '',
    `Products:\n${products}`,
    plans ? `Pricing plans:\n${plans}${knowledge.pricingNote ? `\n${knowledge.pricingNote}` : ''}` : '',
    faqs ? `Frequently asked questions:\n${faqs}` : '',
    industries ? `Industries we build for:\n${industries}` : '',
    knowledge.topics.length ? `Besides the products, you may discuss: ${knowledge.topics.join(', ')}.` : '',
    `When the visitor shows interest, ask for their name, email and company in one message. Never propose weekend times. Reply in English, in plain text.`,
  ]
    .filter(Boolean)
    .join('\n\n')
}
