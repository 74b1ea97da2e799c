import { describe, expect, it, vi } from 'vitest'
import { contentTags, tagsForDocument } from '@/lib/content/site'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'
import { signedWebhook } from '../../fixtures/sanity-webhook'

const SECRET = 'a-long-webhook-secret'

function handle(request: Request, { secret }: { secret: string | undefined } = { secret: SECRET }) {
  const revalidate = vi.fn<(tag: string) => void>()
  const response = handleRevalidateWebhook(request as never, { secret, revalidate, waitForConsistency: false })
  return { response, revalidate }
}

describe('POST /api/revalidate (Sanity webhook)', () => {
  it('revalidates the tags of the published document when the signature is valid', async () => {
    const { response, revalidate } = handle(signedWebhook({ _type: 'post', _id: 'post-x', slug: 'seven-day-rollout-plan' }, SECRET))
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
    const tampered = new Request(signed.url, { method: 'POST', headers: signed.headers, body: JSON.stringify({ _type: 'page', slug: 'about' }) })
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
    const { response, revalidate } = handle(signedWebhook({ _type: 'page', slug: 'pricing' }, SECRET), { secret: undefined })
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
    ['a news item', { _type: 'newsItem', slug: 'main-street-ai-workshops' }, ['newsItem', 'newsItem:main-street-ai-workshops']],
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
    expect(tagsForDocument({ _type: 'post', slug: 'new-title', previousSlug: 'old-title' })).toEqual(['post', 'post:new-title', 'post:old-title'])
  })

  it('uses the same scheme as the fetchers', () => {
    expect(contentTags.page('pricing')).toBe(contentTags.document('page', 'pricing'))
    expect(contentTags.pages).toBe(contentTags.type('page'))
    expect(contentTags.siteSettings).toBe(contentTags.type('siteSettings'))
  })
})
