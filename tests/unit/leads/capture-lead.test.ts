import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import { captureLead, LeadSubmissionError, newIdempotencyKey } from '@/lib/leads/browser/capture-lead'
import { handleLeadPost, type LeadEndpointDeps } from '@/lib/leads/capture/endpoint'
import { createPgliteLeadStore } from '@/lib/leads/store/drizzle-store'

const store = createPgliteLeadStore()
const deps: LeadEndpointDeps = {
  store: () => store,
  limiter: createMemoryLimiter({ keyPrefix: 'capture', points: 1_000, durationSeconds: 60 }),
  log: () => undefined,
}
/** The browser's fetch, answered by the real endpoint handler and store. */
const endpoint: typeof fetch = (input, init) =>
  handleLeadPost(new Request(new URL(String(input), 'http://localhost'), init), deps)

afterAll(() => store.close())
beforeEach(async () => {
  await store.count()
  await store.client.exec('TRUNCATE leads CASCADE')
})

const details = { name: 'Dana Reyes', email: 'dana@reyesplumbing.com', company: 'Reyes Plumbing', source: 'contact' }

describe('captureLead', () => {
  it('saves the lead and resolves with its id', async () => {
    const { id } = await captureLead(details, { idempotencyKey: newIdempotencyKey(), fetch: endpoint })
    expect((await store.list()).map((lead) => lead.id)).toEqual([id])
  })

  it('retries once when the response is lost, without saving the lead twice', async () => {
    let calls = 0
    const losesFirstResponse: typeof fetch = async (input, init) => {
      calls++
      const response = await endpoint(input, init)
      if (calls === 1) throw new TypeError('Failed to fetch')
      return response
    }
    const { id } = await captureLead(details, {
      idempotencyKey: newIdempotencyKey(),
      fetch: losesFirstResponse,
      retryDelayMs: 0,
    })
    expect(calls).toBe(2)
    expect(await store.count()).toBe(1)
    expect((await store.list())[0]?.id).toBe(id)
  })

  it('rejects with the server’s field errors and does not retry bad input', async () => {
    let calls = 0
    const counting: typeof fetch = (input, init) => {
      calls++
      return endpoint(input, init)
    }
    const error = await captureLead(
      { ...details, email: 'nope' },
      { idempotencyKey: newIdempotencyKey(), fetch: counting, retryDelayMs: 0 },
    ).catch((e) => e)
    expect(error).toBeInstanceOf(LeadSubmissionError)
    expect(error.status).toBe(400)
    expect(error.fields).toEqual({ email: 'Enter a valid email address' })
    expect(calls).toBe(1)
  })

  it('rejects after a retry when the network stays down', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    const error = await captureLead(details, {
      idempotencyKey: newIdempotencyKey(),
      fetch: offline,
      retryDelayMs: 0,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(LeadSubmissionError)
    expect(error.status).toBeNull()
  })

  it('makes a different key for each submission', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
  })
})
