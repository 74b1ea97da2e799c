import { describe, expect, it } from 'vitest'
import { isBuildAsset, isPageRequest, isSiteImage, mayKeepOffline } from '@/lib/offline/rules'

const SITE = 'https://agency.example'

function page(path: string, init: RequestInit = {}) {
  const request = new Request(new URL(path, SITE), { headers: { accept: 'text/html' }, ...init })
  return isPageRequest(request, new URL(request.url), new URL(request.url).origin === SITE)
}

describe('which requests the service worker treats as pages', () => {
  it('takes a page address asked for as HTML', () => {
    expect(page('/pricing')).toBe(true)
    expect(page('/blog/page/2?ref=nav')).toBe(true)
  })

  it('leaves the Studio and the API to the network', () => {
    expect(page('/studio')).toBe(false)
    expect(page('/studio/structure/pages')).toBe(false)
    expect(page('/api/chat')).toBe(false)
    expect(page('/api/draft-mode/enable')).toBe(false)
    // Only the Studio itself: a marketing page whose slug starts alike is a page.
    expect(page('/studios-we-serve')).toBe(true)
  })

  it('leaves the staff inbox to the network, its pages and its CSV download alike', () => {
    expect(page('/staff')).toBe(false)
    expect(page('/staff/leads/4a0c6d8e-2f51-4f0e-9a43-6d1c2b7e9f10')).toBe(false)
    expect(page('/staff/export?status=new')).toBe(false)
    expect(page('/staffing-agencies')).toBe(true)
  })

  it("leaves Next's client-side navigation payloads to the network", () => {
    expect(page('/pricing', { headers: { accept: 'text/html', rsc: '1' } })).toBe(false)
    expect(page('/pricing?_rsc=1x2y3')).toBe(false)
  })

  it('ignores other origins, other methods and requests that do not want HTML', () => {
    expect(page('https://cdn.sanity.io/images/a.png')).toBe(false)
    expect(page('/contact', { method: 'POST' })).toBe(false)
    expect(page('/feed.xml', { headers: { accept: 'application/atom+xml' } })).toBe(false)
  })
})

describe('build files and images', () => {
  it("treats Next's hashed build output on this site as build files", () => {
    expect(isBuildAsset(new URL('/_next/static/chunks/app.js', SITE), true)).toBe(true)
    expect(isBuildAsset(new URL('/_next/image?url=x', SITE), true)).toBe(false)
    expect(isBuildAsset(new URL('/_next/static/chunks/app.js', 'https://elsewhere.example'), false)).toBe(false)
  })

  it("treats the image optimiser's answers as images, and nothing from another site", () => {
    const optimised = new URL('/_next/image?url=%2Fseed%2Fimages%2Fa.webp&w=640&q=75', SITE)
    expect(isSiteImage(new Request(optimised), optimised, true)).toBe(true)
    const remote = new URL('https://cdn.sanity.io/images/p/d/a.png')
    expect(isSiteImage(new Request(remote), remote, false)).toBe(false)
  })
})

describe('what may be kept offline', () => {
  const response = (status: number, cacheControl?: string) =>
    new Response('<html></html>', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} })

  it('keeps a public, successful answer', () => {
    expect(mayKeepOffline(response(200))).toBe(true)
    expect(mayKeepOffline(response(200, 's-maxage=31536000'))).toBe(true)
    expect(mayKeepOffline(response(200, 'public, max-age=0, must-revalidate'))).toBe(true)
  })

  it('never keeps a draft preview or any answer marked private or no-store', () => {
    expect(mayKeepOffline(response(200, 'private, no-cache, no-store, max-age=0, must-revalidate'))).toBe(false)
    expect(mayKeepOffline(response(200, 'no-store'))).toBe(false)
    expect(mayKeepOffline(response(200, 'Private'))).toBe(false)
  })

  it('never keeps an error or a partial answer', () => {
    expect(mayKeepOffline(response(404))).toBe(false)
    expect(mayKeepOffline(response(500))).toBe(false)
    expect(mayKeepOffline(response(206))).toBe(false)
  })
})
