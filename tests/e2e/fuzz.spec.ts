import fc from 'fast-check'
import { expect, test } from './fixtures'

/**
 * Thousands of random and malformed requests to the endpoints a stranger can reach: whatever
 * arrives, the answer is never a 5xx, and the server still answers afterwards.
 */
const ENDPOINTS = ['/api/chat', '/api/gpt-lead', '/api/revalidate']
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const

const jsonish = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constant('{"messages":'),
  fc
    .record({ name: fc.string(), email: fc.string(), company: fc.string(), idempotencyKey: fc.string() })
    .map((v) => JSON.stringify(v)),
  fc
    .array(
      fc.record({
        role: fc.constantFrom('user', 'assistant', 'system', 'tool', ''),
        content: fc.oneof(fc.string(), fc.integer()),
      }),
      { maxLength: 50 },
    )
    .map((messages) => JSON.stringify({ messages })),
  fc
    .record({
      _type: fc.constantFrom('page', 'post', 'product', 'siteSettings'),
      slug: fc.record({ current: fc.string() }),
    })
    .map((v) => JSON.stringify(v)),
  fc.nat({ max: 80_000 }).map((n) => 'x'.repeat(n)),
)

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,60}$/)

const requestArb = fc.record({
  endpoint: fc.constantFrom(...ENDPOINTS),
  method: fc.constantFrom(...METHODS),
  contentType: fc.oneof(
    fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-8',
      '',
    ),
    headerValue,
  ),
  accept: fc.constantFrom('application/json', 'text/event-stream', '*/*'),
  signature: fc.option(headerValue, { nil: undefined }),
  body: jsonish,
})

test('random and malformed requests never get a 5xx, and the server keeps answering', async ({ request }) => {
  test.setTimeout(240_000)
  let sent = 0
  await fc.assert(
    fc.asyncProperty(requestArb, fc.integer({ min: 1, max: 250 }), async (r, visitor) => {
      const headers: Record<string, string> = { 'x-forwarded-for': `192.0.2.${visitor}`, accept: r.accept }
      if (r.contentType) headers['content-type'] = r.contentType
      if (r.signature !== undefined) headers['sanity-webhook-signature'] = r.signature
      const response = await request.fetch(r.endpoint, {
        method: r.method,
        headers,
        data: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body,
        failOnStatusCode: false,
        timeout: 30_000,
      })
      sent++
      expect(response.status(), `${r.method} ${r.endpoint} (${r.contentType}) -> ${response.status()}`).toBeLessThan(
        500,
      )
    }),
    { numRuns: 1_500, seed: 20261122 },
  )
  expect(sent).toBe(1_500)
  const health = await request.get('/')
  expect(health.status()).toBe(200)
})
