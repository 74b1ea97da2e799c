import { defineQuery } from 'next-sanity'
import type { CHAT_KNOWLEDGE_QUERY_RESULT } from '../../sanity.types'
import type { ChatKnowledge } from './types'

export const CHAT_KNOWLEDGE_QUERY = defineQuery(`{
  "assistant": *[_type == "chatAssistant"][0]{ name, greeting, systemPrompt, discoveryQuestions, replies },
  "agencyName": *[_type == "siteSettings"][0].agencyName,
  "products": *[_type == "product"] | order(order asc){
    name, "slug": slug.current, path, tagline, description, benefits,
    useCases[]{ title, description }, startingPrice
  },
  "pricing": *[_type == "page" && slug.current == "pricing"][0].sections[_type == "pricingPlans"][0]{
    note, plans[]{ name, price, period, description, features, highlighted }
  },
  "faqs": *[_type == "page"].sections[][_type == "faq"].items[]{ question, answer }
}`)

export class ChatKnowledgeError extends Error {
  override name = 'ChatKnowledgeError'
}

const text = (value: string | null | undefined) => value?.trim() ?? ''

/** Shapes the CMS answer for the engines; fails clearly when Michael's document is missing. */
export function toChatKnowledge(result: CHAT_KNOWLEDGE_QUERY_RESULT): ChatKnowledge {
  const assistant = result.assistant
  if (!assistant?.greeting || !assistant.systemPrompt || !assistant.replies) {
    throw new ChatKnowledgeError('The chatAssistant document (Michael) is missing its greeting, system prompt or replies.')
  }
  const seenQuestions = new Set<string>()
  return {
    agencyName: text(result.agencyName) || 'our agency',
    assistantName: text(assistant.name) || 'Michael',
    greeting: assistant.greeting,
    systemPrompt: assistant.systemPrompt,
    discoveryQuestions: (assistant.discoveryQuestions ?? []).filter((q): q is string => Boolean(q?.trim())),
    replies: {
      weekend: text(assistant.replies.weekend),
      nonEnglish: text(assistant.replies.nonEnglish),
      offTopic: text(assistant.replies.offTopic),
      leadThankYou: text(assistant.replies.leadThankYou),
    },
    products: (result.products ?? []).flatMap((p) =>
      p.name && p.slug && p.path
        ? [
            {
              name: p.name,
              slug: p.slug,
              path: p.path,
              tagline: text(p.tagline),
              description: text(p.description),
              benefits: (p.benefits ?? []).filter((b): b is string => Boolean(b)),
              useCases: (p.useCases ?? []).flatMap((u) => (u.title ? [{ title: u.title, description: text(u.description) }] : [])),
              startingPrice: p.startingPrice ?? null,
            },
          ]
        : [],
    ),
    plans: (result.pricing?.plans ?? []).flatMap((plan) =>
      plan.name && plan.price
        ? [
            {
              name: plan.name,
              price: plan.price,
              period: plan.period ?? null,
              description: text(plan.description),
              features: (plan.features ?? []).filter((f): f is string => Boolean(f)),
              highlighted: Boolean(plan.highlighted),
            },
          ]
        : [],
    ),
    pricingNote: result.pricing?.note ?? null,
    faqs: (result.faqs ?? []).flatMap((faq) => {
      if (!faq?.question || !faq.answer || seenQuestions.has(faq.question)) return []
      seenQuestions.add(faq.question)
      return [{ question: faq.question, answer: faq.answer }]
    }),
  }
}
