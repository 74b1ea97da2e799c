import type { ChatKnowledge } from './types'

/**
 * Michael never quotes his instructions. The policy refuses the requests that ask for them; this
 * catches a model that quotes them anyway: a run of this many words of the CMS prompt, outside
 * the replies it tells him to say word for word and the product names it lists, is a leak.
 */
export const LEAK_WORDS = 10

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

function shingles(list: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i + LEAK_WORDS <= list.length; i++) out.push(list.slice(i, i + LEAK_WORDS).join(' '))
  return out
}

export type PromptGuard = { leaks: (text: string) => boolean }

const cache = new WeakMap<ChatKnowledge, PromptGuard>()

export function promptGuard(knowledge: ChatKnowledge): PromptGuard {
  let guard = cache.get(knowledge)
  if (guard) return guard
  // What he may say word for word: the scripted replies and the examples the prompt quotes.
  const quoted = knowledge.systemPrompt.match(/["“][^"”]{20,}["”]/g) ?? []
  const allowed = new Set([...Object.values(knowledge.replies), ...quoted].flatMap((text) => shingles(words(text))))
  const names = new Set(words(knowledge.products.map((p) => p.name).join(' ')))
  const secret = new Set(
    shingles(words(knowledge.systemPrompt)).filter(
      (s) => !allowed.has(s) && s.split(' ').filter((w) => names.has(w)).length * 2 < LEAK_WORDS,
    ),
  )
  guard = { leaks: (text) => shingles(words(text)).some((s) => secret.has(s)) }
  cache.set(knowledge, guard)
  return guard
}

/** The length of `text` without its last `count` words: what can be shown before the next words arrive. */
export function withoutLastWords(text: string, count: number): number {
  const starts = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m.index)
  return starts.length > count ? starts[starts.length - count]! : 0
}
