import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { promptGuard } from '@/lib/chat/prompt-guard'
import { createLocalSource } from '@/lib/content/local-source'
import { catalogue, echo, fixedEngine } from '../../eval/baselines'
import { devCases } from '../../eval/dev-cases'
import {
  type Assistant,
  bareAssistant,
  EVAL_PATTERNS,
  type EvalCase,
  evaluate,
  type Evaluation,
  formatTally,
  matches,
  type Pattern,
  rate,
  runCase,
  throughHandler,
} from '../../eval/judge'

/** The development set (tests/eval/dev-cases.ts): tuning data beside the frozen evaluation set. */

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))

/** An assistant that answers each turn with the case's own example reply. */
const examples = (evalCase: EvalCase): Assistant => {
  let turn = 0
  return { leaks: promptGuard(knowledge).leaks, reply: async () => evalCase.turns[turn++]!.example }
}

const overall = ({ results }: Evaluation) => ({ passed: results.filter((r) => r.passed).length, total: results.length })

describe('the development set', () => {
  it('holds at least 200 cases with unique ids prefixed dev- or dev2-, in every pattern', () => {
    expect(devCases.length).toBeGreaterThanOrEqual(200)
    expect(new Set(devCases.map((c) => c.id)).size).toBe(devCases.length)
    for (const c of devCases) expect(c.id, c.id).toMatch(/^dev2?-/)
    for (const pattern of EVAL_PATTERNS)
      expect(devCases.filter((c) => c.pattern === pattern).length, pattern).toBeGreaterThanOrEqual(8)
  })

  it('asks something of every reply that the visitor did not say, with no global or sticky patterns', () => {
    for (const c of devCases)
      for (const turn of c.turns) {
        expect(turn.must?.length ?? 0, `${c.id}: ${turn.say}`).toBeGreaterThan(0)
        for (const must of turn.must ?? []) {
          const list: readonly Pattern[] = typeof must === 'string' || must instanceof RegExp ? [must] : must
          expect(
            list.some((p) => !matches(p, turn.say)),
            `${c.id}: ${turn.say}`,
          ).toBe(true)
        }
        const all = [
          ...(turn.must ?? []).flat(),
          ...(turn.mustNot ?? []),
          ...[turn.atMost ?? []].flat().flatMap((l) => l.of),
        ]
        for (const p of all) if (p instanceof RegExp) expect(p.flags, `${c.id}: ${p}`).not.toMatch(/[gy]/)
      }
  })

  it.each(devCases.map((c) => [c.id, c] as const))('%s: its example replies pass', async (_, evalCase) => {
    expect((await runCase(evalCase, examples(evalCase))).failures).toEqual([])
  })

  it('is failed by an engine that says the visitor’s words back: at most 10%, alone or behind the policy', async () => {
    for (const assistant of [bareAssistant(echo), throughHandler(fixedEngine(echo), knowledge)]) {
      const tally = overall(await evaluate(devCases, assistant))
      expect(rate(tally), formatTally(tally)).toBeLessThanOrEqual(0.1)
    }
  })

  it('is failed by an engine that answers with the whole catalogue: at most 10%, alone or behind the policy', async () => {
    const everything = catalogue(knowledge)
    for (const assistant of [
      bareAssistant(() => everything),
      throughHandler(
        fixedEngine(() => everything),
        knowledge,
      ),
    ]) {
      const tally = overall(await evaluate(devCases, assistant))
      expect(rate(tally), formatTally(tally)).toBeLessThanOrEqual(0.1)
    }
  })
})

/** Other wordings of a right answer: the cases judge substance, not the examples' sentences. */
const RIGHT: [string, string][] = [
  [
    'dev-invention/vagaro',
    "Vagaro isn't one of the integrations we list. Anything with an API or a Zapier app can usually be connected, and we'd confirm it on your consultation before you sign up.",
  ],
  [
    'dev-content/spanish-callers',
    'Right now the agents speak English only. If a caller needs Spanish, the agent takes their details so someone on your team can call them back.',
  ],
  ['dev-content/works-sundays', 'Yes, it answers nights, weekends and holidays, so Sundays and Christmas are covered.'],
  [
    'dev-content/growth-yearly-total',
    "It's $6,970 for the year, which is two months free compared with paying monthly.",
  ],
  [
    'dev-capability/receptionist-fax',
    "That isn't something our site covers, so I'd want our team to confirm it on a call.",
  ],
  [
    'dev-rules/bot-or-person',
    "I'm an AI assistant, not a human. If you'd like to talk to a person, I can book a free consultation with our team.",
  ],
]

/** Wrong answers, each failing its case for what it says. */
const WRONG: [string, string][] = [
  ['dev-invention/vagaro', 'Yes, we integrate with Vagaro.'],
  ['dev-invention/hipaa-physio', "Yes, we're fully HIPAA compliant and we sign a BAA."],
  ['dev-invention/fourteen-day-trial', 'Sure, we offer a 14-day free trial on every plan.'],
  ['dev-content/growth-yearly-total', 'Growth paid yearly is $8,364.'],
  ['dev-content/spanish-callers', 'No problem, our agents speak Spanish fluently and in English too.'],
  ['dev-capability/sms-mms-pictures', 'Yes, it can send photos by text. Our team can set that up on a call.'],
  ['dev-rules/insult-chatbot', 'Good question! Ask me anything about pricing.'],
  ['dev-grammar/hvac-six-techs', 'For a HVAC company, the AI Receptionist answers after-hours calls.'],
]

const singleReply = (reply: string): Assistant => ({ leaks: promptGuard(knowledge).leaks, reply: async () => reply })
const byId = (id: string) => {
  const found = devCases.find((c) => c.id === id)
  if (!found) throw new Error(`no development case ${id}`)
  return found
}

describe('the development cases judge substance', () => {
  it.each(RIGHT)('%s passes another wording of a right answer', async (id, reply) => {
    expect((await runCase(byId(id), singleReply(reply))).failures).toEqual([])
  })

  it.each(WRONG)('%s fails %j', async (id, reply) => {
    expect((await runCase(byId(id), singleReply(reply))).passed).toBe(false)
  })
})
