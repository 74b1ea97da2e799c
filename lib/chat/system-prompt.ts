import { detailsPartlyKnown, detailsWanted } from './local/discovery'
import { readWrittenOut } from './local/memory'
import { rankPassages } from './local/passages'
import type { ChatKnowledge, ChatMessage } from './types'

/**
 * The model's system prompt: the CMS prompt, grounded in everything a visitor can read. The
 * whole content goes while it fits the budget (a model answers best from all of it, and the
 * provider caches a prefix that does not change between messages); past the budget, the
 * products, plans and FAQs stay and the page passages that best match the conversation fill
 * the rest, best first.
 */

/** Tokens the grounding may take: the seed's whole content is about 30,000; a model's context is 128,000. */
export const SYSTEM_PROMPT_TOKEN_BUDGET = 48_000

// Rough token estimate (about four characters a token in English); no tokenizer runs locally.
export const estimateTokens = (text: string) => Math.ceil(text.length / 4)

type Parts = { head: string; pages: { text: string; key: string }[]; tail: string }

const cache = new WeakMap<ChatKnowledge, { parts: Parts; whole: string }>()

function partsOf(knowledge: ChatKnowledge): Parts {
  const products = knowledge.products
    .map((p) =>
      [
        `- ${p.name} (${p.path})${p.startingPrice ? `, from ${p.startingPrice}` : ''}: ${p.tagline}`,
        `  ${p.description}`,
        p.benefits.length ? `  Benefits: ${p.benefits.join('; ')}` : '',
        p.useCases.length ? `  Examples: ${p.useCases.map((u) => `${u.title}: ${u.description}`).join(' | ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n')
  const plans = knowledge.plans
    .map(
      (plan) =>
        `- ${plan.name}: ${plan.price}${plan.period ? ` ${plan.period}` : ''}${plan.annualPrice ? ` (${plan.annualPrice} a year paid annually)` : ''}. ${plan.description} Includes: ${plan.features.join('; ')}${plan.compared.length ? `. Compared: ${plan.compared.map((row) => `${row.feature}: ${row.value}`).join('; ')}` : ''}`,
    )
    .join('\n')
  const faqs = knowledge.faqs.map((faq) => `Q: ${faq.question}\nA: ${faq.answer}`).join('\n')
  const industries = knowledge.industries
    .filter((industry) => industry.descriptions.length > 0)
    .map((industry) => `- ${industry.name}: ${industry.descriptions[0]}`)
    .join('\n')
  // The FAQs are above already; every other section of every page, the terms pages included.
  const answers = knowledge.faqs.map((f) => f.answer)
  const pages = knowledge.sections
    .filter((section) => !answers.some((answer) => section.text.includes(answer)))
    .map((section) => ({
      key: section.text,
      text: `[${section.page} — ${section.heading} (${section.path})]\n${section.text}`,
    }))

  const head = [
    knowledge.systemPrompt.trim(),
    `You are ${knowledge.assistantName} from ${knowledge.agencyName}. Answer only from the facts below; if a fact is not here, say you don't have that detail and offer the free 30-minute consultation. When a page below says it, you may give its address so the visitor can read more.`,
    knowledge.discoveryQuestions.length
      ? `Discovery questions, asked one at a time:\n${knowledge.discoveryQuestions.map((q) => `- ${q}`).join('\n')}`
      : '',
    `Products:\n${products}`,
    plans ? `Pricing plans:\n${plans}${knowledge.pricingNote ? `\n${knowledge.pricingNote}` : ''}` : '',
    faqs ? `Frequently asked questions:\n${faqs}` : '',
    industries ? `Industries we build for:\n${industries}` : '',
    knowledge.topics.length ? `Besides the products, you may discuss: ${knowledge.topics.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  const tail = `When the visitor shows interest, ask for their name, email and company in one message. Never propose weekend times. Reply in English, in plain text.`
  return { head, pages, tail }
}

const assemble = (parts: Parts, pages: string[]) =>
  [parts.head, pages.length ? `What the site's pages say:\n\n${pages.join('\n\n')}` : '', parts.tail]
    .filter(Boolean)
    .join('\n\n')

/**
 * The system prompt for a conversation: the whole content while it fits `tokenBudget`, else the
 * page passages that best match the visitor's latest messages, as many as fit.
 */
export function buildSystemPrompt(
  knowledge: ChatKnowledge,
  messages: ChatMessage[] = [],
  tokenBudget = SYSTEM_PROMPT_TOKEN_BUDGET,
): string {
  let built = cache.get(knowledge)
  if (!built) {
    const parts = partsOf(knowledge)
    built = {
      parts,
      whole: assemble(
        parts,
        parts.pages.map((p) => p.text),
      ),
    }
    cache.set(knowledge, built)
  }
  if (estimateTokens(built.whole) <= tokenBudget) return built.whole
  const { parts } = built
  const question = messages
    .filter((m) => m.role === 'user')
    .slice(-3)
    .map((m) => m.content)
    .join(' ')
  const byText = new Map(parts.pages.map((p) => [p.key, p.text]))
  let room = tokenBudget - estimateTokens(assemble(parts, []))
  const chosen: string[] = []
  for (const text of rankPassages(question, knowledge)) {
    const page = byText.get(text)
    if (!page || chosen.includes(page)) continue
    const cost = estimateTokens(page) + 1
    if (cost > room) break
    chosen.push(page)
    room -= cost
  }
  return assemble(parts, chosen)
}

/**
 * For a conversation in which the visitor told some of their details (a name and a company, say),
 * a note that goes after it: a reply asking for details opens the chat's form filled in with them
 * (leadDetails), so the model asks only for the rest, in the local engine's words ("add your email
 * (I've filled in your name and company)"), which name all three and so open the form
 * (lead-trigger.ts). Undefined when nothing or everything was told, or the lead was saved.
 */
export function detailsNote(knowledge: ChatKnowledge, messages: ChatMessage[]): string | undefined {
  const memory = readWrittenOut(messages, knowledge)
  if (memory.formCaptured || !detailsPartlyKnown(memory)) return undefined
  return `The visitor has told you some of their details in this conversation, and the chat's form opens with them filled in. When you ask for their details, ask them to ${detailsWanted(memory)}, in those words.`
}
