import { describe, expect, it } from 'vitest'
import { handleChatPost } from '@/lib/chat/handler'
import { crossSiteRejection } from '@/lib/http/origin'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import { handleLeadPost } from '@/lib/leads/capture/endpoint'
import type { LeadStore } from '@/lib/leads/store/store'

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/api/gpt-lead', { method: 'POST', headers: { host: 'agency.example', ...headers } })

describe('cross-site requests', () => {
  it('lets same-site and Origin-less requests through', () => {
    expect(crossSiteRejection(request({ origin: 'https://agency.example' }))).toBeNull()
    expect(crossSiteRejection(request({}))).toBeNull()
  })

  it('lets the configured site URL through behind a proxy that rewrites Host', () => {
    expect(
      crossSiteRejection(request({ origin: 'https://www.agency.example', host: 'internal:3000' }), [
        'https://www.agency.example',
      ]),
    ).toBeNull()
  })

  it.each(['https://evil.example', 'https://agency.example.evil.example', 'null', 'not a url'])(
    'refuses Origin %j with 403',
    async (origin) => {
      const response = crossSiteRejection(request({ origin }))
      expect(response?.status).toBe(403)
      expect(await response?.json()).toEqual({ error: 'Cross-site requests are not allowed.' })
    },
  )

  it('is enforced by the lead and chat endpoints before anything is read or stored', async () => {
    let touched = false
    const store = {
      save: async () => {
        touched = true
        return { id: 'x', created: true }
      },
    } as unknown as LeadStore
    const limiter = createMemoryLimiter({ keyPrefix: 'origin', points: 100, durationSeconds: 60 })
    const headers = { host: 'agency.example', origin: 'https://evil.example', 'content-type': 'application/json' }
    const lead = new Request('http://agency.example/api/gpt-lead', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'A', email: 'a@b.co', company: 'C' }),
    })
    expect((await handleLeadPost(lead, { store: () => store, limiter, log: () => undefined })).status).toBe(403)
    expect(touched).toBe(false)
    const chat = new Request('http://agency.example/api/chat', {
      method: 'POST',
      headers,
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Hi' }] }),
    })
    const response = await handleChatPost(chat, {
      engine: {
        kind: 'local',
        reply: () => ({ [Symbol.asyncIterator]: () => ({ next: async () => ({ done: true, value: undefined }) }) }),
      },
      knowledge: async () => Promise.reject(new Error('must not be loaded')),
      limiter,
      log: () => undefined,
    })
    expect(response.status).toBe(403)
  })
})
