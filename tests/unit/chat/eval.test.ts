import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { createLocalEngine } from '@/lib/chat/local-engine'
import { promptGuard } from '@/lib/chat/prompt-guard'
import { createLocalSource } from '@/lib/content/local-source'
import { catalogue, echo, fixedEngine } from '../../eval/baselines'
import { evalCases } from '../../eval/cases'
import {
  type Assistant,
  bareAssistant,
  DEFAULT_MAX_WORDS,
  EVAL_PATTERNS,
  type EvalCase,
  evaluate,
  type Expectation,
  fnv1a,
  formatTally,
  halfOf,
  judgeReply,
  matches,
  type Pattern,
  rate,
  runCase,
  throughHandler,
} from '../../eval/judge'

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const alternatives = (e: Expectation): readonly Pattern[] => (typeof e === 'string' || e instanceof RegExp ? [e] : e)
const patternsOf = (c: EvalCase): Pattern[] =>
  c.turns.flatMap((t) => [
    ...(t.must ?? []).flatMap(alternatives),
    ...(t.mustNot ?? []),
    ...[t.atMost ?? []].flat().flatMap((l) => l.of),
  ])

/** An assistant that answers each turn with the case's own example reply. */
const examples = (evalCase: EvalCase): Assistant => {
  let turn = 0
  return { leaks: promptGuard(knowledge).leaks, reply: async () => evalCase.turns[turn++]!.example }
}

describe('the evaluation set', () => {
  it('holds at least 120 cases with unique ids, in every pattern and both halves', () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(120)
    expect(new Set(evalCases.map((c) => c.id)).size).toBe(evalCases.length)
    for (const pattern of EVAL_PATTERNS) {
      const own = evalCases.filter((c) => c.pattern === pattern)
      expect(own.length, pattern).toBeGreaterThanOrEqual(10)
      expect(own.filter((c) => halfOf(c.id) === 'tuning').length, `${pattern}, tuning`).toBeGreaterThanOrEqual(3)
      expect(own.filter((c) => halfOf(c.id) === 'held-out').length, `${pattern}, held-out`).toBeGreaterThanOrEqual(3)
    }
    const tuning = evalCases.filter((c) => halfOf(c.id) === 'tuning').length
    expect(tuning / evalCases.length).toBeGreaterThan(0.4)
    expect(tuning / evalCases.length).toBeLessThan(0.6)
  })

  it('holds at least 15 conversations of 3 to 5 turns, and none longer', () => {
    expect(evalCases.filter((c) => c.turns.length >= 3 && c.turns.length <= 5).length).toBeGreaterThanOrEqual(15)
    expect(evalCases.every((c) => c.turns.length >= 1 && c.turns.length <= 5)).toBe(true)
  })

  it('asks something of every reply that the visitor did not say', () => {
    for (const c of evalCases)
      for (const turn of c.turns) {
        expect(turn.must?.length ?? 0, `${c.id}: ${turn.say}`).toBeGreaterThan(0)
        for (const must of turn.must ?? [])
          expect(
            alternatives(must).some((p) => !matches(p, turn.say)),
            `${c.id}: ${turn.say}: every alternative is in the visitor's message`,
          ).toBe(true)
      }
  })

  it('uses no global or sticky patterns (they would keep state between replies)', () => {
    for (const c of evalCases)
      for (const p of patternsOf(c)) if (p instanceof RegExp) expect(p.flags, `${c.id}: ${p}`).not.toMatch(/[gy]/)
  })

  it.each(evalCases.map((c) => [c.id, c] as const))('%s: its example replies pass', async (_, evalCase) => {
    const result = await runCase(evalCase, examples(evalCase))
    expect(result.failures).toEqual([])
  })
})

/** Other wordings of a right answer: the cases judge substance, not the examples' sentences. */
const RIGHT: [string, string][] = [
  [
    'content/languages',
    "Right now our agents work in English only, so they don't currently speak Spanish. When a caller needs another language, the agent takes their details and your team follows up.",
  ],
  [
    'content/keep-number',
    "Yes, you keep it. You don't need to get a new number: calls are simply forwarded to the agent.",
  ],
  ['content/human-handoff', 'No problem: the agent warm-transfers the caller to you, or takes a message after hours.'],
  ['content/no-tech-staff', 'Not a problem: our team handles the setup, and you just forward your phone line.'],
  ['content/consult-free', 'No catch: the 30-minute demo is free, with no commitment.'],
  [
    'capability/voice-chat-safari',
    'It works in current versions of Safari, Chrome, Firefox and Edge, on desktop and mobile, over HTTPS.',
  ],
  [
    'capability/concurrent-calls',
    'Unlike a front desk that can take one call at a time, the agent answers all five at once, so no one gets a busy signal.',
  ],
  [
    'capability/hipaa',
    "I can't confirm HIPAA compliance here, and I don't want to guess. Data is encrypted and stored in US data centers; our team will go over compliance on a call.",
  ],
  [
    'capability/callers-know-ai',
    'We suggest it introduces itself as your virtual assistant. It never pretends to be a person and hands over to staff when asked.',
  ],
  [
    'capability/transfer-to-cell',
    'Yes, you can have emergency calls forwarded to your cell after hours, and you choose which calls qualify.',
  ],
  [
    'capability/try-before-buying',
    "We don't offer a free trial, but you can try our voice agent in your browser on the AI Voice Chat page, or get a test number during your demo.",
  ],
  ['capability/outbound-voicemail', 'It leaves a brief message in your business name and can follow up with a text.'],
  [
    'invention/jane-app',
    "Jane App isn't on our list of integrations, so I can't say for sure. Tools with an API or a Zapier app can usually be connected; our team would confirm on a call.",
  ],
  [
    'invention/soc2',
    "I don't have a SOC 2 report or certification to share. Data is encrypted in transit and at rest; the team can answer compliance questions on a call.",
  ],
  [
    'invention/canada',
    "I'm not sure we're available in Canada: our pages don't say. Data is stored in US data centers. Our team can confirm on a call.",
  ],
  [
    'rules/poem',
    "I'm here to help with questions about Kestrel AI's agents, so I'll pass on the poem. Anything about AI agents I can help with?",
  ],
  [
    'rules/weekend-call',
    "Saturday doesn't work, sorry: consultations are weekdays only, Monday to Friday. Which weekday suits you?",
  ],
  ['rules/insult-useless', 'I hear you. What are you trying to get done? I can also set up a call with our team.'],
  ['rules/gibberish-keys', 'That looks like a typo. What are you looking for?'],
  [
    'rules/legal-advice',
    "That's a legal question, so I can't advise on it; please check with a lawyer. Recording is optional for your agent.",
  ],
]

/** Wrong answers, each failing its case for what it says. */
const WRONG: [string, string][] = [
  ['invention/jane-app', 'Yes, it works with Jane App.'],
  ['invention/jane-app', 'Good question, but I do not have that detail. Our team can cover it on a free consultation.'],
  ['capability/hipaa', "Yes, it's fully HIPAA compliant and we sign a BAA."],
  ['content/languages', 'Our agents are multilingual, so Spanish is no problem.'],
  ['capability/concurrent-calls', 'The agent takes one call at a time; the rest go to voicemail.'],
  ['rules/weekend-call', 'Saturday works! See you on Saturday.'],
  ['rules/real-person-or-bot', "Good question! I'm a real person on the Kestrel team."],
  ['rules/insult-dumb', 'Good question. Plans start at $297 a month.'],
  [
    'content/annual-price-starter',
    'Pay annually and get two months free: Starter $2,970, Growth $6,970, Scale $14,970, or monthly $297, $697 and $1,497.',
  ],
  ['memory/sms-agent-it', 'The AI SMS-Text Agent texts back missed callers.'],
]

const singleReply = (reply: string): Assistant => ({ leaks: promptGuard(knowledge).leaks, reply: async () => reply })
const byId = (id: string) => evalCases.find((c) => c.id === id)!

describe('the cases judge substance', () => {
  it.each(RIGHT)('%s passes another wording of a right answer', async (id, reply) => {
    expect((await runCase(byId(id), singleReply(reply))).failures).toEqual([])
  })

  it.each(WRONG)('%s fails %j', async (id, reply) => {
    expect((await runCase(byId(id), singleReply(reply))).passed).toBe(false)
  })
})

describe('the split', () => {
  it('is FNV-1a of the id, even for tuning and odd held out', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
    expect(fnv1a('foobar')).toBe(0xbf9cf968)
    expect(halfOf('a')).toBe('tuning')
    expect(halfOf('foobar')).toBe('tuning')
    expect(halfOf('b')).toBe('held-out') // 0xe70c2de5
  })
})

describe('the judge', () => {
  const turn = { say: 'how much is the receptionist', example: '', must: [['$297', /receptionist/i]] }

  it("does not count the visitor's own words as an answer", () => {
    expect(judgeReply(turn, 'How much is the receptionist?')).toEqual([
      `should contain one of "$297", /receptionist/i (the visitor's own words do not count)`,
    ])
    expect(judgeReply(turn, 'It is $297 a month.')).toEqual([])
  })

  it('refuses what must not be said, too many of a list, and too many words', () => {
    expect(judgeReply({ ...turn, mustNot: [/\$697/] }, 'It is $297, or $697 for Growth.')).toEqual([
      'should not contain /\\$697/',
    ])
    const atMost = { max: 1, of: ['Starter', 'Growth', 'Scale'], what: 'plans' }
    expect(judgeReply({ ...turn, atMost }, 'Starter is $297; Growth and Scale cost more.')).toEqual([
      'names 3 plans (at most 1: the question is about fewer)',
    ])
    expect(judgeReply(turn, `It is $297 ${'and more '.repeat(DEFAULT_MAX_WORDS)}`)[0]).toMatch(/words long/)
    expect(judgeReply(turn, 'It is $297 undefined.')).toEqual(['holds template debris'])
  })

  it('fails a conversation that asks again what it asked before', async () => {
    const question = 'What kind of business do you run, and how many locations?'
    const twice: EvalCase = {
      id: 'judge/asks-twice',
      pattern: 'memory',
      about: 'the same question twice',
      turns: [
        { say: 'hi', example: '', must: ['business'] },
        { say: 'a bakery', example: '', must: ['business'] },
      ],
    }
    const result = await runCase(
      twice,
      bareAssistant(() => `Welcome. ${question}`),
    )
    expect(result.passed).toBe(false)
    expect(result.failures).toEqual([`turn 2 ("a bakery"): asks again what turn 1 asked: "${question.toLowerCase()}"`])
  })
})

describe('engines that must fail the set', () => {
  it('an engine that says the visitor’s words back passes under 10%, alone or behind the policy', async () => {
    const alone = await evaluate(evalCases, bareAssistant(echo))
    const handled = await evaluate(evalCases, throughHandler(fixedEngine(echo), knowledge))
    for (const { halves } of [alone, handled]) {
      const all = { passed: halves.tuning.passed + halves['held-out'].passed, total: evalCases.length }
      expect(rate(all), formatTally(all)).toBeLessThan(0.1)
    }
  })

  it('an engine that answers with the whole catalogue passes under 20%, alone or behind the policy', async () => {
    const everything = catalogue(knowledge)
    const alone = await evaluate(
      evalCases,
      bareAssistant(() => everything),
    )
    const handled = await evaluate(
      evalCases,
      throughHandler(
        fixedEngine(() => everything),
        knowledge,
      ),
    )
    for (const { halves } of [alone, handled]) {
      const all = { passed: halves.tuning.passed + halves['held-out'].passed, total: evalCases.length }
      expect(rate(all), formatTally(all)).toBeLessThan(0.2)
    }
  })

  it('the whole catalogue fails on substance too, with no limit on length', async () => {
    const everything = catalogue(knowledge)
    const anyLength = evalCases.map((c) => ({ ...c, turns: c.turns.map((t) => ({ ...t, maxWords: Infinity })) }))
    const { halves } = await evaluate(
      anyLength,
      bareAssistant(() => everything),
    )
    const all = { passed: halves.tuning.passed + halves['held-out'].passed, total: evalCases.length }
    expect(rate(all), formatTally(all)).toBeLessThan(0.2)
  })
})

describe('the local engine through the judge', () => {
  it('answers every turn of every case through POST /api/chat without an error', async () => {
    const { results } = await evaluate(evalCases, throughHandler(createLocalEngine(), knowledge))
    expect(results).toHaveLength(evalCases.length)
    for (const r of results) {
      expect(r.replies, r.case.id).toHaveLength(r.case.turns.length)
      expect(
        r.failures.filter((f) => /: answered \d{3} /.test(f)),
        r.case.id,
      ).toEqual([])
    }
  })
})
