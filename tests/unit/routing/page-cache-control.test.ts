import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import { pageCacheControl, type PageRequest } from '@/lib/routing/page-cache-control'

const selfHosted = parseConfig({})
const html: PageRequest = { method: 'GET', page: 'page', rsc: false, draftModeCookie: false }
const BRIEFLY = 's-maxage=60, stale-while-revalidate=86400'
/** Neither a browser nor a CDN may use it without asking the site again. */
const NEVER_KEPT = 'private, no-cache'

describe('what shared caches (a CDN) are told about a page', () => {
  it('keep the HTML of a public page a minute, then serve it stale for up to a day while fetching it again', () => {
    expect(pageCacheControl(html, selfHosted)).toBe(BRIEFLY)
    expect(pageCacheControl({ ...html, method: 'HEAD' }, selfHosted)).toBe(BRIEFLY)
  })

  it('for as long as CDN_HTML_MAX_AGE says, so a publish reaches visitors within that', () => {
    expect(pageCacheControl(html, parseConfig({ CDN_HTML_MAX_AGE: '300' }))).toBe(
      's-maxage=300, stale-while-revalidate=86400',
    )
    expect(pageCacheControl(html, parseConfig({ CDN_HTML_MAX_AGE: '0' }))).toBe(
      's-maxage=0, stale-while-revalidate=86400',
    )
  })

  it("never keep a page's RSC payload: Next's redirect for a mismatched _rsc query would be kept with it", () => {
    expect(pageCacheControl({ ...html, rsc: true }, selfHosted)).toBe(NEVER_KEPT)
  })

  it('never keep an answer in draft mode, or one for an address that may be a 404 (no route index yet)', () => {
    expect(pageCacheControl({ ...html, draftModeCookie: true }, selfHosted)).toBe(NEVER_KEPT)
    expect(pageCacheControl({ ...html, page: 'unknown' }, selfHosted)).toBe(NEVER_KEPT)
  })

  it('keep the feeds, the sitemap and share cards as briefly as pages: a publish changes them too', () => {
    expect(pageCacheControl({ ...html, page: 'published' }, selfHosted)).toBe(BRIEFLY)
  })

  it("never keep the Studio's page: its HTML names scripts the next deploy removes", () => {
    expect(pageCacheControl({ ...html, page: 'studio' }, selfHosted)).toBe(NEVER_KEPT)
  })

  it("leave Next's own header on the rest: the staff area, the API, the Studio's deep links, files, and posts", () => {
    expect(pageCacheControl({ ...html, page: 'other' }, selfHosted)).toBeUndefined()
    expect(pageCacheControl({ ...html, method: 'POST' }, selfHosted)).toBeUndefined()
  })

  it("leave Next's headers alone on Vercel, which purges its CDN by tag on a publish", () => {
    expect(pageCacheControl(html, parseConfig({ VERCEL: '1' }))).toBeUndefined()
    expect(pageCacheControl({ ...html, rsc: true }, parseConfig({ VERCEL: '1' }))).toBeUndefined()
  })
})
