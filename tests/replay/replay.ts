import { handleChatPost } from '@/lib/chat/handler'
import type { ChatEngine, ChatKnowledge, ChatMessage } from '@/lib/chat/types'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import { sentences } from '@/lib/chat/local/text'

/**
 * Replays a conversation through POST /api/chat as the widget sends it (policy, then engine) and
 * judges each reply by what a visitor expects. The same set judges the local engine and a model.
 */

/** A fragment the reply must (or must not) hold: plain text case-insensitively, or a pattern. */
export type Fragment = string | RegExp

export type Turn = {
  say: string
  contains?: Fragment[]
  notContains?: Fragment[]
  /** An answer refused before any engine (400 and this error), instead of a reply. */
  rejected?: string
}

export type Category =
  | 'product'
  | 'pricing'
  | 'comparison'
  | 'integrations'
  | 'setup and contracts'
  | 'security and compliance'
  | 'industries'
  | 'discovery'
  | 'lead trigger'
  | 'weekend'
  | 'non-English'
  | 'off-topic'
  | 'prompt injection'
  | 'empty and very long'

export type Conversation = { name: string; category: Category; turns: Turn[] }

export type ReplayResult = { conversation: Conversation; replies: string[]; failures: string[] }

const matches = (text: string, fragment: Fragment) =>
  typeof fragment === 'string' ? text.toLowerCase().includes(fragment.toLowerCase()) : fragment.test(text)

const show = (fragment: Fragment) => (typeof fragment === 'string' ? JSON.stringify(fragment) : String(fragment))

/** Sentences of Michael's instructions long enough to be recognised when quoted (his scripted replies excepted). */
function instructionSentences(knowledge: ChatKnowledge): string[] {
  const scripted = Object.values(knowledge.replies)
  return sentences(knowledge.systemPrompt.replace(/\n+/g, ' '))
    .map((s) => s.replace(/^[-\s]+/, ''))
    .filter(
      (s) =>
        s.split(/\s+/).length >= 9 && !scripted.some((reply) => reply.includes(s) || s.includes(reply.slice(0, 40))),
    )
}

/** What every reply must be: whole sentences, no leaked instructions, no template debris. */
export function replyProblems(reply: string, knowledge: ChatKnowledge): string[] {
  const problems: string[] = []
  const text = reply.trim()
  if (!text) return ['the reply is empty']
  if (!/^[A-Z0-9"“'•]/.test(text))
    problems.push(`the reply does not start a sentence: ${JSON.stringify(text.slice(0, 40))}`)
  if (!/[.!?)"”]$/.test(text)) problems.push(`the reply does not end a sentence: ${JSON.stringify(text.slice(-40))}`)
  const broken = /\b[a-z]{3,}[.!?] +[a-z]|\s[,.;:](?!\d)|\.\.(?!\.)|\b(undefined|null|NaN)\b|\[object/.exec(text)
  if (broken)
    problems.push(`broken text near ${JSON.stringify(text.slice(Math.max(0, broken.index - 30), broken.index + 30))}`)
  for (const sentence of instructionSentences(knowledge)) {
    if (text.includes(sentence)) problems.push(`quotes the system prompt: ${JSON.stringify(sentence.slice(0, 60))}`)
  }
  return problems
}

/** The handler's dependencies for a replay: the given engine, the knowledge, no rate limit in the way. */
export function replayDeps(engine: ChatEngine, knowledge: ChatKnowledge) {
  return {
    engine,
    knowledge: async () => knowledge,
    limiter: createMemoryLimiter({ keyPrefix: `replay-${engine.kind}`, points: 1_000_000, durationSeconds: 60 }),
    log: () => undefined,
  }
}

/** Posts the conversation to the handler as the widget does; the status and the reply (or the error). */
export async function send(
  messages: ChatMessage[],
  deps: ReturnType<typeof replayDeps>,
): Promise<{ status: number; text: string }> {
  const request = new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
  })
  const response = await handleChatPost(request, deps)
  const body = (await response.json()) as { message?: string; error?: string }
  return { status: response.status, text: body.message ?? body.error ?? '' }
}

/** Plays the visitor's turns from the greeting on; returns each reply and everything it got wrong. */
export async function replay(
  conversation: Conversation,
  engine: ChatEngine,
  knowledge: ChatKnowledge,
): Promise<ReplayResult> {
  const deps = replayDeps(engine, knowledge)
  const messages: ChatMessage[] = [{ role: 'assistant', content: knowledge.greeting }]
  const replies: string[] = []
  const failures: string[] = []
  for (const [index, turn] of conversation.turns.entries()) {
    const at = `turn ${index + 1} (${JSON.stringify(turn.say.length > 60 ? `${turn.say.slice(0, 57)}...` : turn.say)})`
    const { status, text } = await send([...messages, { role: 'user', content: turn.say }], deps)
    replies.push(text)
    if (turn.rejected !== undefined) {
      if (status !== 400 || text !== turn.rejected)
        failures.push(`${at}: expected 400 ${JSON.stringify(turn.rejected)}, got ${status} ${JSON.stringify(text)}`)
      continue
    }
    if (status !== 200) {
      failures.push(`${at}: answered ${status} ${JSON.stringify(text)}`)
      break
    }
    for (const fragment of turn.contains ?? [])
      if (!matches(text, fragment)) failures.push(`${at}: should contain ${show(fragment)}`)
    for (const fragment of turn.notContains ?? [])
      if (matches(text, fragment)) failures.push(`${at}: should not contain ${show(fragment)}`)
    for (const problem of replyProblems(text, knowledge)) failures.push(`${at}: ${problem}`)
    messages.push({ role: 'user', content: turn.say.trim() }, { role: 'assistant', content: text })
  }
  // Each discovery question is asked once in a conversation.
  for (const question of knowledge.discoveryQuestions) {
    const times = replies.filter((reply) => reply.includes(question)).length
    if (times > 1) failures.push(`asks ${JSON.stringify(question.slice(0, 50))} ${times} times`)
  }
  if (failures.length > 0) failures.push(`replies:\n${replies.map((r, i) => `  ${i + 1}. ${r}`).join('\n')}`)
  return { conversation, replies, failures }
}
