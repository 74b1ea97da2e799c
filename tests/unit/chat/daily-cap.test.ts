import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAddressHeader } from '@/lib/http/client-address'
import { createCappedEngine, createDailyCounter } from '@/lib/chat/daily-cap'
import { handleChatPost } from '@/lib/chat/handler'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { createLocalEngine } from '@/lib/chat/local-engine'
import { createOpenAIEngine } from '@/lib/chat/openai-engine'
import { createLocalSource } from '@/lib/content/local-source'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import { createPostgresLimiter } from '@/lib/db/rate-limits'
import { createPostgresLeadStore } from '@/lib/leads/store/drizzle-store'
import { startOpenAIServer } from '../../fixtures/openai-server'
import { createTestDatabase, type TestDatabase } from '../../fixtures/postgres'

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const postgresDb = await createTestDatabase()
if ('unavailable' in postgresDb)
  console.warn(`\n⚠ Skipping the shared daily model cap test: ${postgresDb.unavailable}.\n`)

let upstream: Awaited<ReturnType<typeof startOpenAIServer>>
const stores: ReturnType<typeof createPostgresLeadStore>[] = []
beforeAll(async () => {
  upstream = await startOpenAIServer()
})
afterAll(async () => {
  await upstream.close()
  await Promise.all(stores.map((store) => store.close()))
  if (!('unavailable' in postgresDb)) await postgresDb.drop()
})

const MODEL_REPLY = 'From the model: the AI Receptionist answers every call.'
const chat = (address: string) =>
  new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [clientAddressHeader()]: address },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'What does the AI Receptionist do?' }] }),
  })

describe('OPENAI_DAILY_MESSAGE_CAP', () => {
  it('past the cap, Michael answers from the local engine with no error, and the server says so once', async () => {
    upstream.respondWith({ kind: 'reply', chunks: [MODEL_REPLY] })
    upstream.requests.length = 0
    const logged: string[] = []
    const engine = createCappedEngine({
      model: createOpenAIEngine({ apiKey: 'sk-test', baseURL: upstream.baseURL, model: 'gpt-4o', timeoutMs: 5_000 }),
      fallback: createLocalEngine(),
      counter: createDailyCounter(createMemoryLimiter, 3),
      cap: 3,
      log: (message) => logged.push(message),
    })
    const deps = {
      engine,
      knowledge: async () => knowledge,
      limiter: createMemoryLimiter({ keyPrefix: 'chat', points: 1_000, durationSeconds: 60 }),
      log: () => undefined,
    }

    const replies = []
    // Every message from a different address: the cap is the site's, not a visitor's.
    for (let i = 0; i < 6; i++) {
      const response = await handleChatPost(chat(`198.51.100.${i}`), deps)
      expect(response.status).toBe(200)
      replies.push(((await response.json()) as { message: string }).message)
    }
    expect(upstream.requests).toHaveLength(3)
    expect(replies.slice(0, 3)).toEqual([MODEL_REPLY, MODEL_REPLY, MODEL_REPLY])
    for (const reply of replies.slice(3)) {
      expect(reply).not.toBe(MODEL_REPLY)
      expect(reply).toMatch(/Receptionist/)
    }
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/OPENAI_DAILY_MESSAGE_CAP reached: 3 model calls/)
  })

  it('counts per UTC day: the next day starts from zero', async () => {
    const counter = createDailyCounter(createMemoryLimiter, 2)
    const late = new Date('2026-03-01T23:59:00Z')
    expect([await counter.take(late), await counter.take(late), await counter.take(late)]).toEqual([true, true, false])
    expect(await counter.take(new Date('2026-03-02T00:00:01Z'))).toBe(true)
  })

  it('with a cap of 0, never calls the model', async () => {
    expect(await createDailyCounter(createMemoryLimiter, 0).take()).toBe(false)
  })

  it.skipIf('unavailable' in postgresDb)('is one cap for every server instance on one PostgreSQL', async () => {
    const url = (postgresDb as TestDatabase).url
    const [first, second] = [createPostgresLeadStore(url), createPostgresLeadStore(url)]
    stores.push(first, second)
    const instanceA = createDailyCounter((options) => createPostgresLimiter(first.db, options), 3)
    const instanceB = createDailyCounter((options) => createPostgresLimiter(second.db, options), 3)
    const taken = [
      await instanceA.take(),
      await instanceB.take(),
      await instanceA.take(),
      await instanceB.take(),
      await instanceA.take(),
    ]
    expect(taken).toEqual([true, true, true, false, false])
  })
})
