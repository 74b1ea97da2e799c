import { defineQuery } from 'next-sanity'
import type { CHAT_KNOWLEDGE_QUERY_RESULT } from '../../sanity.types'
import { articleHref } from '../content/article-routes'
import type { ChatIndustry, ChatKnowledge, ChatTool } from './types'

/** Articles Michael may point to: the newest, enough to cover what the blog and news say. */
const ARTICLE_LIMIT = 60

export const CHAT_KNOWLEDGE_QUERY = defineQuery(`{
  "assistant": *[_type == "chatAssistant"][0]{
    name, greeting, systemPrompt, discoveryQuestions, replies, topics,
    industries[]{ name, businessName, terms },
    tools[]{ name, capitalisedOnly }
  },
  "agencyName": *[_type == "siteSettings"][0].agencyName,
  "products": *[_type == "product"] | order(order asc){
    name, "slug": slug.current, path, tagline, description, benefits, aliases,
    useCases[]{ title, description }, startingPrice
  },
  "pricing": *[_type == "page" && slug.current == "pricing"][0].sections[_type == "pricingPlans"][0]{
    note, plans[]{ name, price, period, description, features, highlighted }
  },
  "faqs": *[_type == "page"].sections[][_type == "faq"].items[]{ question, answer, alternateQuestions },
  "industries": *[_type == "page"].sections[][_type == "industries"].items[]{ name, description, businessName, terms },
  "articles": *[_type in ["post", "newsItem"] && defined(slug.current)] | order(publishedAt desc)[0...${ARTICLE_LIMIT}]{
    _type, title, "slug": slug.current, excerpt
  }
}`)

export class ChatKnowledgeError extends Error {
  override name = 'ChatKnowledgeError'
}

const text = (value: string | null | undefined) => value?.trim() ?? ''
const words = (values: (string | null)[] | null | undefined) => [...new Set((values ?? []).map(text).filter(Boolean))]

type IndustryInput = {
  name?: string | null
  description?: string | null
  businessName?: string | null
  terms?: (string | null)[] | null
}

/** One entry per industry name: the same industry appears on several pages, its words on any of them. */
function mergeIndustries(items: (IndustryInput | null)[]): ChatIndustry[] {
  const byName = new Map<string, ChatIndustry>()
  for (const item of items) {
    const name = text(item?.name)
    if (!name) continue
    const key = name.toLowerCase()
    const industry = byName.get(key) ?? { name, businessName: null, terms: [], descriptions: [] }
    industry.businessName ??= text(item?.businessName) || null
    industry.terms = words([...industry.terms, ...(item?.terms ?? [])])
    const description = text(item?.description)
    // The entry that carries the industry's words is its main one: its description comes first.
    if (description && !industry.descriptions.includes(description))
      industry.descriptions[item?.terms?.length ? 'unshift' : 'push'](description)
    byName.set(key, industry)
  }
  return [...byName.values()]
}

/** One entry per tool name, whatever its case; blank names left out. */
function uniqueTools(items: ({ name?: string | null; capitalisedOnly?: boolean | null } | null)[]): ChatTool[] {
  const byName = new Map<string, ChatTool>()
  for (const item of items) {
    const name = text(item?.name)
    if (name && !byName.has(name.toLowerCase()))
      byName.set(name.toLowerCase(), { name, capitalisedOnly: Boolean(item?.capitalisedOnly) })
  }
  return [...byName.values()]
}

/** Shapes the CMS answer for the engines; fails clearly when Michael's document is missing. */
export function toChatKnowledge(result: CHAT_KNOWLEDGE_QUERY_RESULT): ChatKnowledge {
  const assistant = result.assistant
  if (!assistant?.greeting || !assistant.systemPrompt || !assistant.replies) {
    throw new ChatKnowledgeError(
      'The chatAssistant document (Michael) is missing its greeting, system prompt or replies.',
    )
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
              aliases: words(p.aliases),
              useCases: (p.useCases ?? []).flatMap((u) =>
                u.title ? [{ title: u.title, description: text(u.description) }] : [],
              ),
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
      return [{ question: faq.question, answer: faq.answer, alternateQuestions: words(faq.alternateQuestions) }]
    }),
    industries: mergeIndustries([...(result.industries ?? []), ...(assistant.industries ?? [])]),
    topics: words(assistant.topics),
    tools: uniqueTools(assistant.tools ?? []),
    articles: (result.articles ?? []).flatMap((a) =>
      a.title && a.slug ? [{ title: a.title, path: articleHref(a._type, a.slug), excerpt: text(a.excerpt) }] : [],
    ),
  }
}
