import { promptGuard } from '@/lib/chat/prompt-guard'
import type { ChatEngine, ChatKnowledge, ChatMessage } from '@/lib/chat/types'
import { replayDeps, send } from '../replay/replay'

/**
 * The judge of Michael's evaluation set (tests/eval/cases.ts): plays each case's turns to an
 * assistant and checks every reply for what it must and must not say. It judges substance, not
 * wording, so the local engine and a model are held to the same cases; see docs/michael.md.
 */

/** Plain text (found case-insensitively) or a regular expression (its own flags; never g or y). */
export type Pattern = string | RegExp

/** What a reply must hold: one pattern, or alternatives of which any one will do. */
export type Expectation = Pattern | readonly Pattern[]

/** At most `max` of the patterns `of` (`what` names them in a failure: "products", "prices"). */
export type Limit = { max: number; of: readonly Pattern[]; what: string }

export type EvalTurn = {
  /** The visitor's message, as small-business owners type it. */
  say: string
  /** A reply a good assistant could give, written from the site's content: the judge's test proves it passes. */
  example: string
  /** Each must match the reply. An alternative the visitor's own message matches proves nothing and is not counted. */
  must?: readonly Expectation[]
  /** None may match the reply. */
  mustNot?: readonly Pattern[]
  /** At most `max` of each list may match (a question about one thing is not answered with the whole catalogue). */
  atMost?: Limit | readonly Limit[]
  /** The reply's length in words (DEFAULT_MAX_WORDS unless given). */
  maxWords?: number
}

/** The kinds of question the set covers (docs/michael.md, "The evaluation set"). */
export const EVAL_PATTERNS = ['content', 'capability', 'memory', 'no invention', 'rules', 'grammar'] as const
export type EvalPattern = (typeof EVAL_PATTERNS)[number]

export type EvalCase = {
  /** Stable and unique: it decides the case's half, so it never changes. */
  id: string
  pattern: EvalPattern
  /** What the case is about, in a few words. */
  about: string
  turns: readonly EvalTurn[]
}

/** Longer than this, a reply is no longer a chat answer (the system prompt asks for two to four sentences). */
export const DEFAULT_MAX_WORDS = 160

export type Half = 'tuning' | 'held-out'

/** FNV-1a, 32 bits, over the UTF-16 code units of `text`: the same number on every machine and in every version. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** The split: a case whose id hashes to an even number is for tuning, an odd one is held out. */
export const halfOf = (id: string): Half => (fnv1a(id) % 2 === 0 ? 'tuning' : 'held-out')

export const matches = (pattern: Pattern, text: string) =>
  typeof pattern === 'string' ? text.toLowerCase().includes(pattern.toLowerCase()) : pattern.test(text)

export const showPattern = (pattern: Pattern) =>
  typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern)

const alternatives = (expectation: Expectation): readonly Pattern[] =>
  typeof expectation === 'string' || expectation instanceof RegExp ? [expectation] : expectation

const showExpectation = (expectation: Expectation) => {
  const list = alternatives(expectation)
  return list.length === 1 ? showPattern(list[0]!) : `one of ${list.map(showPattern).join(', ')}`
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Questions the reply asks (sentences ending in "?" of at least six words), normalised for comparison. */
function questionsIn(reply: string): string[] {
  return reply
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[-•*\s]+/, '').trim())
    .filter((s) => s.endsWith('?') && wordCount(s) >= 6)
    .map((s) => s.toLowerCase().replace(/\s+/g, ' '))
}

/** Everything one reply gets wrong, judged against its turn (an empty list: it passes). */
export function judgeReply(
  turn: EvalTurn,
  reply: string,
  options: { leaks?: (text: string) => boolean } = {},
): string[] {
  const problems: string[] = []
  const text = reply.trim()
  if (!text) return ['the reply is empty']
  for (const expectation of turn.must ?? []) {
    const counted = alternatives(expectation).filter((p) => !matches(p, turn.say))
    if (!counted.some((p) => matches(p, text))) {
      const echoed = counted.length < alternatives(expectation).length ? " (the visitor's own words do not count)" : ''
      problems.push(`should contain ${showExpectation(expectation)}${echoed}`)
    }
  }
  for (const pattern of turn.mustNot ?? [])
    if (matches(pattern, text)) problems.push(`should not contain ${showPattern(pattern)}`)
  const limits = turn.atMost === undefined ? [] : 'max' in turn.atMost ? [turn.atMost] : turn.atMost
  for (const limit of limits) {
    const found = limit.of.filter((p) => matches(p, text))
    if (found.length > limit.max)
      problems.push(`names ${found.length} ${limit.what} (at most ${limit.max}: the question is about fewer)`)
  }
  const words = wordCount(text)
  const maxWords = turn.maxWords ?? DEFAULT_MAX_WORDS
  if (words > maxWords) problems.push(`is ${words} words long (at most ${maxWords})`)
  if (/\b(undefined|NaN)\b|\[object \w+\]|\{\{|\}\}/.test(text)) problems.push('holds template debris')
  if (options.leaks?.(text)) problems.push("quotes Michael's instructions")
  return problems
}

/** Who answers: anything that takes the conversation so far and returns the next reply. */
export type Assistant = {
  /** The greeting the widget opens with; the conversation starts from it when given. */
  greeting?: string
  reply: (messages: ChatMessage[], caseId: string) => Promise<string>
  /** Whether a reply quotes instructions the assistant must keep to itself. */
  leaks?: (text: string) => boolean
}

/** An engine-like function `(messages) => reply` as an assistant, with nothing in front of it. */
export function bareAssistant(reply: (messages: ChatMessage[]) => string | Promise<string>): Assistant {
  return { reply: async (messages) => reply(messages) }
}

/** What a visitor meets: POST /api/chat in process (the policy, then the engine), as the replay set runs it. */
export function throughHandler(engine: ChatEngine, knowledge: ChatKnowledge): Assistant {
  const deps = replayDeps(engine, knowledge)
  return {
    greeting: knowledge.greeting,
    leaks: promptGuard(knowledge).leaks,
    reply: async (messages) => {
      const { status, text } = await send(messages, deps)
      if (status !== 200) throw new Error(`answered ${status} ${JSON.stringify(text)}`)
      return text
    },
  }
}

/** One address per case, as behind a proxy, so the per-address limit (30 messages in 5 minutes) stays out of the way. */
const visitorAddress = (caseId: string) => {
  const n = fnv1a(caseId)
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** A running site's POST /api/chat, over HTTP (the bench uses it against the built site). */
export function overHttp(url: string, knowledge: ChatKnowledge): Assistant {
  return {
    greeting: knowledge.greeting,
    leaks: promptGuard(knowledge).leaks,
    reply: async (messages, caseId) => {
      const response = await fetch(`${url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(caseId) },
        body: JSON.stringify({ messages }),
      })
      const body = (await response.json()) as { message?: string; error?: string }
      if (response.status !== 200) throw new Error(`answered ${response.status} ${JSON.stringify(body.error ?? '')}`)
      return body.message ?? ''
    },
  }
}

export type CaseResult = {
  case: EvalCase
  half: Half
  passed: boolean
  failures: string[]
  replies: string[]
  /** How long each reply took, in milliseconds. */
  ms: number[]
}

const shorten = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text)

/** Plays a case's turns from the greeting on, each reply going back into the conversation as the widget sends it. */
export async function runCase(evalCase: EvalCase, assistant: Assistant): Promise<CaseResult> {
  const messages: ChatMessage[] = assistant.greeting ? [{ role: 'assistant', content: assistant.greeting }] : []
  const replies: string[] = []
  const failures: string[] = []
  const ms: number[] = []
  const asked = new Map<string, number>()
  for (const [index, turn] of evalCase.turns.entries()) {
    const at = `turn ${index + 1} (${shorten(turn.say)})`
    messages.push({ role: 'user', content: turn.say })
    let reply: string
    const started = performance.now()
    try {
      reply = await assistant.reply([...messages], evalCase.id)
    } catch (error) {
      failures.push(`${at}: ${(error as Error).message}`)
      break
    }
    ms.push(performance.now() - started)
    replies.push(reply)
    for (const problem of judgeReply(turn, reply, { leaks: assistant.leaks })) failures.push(`${at}: ${problem}`)
    // Whatever was asked once is not asked again: the visitor has answered it or passed over it.
    for (const question of new Set(questionsIn(reply))) {
      const first = asked.get(question)
      if (first !== undefined) failures.push(`${at}: asks again what turn ${first} asked: ${shorten(question)}`)
      else asked.set(question, index + 1)
    }
    messages.push({ role: 'assistant', content: reply })
  }
  return { case: evalCase, half: halfOf(evalCase.id), passed: failures.length === 0, failures, replies, ms }
}

export type Tally = { passed: number; total: number }

export type Evaluation = {
  results: CaseResult[]
  halves: Record<Half, Tally>
  byPattern: Record<EvalPattern, Record<Half, Tally>>
  /** Every reply's time in milliseconds, sorted. */
  times: number[]
}

const tally = (results: CaseResult[]): Tally => ({
  passed: results.filter((r) => r.passed).length,
  total: results.length,
})

/** Runs every case, one after the other (replies are timed), and counts what passes in each half and pattern. */
export async function evaluate(cases: readonly EvalCase[], assistant: Assistant): Promise<Evaluation> {
  const results: CaseResult[] = []
  for (const evalCase of cases) results.push(await runCase(evalCase, assistant))
  const inHalf = (half: Half, list: CaseResult[]) => list.filter((r) => r.half === half)
  const byPattern = Object.fromEntries(
    EVAL_PATTERNS.map((pattern) => {
      const own = results.filter((r) => r.case.pattern === pattern)
      return [pattern, { tuning: tally(inHalf('tuning', own)), 'held-out': tally(inHalf('held-out', own)) }]
    }),
  ) as Evaluation['byPattern']
  return {
    results,
    halves: { tuning: tally(inHalf('tuning', results)), 'held-out': tally(inHalf('held-out', results)) },
    byPattern,
    times: results.flatMap((r) => r.ms).sort((a, b) => a - b),
  }
}

export const rate = ({ passed, total }: Tally) => (total === 0 ? 0 : passed / total)

export const formatTally = (tally: Tally) => `${tally.passed}/${tally.total} pass (${(100 * rate(tally)).toFixed(1)}%)`

/** The p-th percentile of sorted times (nearest rank). */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0
  return sortedMs[Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1))]!
}
