import { defineQuery } from 'next-sanity'
import type { CHAT_KNOWLEDGE_QUERY_RESULT } from '../../sanity.types'
import { articleHref, pageHref } from '../content/article-routes'
import { joinList, lowerFirst } from './local/text'
import type { ChatIndustry, ChatKnowledge, ChatPlan, ChatSection, ChatTool } from './types'

/** Articles Michael may point to: the newest, enough to cover what the blog and news say. */
const ARTICLE_LIMIT = 60

export const CHAT_KNOWLEDGE_QUERY = defineQuery(`{
  "assistant": *[_type == "chatAssistant"][0]{
    name, greeting, systemPrompt, discoveryQuestions, replies, topics,
    industries[]{ name, businessName, terms },
    tools[]{ name, capitalisedOnly }
  },
  "agencyName": *[_type == "siteSettings"][0].agencyName,
  "chrome": *[_type == "siteSettings"][0]{ phone, closingCta{ heading, body } },
  "products": *[_type == "product"] | order(order asc){
    name, "slug": slug.current, path, tagline, description, benefits, aliases,
    useCases[]{ title, description }, startingPrice
  },
  "pricing": *[_type == "page" && slug.current == "pricing"][0].sections[_type == "pricingPlans"][0]{
    note, plans[]{ name, price, period, description, features, highlighted },
    comparison[]{ feature, values }
  },
  "faqs": *[_type == "page"].sections[][_type == "faq"].items[]{ question, answer, alternateQuestions },
  "industries": *[_type == "page"].sections[][_type == "industries"].items[]{ name, description, businessName, terms },
  "articles": *[_type in ["post", "newsItem"] && defined(slug.current)] | order(publishedAt desc)[0...${ARTICLE_LIMIT}]{
    _type, title, "slug": slug.current, excerpt
  },
  "pages": *[_type == "page" && defined(slug.current) && !(_id in path("drafts.**"))] | order(slug.current asc){
    title, "slug": slug.current,
    sections[]{
      _type, heading, subheading, intro, note,
      "blocks": body[_type == "block"]{ style, "text": pt::text(@) },
      "items": coalesce(features, steps, items, jobs)[]{
        title, name, description, question, answer, value, label, detail, quote,
        result, resultLabel, summary, "customer": customer->name, "industry": customer->industry, team, location, employmentType
      },
      "people": people[]->{ name, role, bio },
      "customers": customers[]->{ name, industry }
    }
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

type PageResult = CHAT_KNOWLEDGE_QUERY_RESULT['pages'][number]
type SectionResult = NonNullable<PageResult['sections']>[number]

/**
 * A section's items as sentences: "Title: description", a question and its answer, a stat with its
 * label, a case study's result, an open role, the people of a team and the customers of a logo strip.
 */
function itemLines(section: SectionResult): string[] {
  const items = (section.items ?? []).flatMap((item) => {
    if (item.question && item.answer) return [`${item.question} ${item.answer}`]
    // A customer's words are theirs, not what the agency states: Michael does not answer from them.
    if (item.quote) return []
    if (item.value && item.label)
      return [`${text(item.value)}: ${text(item.label)}.${item.detail ? ` ${text(item.detail)}` : ''}`]
    if (item.result && item.resultLabel)
      return [
        // The customer's trade goes with the result: "any plumbers using this?" finds the plumber's.
        `${text(item.customer) || 'A customer'}${item.industry ? ` (${lowerFirst(text(item.industry))})` : ''}: ${text(item.result)} ${text(item.resultLabel)}. ${text(item.summary)}`,
      ]
    const role = [item.team, item.location, item.employmentType].map(text).filter(Boolean).join(', ')
    const title = text(item.title ?? item.name) + (role ? ` (${role})` : '')
    const description = text(item.description ?? item.summary)
    if (title && description) return [`${title}: ${description}`]
    return title || description ? [title || description] : []
  })
  const people = (section.people ?? []).flatMap((person) =>
    person?.name ? [`${text(person.name)}${person.role ? `, ${text(person.role)}` : ''}. ${text(person.bio)}`] : [],
  )
  const customers = (section.customers ?? []).flatMap((customer) =>
    customer?.name
      ? [`${text(customer.name)}${customer.industry ? ` (${lowerFirst(text(customer.industry))})` : ''}`]
      : [],
  )
  return [...items, ...people, ...(customers.length ? [`${joinList(customers)}.`] : [])]
}

// Sections whose heading is the marketers' own ("What our customers measured"): what a visitor calls them.
export const SECTION_KINDS = {
  caseStudies: 'case studies, customer success stories, testimonials and results',
  customerLogos: 'customers and clients who use us',
  team: 'the team, the people and founders who run the company',
  jobOpenings: 'jobs, careers, open roles, hiring',
  industries: 'industries, kinds of businesses and trades we serve, cover and work with',
} as const satisfies Partial<Record<SectionResult['_type'], string>>

/** The kinds of section about the agency itself (its proof, people and jobs), never about what an agent does. */
export const AGENCY_KINDS: ReadonlySet<string> = new Set([
  SECTION_KINDS.caseStudies,
  SECTION_KINDS.customerLogos,
  SECTION_KINDS.team,
  SECTION_KINDS.jobOpenings,
])

/**
 * The page as its visitors read it, one entry per heading: a rich text's h2 and h3 start a new
 * one, so a long legal page gives one per clause ("5. Cancellation"), each under the page's title.
 */
function pageSections(page: PageResult): ChatSection[] {
  const title = text(page.title)
  if (!title || !page.slug) return []
  const path = pageHref(page.slug)
  const out: ChatSection[] = []
  const add = (heading: string, lines: string[], kind?: string) => {
    const body = lines.map(text).filter(Boolean).join('\n')
    if (body) out.push({ page: title, path, heading: heading || title, text: body, ...(kind ? { kind } : {}) })
  }
  for (const section of page.sections ?? []) {
    const heading = text(section.heading)
    const lead = [section.subheading, section.intro, section.note].map(text).filter(Boolean)
    if (section.blocks?.length) {
      let current = { heading, lines: lead }
      for (const block of section.blocks) {
        if (/^h[1-4]$/.test(block.style ?? '')) {
          add(current.heading, current.lines)
          current = { heading: text(block.text), lines: [] }
        } else current.lines.push(text(block.text))
      }
      add(current.heading, current.lines)
    } else
      add(heading, [...lead, ...itemLines(section)], (SECTION_KINDS as Partial<Record<string, string>>)[section._type])
  }
  return out
}

/** "$297" paid for ten months, when the pricing note gives two months free; the site's own arithmetic. */
function annualPrice(price: string, note: string | null | undefined): string | null {
  const free = /\b(two|2) months free\b/i.test(note ?? '') ? 2 : 0
  const amount = /^\$(\d[\d,]*)$/.exec(price.trim())
  if (!free || !amount) return null
  return `$${(Number(amount[1]!.replace(/,/g, '')) * (12 - free)).toLocaleString('en-US')}`
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
      // A dataset from before these replies existed gets plain wording of the same meaning.
      aiDisclosure:
        text(assistant.replies.aiDisclosure) ||
        "I'm an AI assistant, not a person. Our team is happy to talk with you on a free consultation.",
      abuse:
        text(assistant.replies.abuse) ||
        'Sorry this has been frustrating. Ask me anything about our AI agents, or our team can reach out to you.',
      unclear: text(assistant.replies.unclear) || "Sorry, I didn't quite catch that. Could you rephrase it?",
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
    plans: (result.pricing?.plans ?? []).flatMap((plan, index): ChatPlan[] =>
      plan.name && plan.price
        ? [
            {
              name: plan.name,
              price: plan.price,
              period: plan.period ?? null,
              annualPrice: annualPrice(plan.price, result.pricing?.note),
              description: text(plan.description),
              features: (plan.features ?? []).filter((f): f is string => Boolean(f)),
              compared: comparedRows(result.pricing?.comparison, index),
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
    // The same words on two pages (a copied page, a shared FAQ) are one section, where first found.
    sections: uniqueBy([...(result.pages ?? []).flatMap(pageSections), ...chromeSections(result)], (s) => s.text),
  }
}

/** What a visitor calls the section with the agency's phone number; Michael answers "your number?" from it. */
export const PHONE_KIND = 'our phone number, how to reach us'

/**
 * What every page shows around its sections: the closing call to action (what the free
 * consultation is) and the footer's phone number, both from the site settings, read as the
 * contact page's.
 */
function chromeSections(result: CHAT_KNOWLEDGE_QUERY_RESULT): ChatSection[] {
  const agency = text(result.agencyName) || 'our agency'
  const contact = result.pages?.find((page) => page.slug === 'contact')
  const where = { page: text(contact?.title) || 'Contact', path: contact?.slug ? pageHref(contact.slug) : '/contact' }
  const cta = result.chrome?.closingCta
  const phone = text(result.chrome?.phone)
  return [
    ...(cta?.heading && cta.body
      ? [
          {
            ...where,
            heading: text(cta.heading),
            text: text(cta.body),
            kind: 'the free consultation call: what happens on it',
          },
        ]
      : []),
    ...(phone
      ? [
          {
            ...where,
            heading: `Call ${agency}`,
            text: `You can call ${agency} on ${phone}.`,
            kind: PHONE_KIND,
          },
        ]
      : []),
  ]
}

type ComparisonResult = NonNullable<CHAT_KNOWLEDGE_QUERY_RESULT['pricing']>['comparison']

/** The pricing page's comparison table, the column of the plan at `index`: each row's feature and its value there. */
function comparedRows(rows: ComparisonResult | undefined, index: number): ChatPlan['compared'] {
  return (rows ?? []).flatMap((row) => {
    const feature = text(row.feature)
    const value = text(row.values?.[index])
    return feature && value ? [{ feature, value }] : []
  })
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))))
}
