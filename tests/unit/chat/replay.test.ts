import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { createLocalEngine } from '@/lib/chat/local-engine'
import { createOpenAIEngine } from '@/lib/chat/openai-engine'
import { createLocalSource } from '@/lib/content/local-source'
import { conversations } from '../../replay/conversations'
import { type Category, replay } from '../../replay/replay'

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const table = conversations.map((c) => [`${c.category}: ${c.name}`, c] as const)

describe('the replay set', () => {
  it('holds at least 60 conversations of 1 to 5 turns, in every category', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(60)
    expect(conversations.every((c) => c.turns.length >= 1 && c.turns.length <= 5)).toBe(true)
    const categories: Category[] = [
      'product',
      'pricing',
      'comparison',
      'integrations',
      'setup and contracts',
      'security and compliance',
      'industries',
      'discovery',
      'lead trigger',
      'weekend',
      'non-English',
      'off-topic',
      'prompt injection',
      'empty and very long',
    ]
    for (const category of categories)
      expect(conversations.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(3)
    expect(new Set(conversations.map((c) => c.name)).size).toBe(conversations.length)
  })
})

describe('the replay set against the local engine', () => {
  const engine = createLocalEngine()
  it.each(table)('%s', async (_, conversation) => {
    const { failures } = await replay(conversation, engine, knowledge)
    expect(failures, failures.join('\n')).toEqual([])
  })
})

// The same set judges a real model when one is configured; without both variables it is skipped.
const config = parseConfig(process.env)
const model = config.chat.engine === 'openai' && config.chat.baseURL ? config.chat : null
const openAITitle = model
  ? `the replay set against ${model.model} at ${model.baseURL}`
  : 'the replay set against a model (skipped: set OPENAI_API_KEY and OPENAI_BASE_URL to run it)'

describe.skipIf(!model)(openAITitle, () => {
  const engine = model
    ? createOpenAIEngine({ ...model, timeoutMs: Math.max(model.timeoutMs, 60_000) })
    : createLocalEngine()
  it.each(table)('%s', { timeout: 300_000 }, async (_, conversation) => {
    const { failures } = await replay(conversation, engine, knowledge)
    expect(failures, failures.join('\n')).toEqual([])
  })
})
