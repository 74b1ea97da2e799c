import { describe, expect, it, vi } from 'vitest'
import { contentTags, tagsForDocument } from '@/lib/content/site'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'
import { createMemorySeenSignatures, type SeenSignatures } from '@/lib/publishing/seen-signatures'
import { SIGNATURE_TOLERANCE_MS, verifyWebhookSignature } from '@/lib/publishing/webhook-signature'
import { signedWebhook } from '../../fixtures/sanity-webhook'
import { webhookSignature } from '../../fixtures/webhook-signature'

const SECRET = 'a-long-webhook-secret'

function handle(request: Request, options: { secret?: string | undefined; seen?: SeenSignatures } = {}) {
  const { secret, seen } = { secret: SECRET, seen: createMemorySeenSignatures(), ...options }
  const revalidate = vi.fn<(tag: string) => void>()
  const response = handleRevalidateWebhook(request as never, { secret, revalidate, waitForConsistency: false, seen })
  return { response, revalidate }
}

describe('POST /api/revalidate (Sanity webhook)', () => {
  it('revalidates the tags of the published document when the signature is valid', async () => {
    const { response, revalidate } = handle(
      signedWebhook({ _type: 'post', _id: 'post-x', slug: 'seven-day-rollout-plan' }, SECRET),
    )
    const res = await response
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ revalidated: true, tags: ['post', 'post:seven-day-rollout-plan'] })
    expect(revalidate.mock.calls.map(([tag]) => tag)).toEqual(['post', 'post:seven-day-rollout-plan'])
  })

  it('answers 401 and revalidates nothing when the signature was made with another secret', async () => {
    const { response, revalidate } = handle(signedWebhook({ _type: 'page', slug: 'pricing' }, 'not-the-secret'))
    const res = await response
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ revalidated: false, message: 'Invalid signature' })
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 401 when the body was changed after signing', async () => {
    const signed = signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET)
    const tampered = new Request(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: JSON.stringify({ _type: 'page', slug: 'about' }),
    })
    const { response, revalidate } = handle(tampered)
    expect((await response).status).toBe(401)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 401 when the signature header is missing', async () => {
    const { response, revalidate } = handle(signedWebhook({ _type: 'page', slug: 'pricing' }, null))
    const res = await response
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Missing sanity-webhook-signature header' })
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('is disabled with a clear message when SANITY_REVALIDATE_SECRET is not set', async () => {
    const { response, revalidate } = handle(signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET), {
      secret: undefined,
    })
    const res = await response
    expect(res.status).toBe(404)
    expect((await res.json()).message).toMatch(/SANITY_REVALIDATE_SECRET is not set/)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 400 for a signed body that does not name a document type', async () => {
    const { response, revalidate } = handle(signedWebhook({ slug: 'pricing' }, SECRET))
    expect((await response).status).toBe(400)
    expect(revalidate).not.toHaveBeenCalled()
  })
})

describe('the tags a publish revalidates', () => {
  it.each([
    ['a page', { _type: 'page', slug: 'pricing' }, ['page', 'page:pricing']],
    ['the landing page', { _type: 'page', slug: '/' }, ['page', 'page:/']],
    ['a blog post', { _type: 'post', slug: 'missed-call-revenue' }, ['post', 'post:missed-call-revenue']],
    [
      'a news item',
      { _type: 'newsItem', slug: 'main-street-ai-workshops' },
      ['newsItem', 'newsItem:main-street-ai-workshops'],
    ],
    ['a product', { _type: 'product', slug: 'ai-receptionist' }, ['product', 'product:ai-receptionist']],
    ['an author', { _type: 'author', slug: 'maya-okafor' }, ['author', 'author:maya-okafor']],
    ['a category', { _type: 'category', slug: 'playbooks' }, ['category', 'category:playbooks']],
    ['the site settings (navigation, footer)', { _type: 'siteSettings', slug: null }, ['siteSettings']],
    ["Michael's prompt", { _type: 'chatAssistant' }, ['chatAssistant']],
  ])('%s', async (_name, document, tags) => {
    expect(tagsForDocument(document)).toEqual(tags)
    const { response, revalidate } = handle(signedWebhook({ _id: 'x', ...document }, SECRET))
    expect((await response).status).toBe(200)
    expect(revalidate.mock.calls.map(([tag]) => tag)).toEqual(tags)
  })

  it('also revalidates the old address when a slug changed, so it stops serving the old content', () => {
    expect(tagsForDocument({ _type: 'post', slug: 'new-title', previousSlug: 'old-title' })).toEqual([
      'post',
      'post:new-title',
      'post:old-title',
    ])
  })

  it('uses the same scheme as the fetchers', () => {
    expect(contentTags.page('pricing')).toBe(contentTags.document('page', 'pricing'))
    expect(contentTags.pages).toBe(contentTags.type('page'))
    expect(contentTags.siteSettings).toBe(contentTags.type('siteSettings'))
  })
})

describe('POST /api/revalidate: bounded body and fresh signatures', () => {
  const post = (body: BodyInit, headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit)

  it('answers 413 for a body declared larger than 64 KB, before reading or verifying it', async () => {
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(16 * 1024))
      },
    })
    const request = post(stream, {
      'content-type': 'application/json',
      'content-length': String(64 * 1024 * 1024),
      'sanity-webhook-signature': 't=1,v1=x',
    })
    const { response, revalidate } = handle(request)
    const res = await response
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ revalidated: false, message: expect.stringMatching(/too large/) })
    expect(pulled).toBeLessThanOrEqual(1)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 413 when a body without Content-Length passes 64 KB, and stops reading there', async () => {
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 8 * 1024
        controller.enqueue(new TextEncoder().encode('x'.repeat(8 * 1024)))
        if (sent >= 10 * 1024 * 1024) controller.close()
      },
    })
    const signature = webhookSignature('x', SECRET)
    const { response, revalidate } = handle(
      post(stream, { 'content-type': 'application/json', 'sanity-webhook-signature': signature }),
    )
    expect((await response).status).toBe(413)
    expect(sent).toBeLessThan(200 * 1024)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('still accepts a signed body of exactly 64 KB', async () => {
    const padding = 'p'.repeat(64 * 1024 - JSON.stringify({ _type: 'page', slug: 'pricing', pad: '' }).length)
    const request = signedWebhook({ _type: 'page', slug: 'pricing', pad: padding }, SECRET)
    const { response, revalidate } = handle(request)
    expect((await response).status).toBe(200)
    expect(revalidate).toHaveBeenCalledWith('page:pricing')
  })

  it.each([
    ['dated 2021', Date.UTC(2021, 0, 1)],
    ['six minutes old', Date.now() - 6 * 60_000],
    ['six minutes in the future', Date.now() + 6 * 60_000],
  ])('answers 401 for a correctly signed body whose signature is %s (a replay)', async (_label, timestamp) => {
    const { response, revalidate } = handle(signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET, { timestamp }))
    const res = await response
    expect(res.status).toBe(401)
    expect((await res.json()).message).toMatch(/expired/)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('accepts a signature made four minutes ago (clock skew and delivery retries)', async () => {
    const { response } = handle(
      signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET, { timestamp: Date.now() - 4 * 60_000 }),
    )
    expect((await response).status).toBe(200)
  })
})

describe('POST /api/revalidate: each signed call is accepted once', () => {
  const body = { _type: 'page', _id: 'page-pricing', slug: 'pricing' }
  const call = (timestamp: number, header?: (signature: string) => string) => {
    const request = signedWebhook(body, SECRET, { timestamp })
    if (header)
      request.headers.set('sanity-webhook-signature', header(request.headers.get('sanity-webhook-signature')!))
    return request
  }

  it('answers 409 to a replay of an accepted call within its five minutes, and revalidates once', async () => {
    const seen = createMemorySeenSignatures()
    const at = Date.now() - 60_000
    const first = handle(call(at), { seen })
    expect((await first.response).status).toBe(200)
    const replay = handle(call(at), { seen })
    const res = await replay.response
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      revalidated: false,
      message: 'This call was already received: each signed webhook call is accepted once',
    })
    expect(replay.revalidate).not.toHaveBeenCalled()
  })

  it('accepts a fresh signature for the same document (Sanity signs each delivery anew)', async () => {
    const seen = createMemorySeenSignatures()
    expect((await handle(call(Date.now() - 2_000), { seen }).response).status).toBe(200)
    expect((await handle(call(Date.now() - 1_000), { seen }).response).status).toBe(200)
  })

  it('refuses a replay whose header is written differently but signs the same (spacing, the digest’s spare bits)', async () => {
    const seen = createMemorySeenSignatures()
    const at = Date.now() - 30_000
    expect((await handle(call(at), { seen }).response).status).toBe(200)
    const spaced = (header: string) => header.replace(',', ', ')
    // 32 bytes take 43 base64url characters: the last one's two low bits carry nothing.
    const spareBits = (header: string) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      return header.slice(0, -1) + alphabet[alphabet.indexOf(header.at(-1)!) ^ 1]
    }
    for (const variant of [spaced, spareBits]) {
      const { response, revalidate } = handle(call(at, variant), { seen })
      expect((await response).status, variant.name).toBe(409)
      expect(revalidate).not.toHaveBeenCalled()
    }
  })
})

describe('the signatures a server has seen (in memory)', () => {
  it('refuses a repeat until its time is up, then forgets it', async () => {
    let now = 1_000_000
    const seen = createMemorySeenSignatures({ now: () => now })
    expect(await seen.firstTime('a', 60_000)).toBe(true)
    expect(await seen.firstTime('a', 60_000)).toBe(false)
    expect(await seen.firstTime('b', 60_000)).toBe(true)
    now += 59_999
    expect(await seen.firstTime('a', 60_000)).toBe(false)
    now += 1
    expect(await seen.firstTime('a', 60_000)).toBe(true)
  })

  it('keeps at most its bound, the oldest forgotten first', async () => {
    const seen = createMemorySeenSignatures({ maxEntries: 3 })
    for (const key of ['a', 'b', 'c', 'd']) expect(await seen.firstTime(key, 60_000)).toBe(true)
    expect(seen.size()).toBe(3)
    expect(await seen.firstTime('d', 60_000)).toBe(false)
    expect(await seen.firstTime('a', 60_000)).toBe(true)
  })
})

describe('verifyWebhookSignature', () => {
  const body = '{"_type":"page","slug":"pricing"}'
  const now = Date.UTC(2026, 10, 23, 12)
  const valid = webhookSignature(body, SECRET, now)

  it('accepts the signature Sanity makes', () => {
    expect(verifyWebhookSignature(body, valid, SECRET, { now })).toEqual({
      valid: true,
      timestamp: now,
      digest: valid.split('v1=')[1],
    })
  })

  it('refuses a digest that differs in its first or last character, or in its length', () => {
    const digest = valid.split('v1=')[1]!
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    for (const forged of [
      flip(digest[0]!) + digest.slice(1),
      digest.slice(0, -1) + flip(digest.at(-1)!),
      digest.slice(0, -2),
      `${digest}AAAA`,
    ]) {
      expect(verifyWebhookSignature(body, `t=${now},v1=${forged}`, SECRET, { now })).toEqual({
        valid: false,
        reason: 'mismatch',
      })
    }
  })

  it('refuses a malformed header', () => {
    for (const header of ['', 'v1=abc', `t=${now}`, `t=abc,v1=${valid.split('v1=')[1]}`, `t=${now},v1=not base64!`]) {
      expect(verifyWebhookSignature(body, header, SECRET, { now })).toMatchObject({ valid: false, reason: 'malformed' })
    }
  })

  it('refuses a timestamp outside the tolerance either way, and accepts one at its edge', () => {
    const at = (t: number) => verifyWebhookSignature(body, webhookSignature(body, SECRET, t), SECRET, { now })
    expect(at(now - SIGNATURE_TOLERANCE_MS)).toMatchObject({ valid: true })
    expect(at(now + SIGNATURE_TOLERANCE_MS)).toMatchObject({ valid: true })
    expect(at(now - SIGNATURE_TOLERANCE_MS - 1)).toEqual({ valid: false, reason: 'expired' })
    expect(at(now + SIGNATURE_TOLERANCE_MS + 1)).toEqual({ valid: false, reason: 'expired' })
  })
})
