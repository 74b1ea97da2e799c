import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { asksForLeadDetails, offersToBookACall } from '@/lib/chat/lead-trigger'
import { createLocalEngine } from '@/lib/chat/local-engine'
import type { ChatDelta, ChatKnowledge, ChatMessage } from '@/lib/chat/types'
import { createLocalSource } from '@/lib/content/local-source'

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const engine = createLocalEngine()
const questions = knowledge.discoveryQuestions

async function collect(
  messages: ChatMessage[],
  signal?: AbortSignal,
  source: ChatKnowledge = knowledge,
): Promise<ChatDelta[]> {
  const deltas: ChatDelta[] = []
  for await (const delta of engine.reply({ messages, knowledge: source, signal })) deltas.push(delta)
  return deltas
}

/** Michael's reply to a conversation, as the visitor reads it once streaming is done. */
async function ask(messages: ChatMessage[], source: ChatKnowledge = knowledge): Promise<string> {
  const deltas = await collect(messages, undefined, source)
  return deltas.map((d) => (d.type === 'text' ? d.text : '')).join('')
}

/** Plays the visitor's turns against the engine, from the greeting; returns Michael's replies. */
async function talk(...turns: string[]): Promise<{ replies: string[]; messages: ChatMessage[] }> {
  const messages: ChatMessage[] = [{ role: 'assistant', content: knowledge.greeting }]
  const replies: string[] = []
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn })
    const reply = await ask(messages)
    replies.push(reply)
    messages.push({ role: 'assistant', content: reply })
  }
  return { replies, messages }
}

const first = async (turn: string) => (await talk(turn)).replies[0]!
const productNamed = (pattern: RegExp) => knowledge.products.find((p) => pattern.test(p.name))!

// How a visitor might name each agent without its product name.
const ALIASES: Record<string, string> = {
  'ai-voice-chat': 'Can customers talk to a voice agent on my website?',
  'ai-receptionist': 'Do you have an answering service for my phones?',
  'ai-email-agent': 'Can something handle my inbox?',
  'ai-sms-text-agent': 'What do you have for text messages?',
  'ai-workflow-agent': 'Can you automate my back-office workflow?',
  'virtual-se': 'I need a sales engineer for pre-sales questions',
  'outbound-ai': 'Can an agent make follow-up calls to my old leads?',
}

describe('the local engine (Michael without a model)', () => {
  it.each(knowledge.products.map((p) => [p.name, p] as const))(
    'answers a question about %s with its name and starting price',
    async (_, product) => {
      const reply = await first(`Tell me about ${product.name}`)
      expect(reply).toContain(product.name)
      expect(reply).toContain(product.startingPrice!)
      expect(reply).toContain(product.tagline.replace(/\.$/, ''))
    },
  )

  it.each(knowledge.products.map((p) => [p.name, p] as const))(
    'recognises %s by an everyday name',
    async (_, product) => {
      expect(ALIASES[product.slug], `no alias written for ${product.slug}`).toBeDefined()
      const reply = await first(ALIASES[product.slug]!)
      expect(reply).toContain(product.name)
      expect(reply).toContain(product.startingPrice!)
      // About that one product: no other agent's name in the first line.
      const others = knowledge.products.filter((p) => p !== product && !product.name.includes(p.name))
      expect(others.filter((p) => reply.split('\n')[0]!.includes(p.name))).toEqual([])
    },
  )

  it('lists every plan with its price, and the pricing note, when asked what it costs', async () => {
    const reply = await first('How much does it cost?')
    for (const plan of knowledge.plans) {
      expect(reply).toContain(plan.name)
      expect(reply).toContain(plan.price)
    }
    // The note's sentences without prices of their own; the usage rates answer the question about usage.
    expect(reply).toContain('Pay annually and get two months free.')
    expect(reply).toContain('We quote custom volumes.')
    expect(reply).not.toContain('$0.15')
    expect(await first('What happens if we go over our minutes?')).toContain('$0.15 per voice minute')
  })

  it('answers a reworded FAQ with the FAQ’s own answer', async () => {
    const contract = knowledge.faqs.find((f) => /locked into a contract/i.test(f.question))!
    const technical = knowledge.faqs.find((f) => /anyone technical/i.test(f.question))!
    expect(await first('Am I locked in to a contract with you?')).toContain(contract.answer)
    expect(await first('Do I need someone technical on my team for this?')).toContain(technical.answer)
  })

  it('does not answer from a FAQ that only shares a word with the question', async () => {
    const reply = await first('Do you offer franchise discounts for veterinarians in Canada?')
    expect(knowledge.faqs.filter((f) => reply.includes(f.answer))).toEqual([])
  })

  it('says the agents work 24/7 when asked about weekends or nights', async () => {
    // The opening line answers the question; a catalogue or product pitch would not.
    const opening = async (question: string) => (await first(question)).split('\n')[0]!
    expect(await opening('Do your agents work on weekends?')).toMatch(/^Yes\b.*24\/7/)
    expect(await opening('Does the email agent reply at night?')).toMatch(/^Yes\b.*24\/7/)
    expect(await opening('What happens to calls after hours?')).toMatch(/24\/7/)
  })

  it('runs the discovery questions one at a time and remembers the visitor’s business', async () => {
    const receptionist = productNamed(/receptionist/i)
    const { replies } = await talk(
      'Tell me about the AI Receptionist',
      'We run a plumbing company',
      'We miss a lot of calls when we are out on jobs',
    )
    expect(replies[0]).toContain(questions[0])
    expect(replies[0]).not.toContain(questions[1])
    expect(replies[1]).toContain(questions[1])
    expect(replies[1]).not.toContain(questions[0])
    expect(replies[1]).toMatch(/plumbing company/)
    // Later, the answer about missed calls refers back to the business and recommends the receptionist.
    expect(replies[2]).toContain('plumbing company')
    expect(replies[2]).toContain(receptionist.name)
    expect(replies[2]).toContain(questions[2])
  })

  it('remembers volume and business when recommending, and asks for details after three answers', async () => {
    const { replies } = await talk(
      'Hi',
      'We are a dental clinic',
      'Missed calls, mostly at lunchtime',
      'About 200 calls a week',
    )
    const last = replies[3]!
    expect(last).toMatch(/dental clinic handling about 200 calls a week/)
    expect(asksForLeadDetails(last)).toBe(true)
    expect(last).toMatch(/free 30-minute consultation/)
    expect(asksForLeadDetails(replies[1]!)).toBe(false)
  })

  it('asks for name, email and company when the visitor wants a demo', async () => {
    const reply = await first("I'd like a demo")
    expect(asksForLeadDetails(reply)).toBe(true)
    expect(reply).toMatch(/\bname\b/)
    expect(reply).toMatch(/\bemail\b/)
    expect(reply).toMatch(/\bcompany\b/)
    expect(reply).toMatch(/30-minute consultation/)
    expect(asksForLeadDetails(await first('How do I get started?'))).toBe(true)
  })

  it('does not ask for details again once the visitor gave an email address', async () => {
    const { replies } = await talk("I'd like a demo", 'Jane Doe, jane@acme.com, Acme Dental', 'Can I get a demo?')
    expect(asksForLeadDetails(replies[0]!)).toBe(true)
    expect(asksForLeadDetails(replies[1]!)).toBe(false)
    expect(asksForLeadDetails(replies[2]!)).toBe(false)
    expect(offersToBookACall(replies[2]!)).toBe(true)
  })

  it('does not ask for details again after the lead form’s thank-you message', async () => {
    const reply = await ask([
      { role: 'assistant', content: knowledge.greeting },
      { role: 'user', content: "I'd like a demo" },
      { role: 'assistant', content: 'Happy to help. Could you share your name, email and company?' },
      { role: 'user', content: 'Sure' },
      { role: 'assistant', content: knowledge.replies.leadThankYou },
      { role: 'user', content: 'I am interested in getting started' },
    ])
    expect(asksForLeadDetails(reply)).toBe(false)
  })

  it('varies its phrasing across turns for the same question, and stays deterministic', async () => {
    const { replies, messages } = await talk('What do you offer?', 'What do you offer?')
    // The answer itself varies, not only the discovery question asked after it.
    const withoutDiscovery = (reply: string) => questions.reduce((text, q) => text.replace(q, ''), reply)
    expect(withoutDiscovery(replies[0]!)).not.toBe(withoutDiscovery(replies[1]!))
    for (const reply of replies) for (const product of knowledge.products) expect(reply).toContain(product.name)
    expect(await ask(messages.slice(0, 2))).toBe(replies[0])
  })

  it('never quotes a price that is not in the knowledge', async () => {
    const { replies } = await talk(
      'Hello!',
      'What do you offer?',
      'How much does the AI Receptionist cost?',
      'We are a car dealership with 3 locations',
      'Leads go cold because nobody follows up',
      'How much would it cost for my business?',
      'Which plan includes Virtual SE?',
      'What happens if I go over my allowance?',
      'How much is the workflow agent?',
      'Is there a discount for paying annually?',
      'Tell me about OutboundAI',
      'How much is it?',
    )
    const known = JSON.stringify(knowledge)
    const amounts = replies.flatMap((r) => r.match(/\$\d[\d,]*(?:\.\d+)?/g) ?? [])
    expect(amounts.length).toBeGreaterThan(5)
    expect(amounts.filter((amount) => !known.includes(amount))).toEqual([])
  })

  it('uses whatever the CMS says, not numbers of its own', async () => {
    const receptionist = productNamed(/receptionist/i)
    const edited: ChatKnowledge = {
      ...knowledge,
      products: knowledge.products.map((p) => (p === receptionist ? { ...p, startingPrice: '$123/month' } : p)),
      plans: knowledge.plans.map((plan, i) => (i === 0 ? { ...plan, price: '$111' } : plan)),
    }
    const messages: ChatMessage[] = [{ role: 'user', content: 'Tell me about the AI Receptionist' }]
    expect(await ask(messages, edited)).toContain('$123/month')
    expect(await ask([{ role: 'user', content: 'What are your plans?' }], edited)).toContain('$111')
  })

  it('admits when it does not know, and says what it can help with', async () => {
    const reply = await first('Do you offer franchise discounts for veterinarians in Canada?')
    expect(reply).toMatch(/I don't have that detail|I don't see franchise mentioned on our pages/)
    expect(reply).toMatch(/pricing/)
    expect(reply).toMatch(/consultation/)
  })

  it('streams the reply in several chunks and ends with an estimated usage', async () => {
    const messages: ChatMessage[] = [{ role: 'user', content: 'What do you offer?' }]
    const deltas = await collect(messages)
    const texts = deltas.filter((d) => d.type === 'text')
    expect(texts.length).toBeGreaterThan(1)
    expect(deltas.at(-1)?.type).toBe('usage')
    const usage =
      deltas.at(-1)!.type === 'usage' ? (deltas.at(-1) as Extract<ChatDelta, { type: 'usage' }>).usage : undefined
    const text = texts.map((d) => d.text).join('')
    expect(usage).toEqual({
      promptTokens: Math.ceil(messages[0]!.content.length / 4),
      completionTokens: Math.ceil(text.length / 4),
      totalTokens: Math.ceil(messages[0]!.content.length / 4) + Math.ceil(text.length / 4),
    })
  })

  it('stops streaming when the request is aborted', async () => {
    const controller = new AbortController()
    const deltas: ChatDelta[] = []
    for await (const delta of engine.reply({
      messages: [{ role: 'user', content: 'What do you offer?' }],
      knowledge,
      signal: controller.signal,
    })) {
      deltas.push(delta)
      controller.abort()
    }
    expect(deltas).toHaveLength(1)
    const aborted = new AbortController()
    aborted.abort()
    expect(await collect([{ role: 'user', content: 'Hi' }], aborted.signal)).toEqual([])
  })
})
