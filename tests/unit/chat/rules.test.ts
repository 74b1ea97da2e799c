import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { composeReply } from '@/lib/chat/local/compose'
import { applyPolicy } from '@/lib/chat/policy'
import { createLocalSource } from '@/lib/content/local-source'

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const user = (content: string) => [{ role: 'user' as const, content }]
const reply = (content: string) => composeReply(user(content), knowledge)
// A Wednesday, so "tomorrow" is a weekday.
const now = new Date('2026-11-25T12:00:00Z')

describe('the rules, read by meaning', () => {
  it.each([
    'r u a real person or a bot',
    'are you human?',
    'you a bot?',
    'is this chatgpt lol',
    'am i talking to a machine',
    'are you sentient',
    'what llm are you using',
    'do you have feelings',
  ])('answers %j with the CMS’s plain AI disclosure', (message) => {
    expect(applyPolicy(user(message), knowledge, now)).toEqual({ kind: 'pass' })
    expect(reply(message)).toBe(knowledge.replies.aiDisclosure)
  })

  it.each([
    'this is useless',
    'ur the dumbest bot ever',
    'stop wasting my time',
    'wtf is this',
    'you guys are scammers',
  ])('answers the insult %j calmly, never with "Good question"', (message) => {
    const text = reply(message)
    expect(text).toContain(knowledge.replies.abuse.split('.')[0]!)
    expect(text).not.toMatch(/good question/i)
  })

  it('gives the straight answer to the question asked before an insult', () => {
    const text = composeReply(
      [
        { role: 'user', content: 'how much is the receptionist' },
        { role: 'assistant', content: 'It starts at $297/month.' },
        { role: 'user', content: 'stop wasting my time, just give me a straight answer' },
      ],
      knowledge,
    )
    expect(text).toMatch(/^Sorry/)
    expect(text).toContain('$297')
  })

  it.each(['qqqq wwww eeee rrrr', 'asdfasdf', 'sdkjfh skdjfh', '???'])('asks %j to be put another way', (message) => {
    expect(reply(message)).toBe(knowledge.replies.unclear)
  })

  it.each([
    'can u write a short poem for my wifes birthday',
    'tell me a bedtime story about a dragon',
    "translate 'we are closed on monday' into spanish pls",
    'how do i center a div in css',
    "write a marketing email for my bakery's summer sale",
    'can you do my taxes',
    "what's 15% of 80",
    'whats 15% of 200',
  ])('refuses %j as off-topic, with the CMS’s reply', (message) => {
    expect(applyPolicy(user(message), knowledge, now)).toEqual({
      kind: 'reply',
      reason: 'off-topic',
      reply: knowledge.replies.offTopic,
    })
  })

  it.each([
    'any idea what i should do about this rash on my arm',
    'is it smart to invest in tesla right now',
    'my ex wont pay child support what are my options',
    'i need a plumber near me asap',
    'can you make us a new logo for the shop',
    'my python script throws an error can u look',
    'how do you say good morning in italian',
    'whats a good diet for diabetes',
  ])('refuses %j, help other professionals give, as off-topic', (message) => {
    expect(applyPolicy(user(message), knowledge, now)).toMatchObject({ kind: 'reply', reason: 'off-topic' })
  })

  it.each([
    "we're a dental office and patients call at night with tooth pain, can the agent handle that",
    'we are a law firm, do you have something for intake calls',
    'our clients ask about their mortgage all the time, can the agent answer',
    'can the voice chat go on our website',
  ])('keeps %j, a business need, on topic', (message) => {
    expect(applyPolicy(user(message), knowledge, now)).toEqual({ kind: 'pass' })
  })

  it.each(['can we do sat at 10?', 'how about saterday morning', 'does the wknd work for a call'])(
    'refuses the weekend in %j',
    (message) => {
      expect(applyPolicy(user(message), knowledge, now)).toMatchObject({ kind: 'reply', reason: 'weekend' })
    },
  )

  it('keeps questions about the agents themselves on topic', () => {
    for (const message of [
      'can your email agent write replies in my tone?',
      'does the receptionist work on saturdays?',
    ])
      expect(applyPolicy(user(message), knowledge, now)).toEqual({ kind: 'pass' })
  })
})
