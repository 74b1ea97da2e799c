import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { createKnowledgeCache } from '@/lib/chat/knowledge-cache'
import { createLocalEngine } from '@/lib/chat/local-engine'
import { knowledgeIndex } from '@/lib/chat/local/passages'
import { applyPolicy } from '@/lib/chat/policy'
import type { ChatKnowledge, ChatMessage } from '@/lib/chat/types'
import { matchProducts } from '@/lib/chat/vocabulary'
import { createLocalSource } from '@/lib/content/local-source'
import { loadSeedDataset, type SeedDocument } from '@/lib/content/seed-dataset'

const engine = createLocalEngine()
const read = (dataset: SeedDocument[]) => createLocalSource(() => dataset).fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] })
const seed = toChatKnowledge(await read(loadSeedDataset()))

const ask = (knowledge: ChatKnowledge, message: string) => say(knowledge, [{ role: 'user', content: message }])

async function say(knowledge: ChatKnowledge, messages: ChatMessage[]): Promise<string> {
  let text = ''
  for await (const delta of engine.reply({ messages, knowledge })) if (delta.type === 'text') text += delta.text
  return text
}

type Item = Record<string, unknown>

/** A copy of the seed with the receptionist renamed, a new product and a new FAQ, as a marketer would publish them. */
function editedDataset(): SeedDocument[] {
  const dataset = structuredClone(loadSeedDataset())
  const receptionist = dataset.find((doc) => doc._id === 'product-ai-receptionist')!
  receptionist.name = 'FrontDesk Pro'
  dataset.push({
    _id: 'product-review-booster',
    _type: 'product',
    name: 'Review Booster',
    slug: { _type: 'slug', current: 'review-booster' },
    path: '/review-booster',
    tagline: 'Turns happy customers into five-star reviews, automatically.',
    description:
      'Review Booster asks every customer for feedback after a job and sends the happy ones a link to your review page.',
    benefits: [
      'Asks for feedback within an hour of every job',
      'Sends unhappy customers to the owner, not to the review site',
    ],
    aliases: ['online reviews', 'reputation management', 'star ratings'],
    useCases: [
      {
        _type: 'useCase',
        _key: 'u1',
        title: 'Review requests',
        description: 'A plumber gets ten new reviews a month.',
      },
    ],
    startingPrice: '$149/month',
    icon: 'star',
    order: 8,
  })
  const pricing = dataset.find(
    (doc) => doc._type === 'page' && (doc.slug as { current: string }).current === 'pricing',
  )!
  const faq = (pricing.sections as Item[]).find((section) => section._type === 'faq')!
  ;(faq.items as Item[]).push({
    _type: 'faqItem',
    _key: 'new-faq',
    question: 'Do you offer a discount for nonprofits?',
    answer: 'Yes. Registered nonprofits get 20% off any plan for the first year.',
    alternateQuestions: ['Is there charity pricing?'],
  })
  ;(faq.items as Item[]).push({
    _type: 'faqItem',
    _key: 'review-tools',
    question: 'Do you work with review tools?',
    answer: 'Yes. Podium and Birdeye connect directly, so a review request goes out after every job.',
    alternateQuestions: [],
  })
  const michael = dataset.find((doc) => doc._type === 'chatAssistant')!
  ;(michael.tools as Item[]).push({ _type: 'recognisedTool', _key: 'podium', name: 'Podium', capitalisedOnly: false })
  return dataset
}

const edited = toChatKnowledge(await read(editedDataset()))

describe('Michael knows what the CMS knows', () => {
  it('recommends a renamed product by its aliases and never the old name', async () => {
    const reply = await ask(edited, 'Do you have an answering service for my phones?')
    expect(reply).toContain('FrontDesk Pro')
    expect(reply).not.toContain('AI Receptionist')
    expect(reply).toContain('$297/month')
  })

  it('recommends a product added in the CMS by its name and by its aliases', async () => {
    expect(await ask(edited, 'Tell me about Review Booster')).toContain('$149/month')
    const reply = await ask(edited, 'Can you help with reputation management?')
    expect(reply).toContain('Review Booster')
    expect(reply).toContain('Turns happy customers into five-star reviews')
    expect(await ask(edited, 'What do you offer?')).toContain('Review Booster')
  })

  it('answers a FAQ added in the CMS, by its question and by another way of asking it', async () => {
    expect(await ask(edited, 'Do you offer a discount for nonprofits?')).toContain('Registered nonprofits get 20% off')
    expect(await ask(edited, 'Is there charity pricing?')).toContain('Registered nonprofits get 20% off')
    expect(await ask(seed, 'Do you offer a discount for nonprofits?')).not.toContain('Registered nonprofits')
  })

  it('finds every product of the seed by the aliases marketers gave it', () => {
    for (const product of seed.products) {
      expect(product.aliases.length, product.name).toBeGreaterThan(0)
      // A phrase of several words: every seed product has one, and each must find its product.
      const [alias] = product.aliases.filter((a) => a.includes(' '))
      expect(alias, `${product.name} has an alias of several words`).toBeDefined()
      expect(
        matchProducts(`Tell me about ${alias}`, seed).map((p) => p.name),
        alias,
      ).toContain(product.name)
    }
  })

  it('notices a tool added to its list in the CMS, and says what the pages say about connecting to it', async () => {
    const toolsQuestion = seed.discoveryQuestions.find((q) => /tools/i.test(q))!
    const answeringIt = (knowledge: ChatKnowledge) =>
      say(knowledge, [
        { role: 'user', content: 'I run a plumbing company' },
        { role: 'assistant', content: toolsQuestion },
        { role: 'user', content: 'We use Podium and Google Calendar' },
      ])
    expect(await answeringIt(edited)).toContain('Good news: Google Calendar and Podium are on the list of tools')
    expect(await answeringIt(seed)).toContain('Good news: Google Calendar is on the list of tools')
    expect(await answeringIt(seed)).not.toContain('Podium')
    expect(await ask(edited, 'We book everything in Podium.')).toContain('Podium is on the list of tools')
    expect(await ask(seed, 'We book everything in Podium.')).not.toContain('Podium')
  })

  it('recognises a tool that is also an everyday word only when it is capitalised, as the CMS marks it', async () => {
    expect(seed.tools).toContainEqual({ name: 'Square', capitalisedOnly: true })
    expect(await ask(seed, 'We take payments with Square.')).toContain('Square is on the list of tools')
    expect(await ask(seed, 'We take payments with Square.')).not.toContain('square')
    expect(await ask(seed, 'We square up with customers at the door.')).not.toMatch(/square/i)
    const everyCase = {
      ...seed,
      tools: seed.tools.map((t) => (t.name === 'Square' ? { ...t, capitalisedOnly: false } : t)),
    }
    expect(await ask(everyCase, 'We square up with customers at the door.')).toContain('Square is on the list of tools')
  })

  it('keeps a message about a CMS topic on topic, and refuses it once the topic is gone', () => {
    const message: ChatMessage[] = [{ role: 'user', content: 'What is the weather forecast for florists?' }]
    expect(applyPolicy(message, seed)).toMatchObject({ kind: 'reply', reason: 'off-topic' })
    const withTopic = { ...seed, topics: [...seed.topics, 'florist'] }
    expect(applyPolicy(message, withTopic)).toEqual({ kind: 'pass' })
  })
})

describe('no product, industry, FAQ or tool is named in lib/chat', () => {
  const files = readdirSync(path.resolve('lib/chat'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  )
  const source = files.map((f) => readFileSync(path.join('lib/chat', f), 'utf8')).join('\n')
  // A tool whose name is an everyday word (Make, Square) is named only in capitals, as Michael reads it.
  const names = [
    ...seed.products.map((p) => [p.name, 'i']),
    ...seed.industries.map((i) => [i.name, 'i']),
    ...seed.faqs.map((f) => [f.question.replace(/[’]/g, "'"), 'i']),
    ...seed.tools.map((t) => [t.name, t.capitalisedOnly ? '' : 'i']),
  ]

  it.each(names)('does not name %j', (name, flags) => {
    const escaped = name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(new RegExp(`\\b${escaped}\\b`, flags).exec(source)?.[0]).toBeUndefined()
  })
})

describe('one knowledge object and one search index per content version', () => {
  it('keeps the same knowledge while the content is the same, and builds it anew after a change', async () => {
    let dataset = loadSeedDataset()
    // Every read returns a fresh copy, as the Next.js data cache does.
    const knowledge = createKnowledgeCache(async () => structuredClone(await read(dataset)))
    const first = await knowledge()
    expect(await knowledge()).toBe(first)
    expect(knowledgeIndex(await knowledge())).toBe(knowledgeIndex(first))

    dataset = editedDataset()
    const second = await knowledge()
    expect(second).not.toBe(first)
    expect(second.products.map((p) => p.name)).toContain('Review Booster')
    expect(knowledgeIndex(second)).not.toBe(knowledgeIndex(first))
  })
})
