import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientAddressHeader } from '@/lib/http/client-address'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import { ATTRIBUTION_STORAGE_KEY, readAttribution, recordPageView } from '@/lib/leads/browser/attribution'
import { captureLead, newIdempotencyKey } from '@/lib/leads/browser/capture-lead'
import { cleanReferrer, cleanUtm, fromReferer, trafficSource, utmOf } from '@/lib/leads/capture/attribution'
import { handleLeadPost, type LeadEndpointDeps } from '@/lib/leads/capture/endpoint'
import { INITIAL_LEAD_FORM_STATE } from '@/lib/leads/capture/form-state'
import { attributionSchema } from '@/lib/leads/capture/validation'
import { createPgliteLeadStore } from '@/lib/leads/store/drizzle-store'

const store = createPgliteLeadStore()
const deps: LeadEndpointDeps = {
  store: () => store,
  limiter: createMemoryLimiter({ keyPrefix: 'attribution', points: 1_000, durationSeconds: 60 }),
  log: () => undefined,
  allowedOrigins: ['https://agency.example'],
}

// The contact form's Server Action, run as Next runs it for a form posted before JavaScript.
const request = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => request.headers }))
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { path })
  },
}))
vi.mock('@/lib/leads/index', () => ({ leadEndpointDeps: () => deps }))
const { submitLeadForm } = await import('@/lib/leads/capture/form-action')

/** sessionStorage as a browser keeps it, optionally one that refuses to store. */
function memoryStorage({ refuse = false } = {}): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('QuotaExceededError')
      items.set(key, value)
    },
  }
}

const site = (path: string) => {
  const url = new URL(path, 'https://agency.example')
  return { origin: url.origin, pathname: url.pathname, search: url.search }
}

afterAll(() => store.close())
beforeEach(async () => {
  await store.count()
  await store.client.exec('TRUNCATE leads CASCADE')
})

describe('the visit record in session storage', () => {
  it('keeps the first page, the other site that linked to it and its UTM parameters, then each page viewed', () => {
    const storage = memoryStorage()
    recordPageView(
      site(
        '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=ai+receptionist&utm_content=ad-1&gclid=x',
      ),
      'https://www.google.com/search?q=something+private',
      storage,
    )
    recordPageView(site('/about?utm_source=other'), 'https://www.google.com/', storage)
    recordPageView(site('/about'), '', storage) // a reload: once
    recordPageView(site('/contact'), '', storage)
    expect(readAttribution(storage)).toEqual({
      landingPage: '/pricing',
      referrer: 'https://www.google.com/search',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'ai receptionist',
      utmContent: 'ad-1',
      pagesViewed: ['/pricing', '/about', '/contact'],
    })
  })

  it('records no referrer for a page of the site itself, and keeps the last 20 pages', () => {
    const storage = memoryStorage()
    recordPageView(site('/'), 'https://agency.example/blog', storage)
    for (let page = 1; page <= 30; page++) recordPageView(site(`/blog/post-${page}`), '', storage)
    const attribution = readAttribution(storage)!
    expect(attribution.referrer).toBeUndefined()
    expect(attribution.landingPage).toBe('/')
    expect(attribution.pagesViewed).toHaveLength(20)
    expect(attribution.pagesViewed!.at(-1)).toBe('/blog/post-30')
    expect(attribution.pagesViewed![0]).toBe('/blog/post-11')
  })

  it('cuts what a crafted link could make too long or unprintable', () => {
    const storage = memoryStorage()
    recordPageView(site(`/?utm_source=${'x'.repeat(500)}&utm_campaign=%E2%80%AEevil%0Aline`), '', storage)
    const attribution = readAttribution(storage)!
    expect(attribution.utmSource).toHaveLength(100)
    expect(attribution.utmCampaign).toBe('evil line')
    // And the server takes what the browser kept.
    expect(attributionSchema.safeParse(attribution).success).toBe(true)
  })

  it('does without when storage refuses or holds something else', () => {
    expect(recordPageView(site('/'), '', memoryStorage({ refuse: true }))).toMatchObject({ landingPage: '/' })
    expect(readAttribution(memoryStorage({ refuse: true }))).toBeUndefined()
    const garbled = memoryStorage()
    garbled.setItem(ATTRIBUTION_STORAGE_KEY, '{not json')
    expect(readAttribution(garbled)).toBeUndefined()
    expect(recordPageView(site('/pricing'), '', undefined)).toBeUndefined()
  })
})

describe('the attribution rules', () => {
  it('reads UTM parameters, referrers and traffic sources', () => {
    expect(utmOf('?utm_source=%20Newsletter%20&utm_medium=&foo=1')).toEqual({ utmSource: 'Newsletter' })
    expect(cleanUtm('a\u200Bb\tc')).toBe('ab c')
    expect(cleanReferrer('https://user:pw@news.example:8443/story?id=1#top')).toBe('https://news.example:8443/story')
    expect(cleanReferrer('javascript:alert(1)')).toBeUndefined()
    expect(cleanReferrer('not a url')).toBeUndefined()
    expect(trafficSource({ utmSource: 'LinkedIn', referrer: 'https://www.google.com/' })).toBe('linkedin')
    expect(trafficSource({ referrer: 'https://www.Google.com/' })).toBe('google.com')
    expect(trafficSource({})).toBe('direct')
  })

  it("reads a request's Referer: the site's own page is the landing page, another site's the referrer", () => {
    const origins = ['https://agency.example']
    expect(fromReferer('https://agency.example/contact?utm_source=google&utm_campaign=spring', origins)).toEqual({
      landingPage: '/contact',
      pagesViewed: ['/contact'],
      utmSource: 'google',
      utmCampaign: 'spring',
    })
    expect(fromReferer('https://partner.example/deals?ref=1', origins)).toEqual({
      referrer: 'https://partner.example/deals',
    })
    expect(fromReferer(null, origins)).toEqual({})
    expect(fromReferer('::', origins)).toEqual({})
  })

  it.each([
    [{ utmSource: 'x'.repeat(101) }, 'utmSource', 'utm_source must be at most 100 characters'],
    [
      { utmCampaign: 'spring\nsale' },
      'utmCampaign',
      'utm_campaign must be one line of plain text, without control characters',
    ],
    [{ utmTerm: 'a\u202Eb' }, 'utmTerm', 'utm_term must be plain text, without invisible characters'],
    [
      { landingPage: '//evil.example/' },
      'landingPage',
      'The landing page must be a path on this site, starting with "/"',
    ],
    [{ landingPage: `/${'p'.repeat(300)}` }, 'landingPage', 'The landing page must be at most 300 characters'],
    [{ pagesViewed: Array(21).fill('/') }, 'pagesViewed', 'At most 20 pages viewed are kept'],
    [{ pagesViewed: ['pricing'] }, 'pagesViewed.0', 'A page viewed must be a path on this site, starting with "/"'],
    [{ referrer: 'javascript:alert(1)' }, 'referrer', 'The referrer must be an http(s) address'],
  ])('refuses %j', (attribution, path, message) => {
    const parsed = attributionSchema.safeParse(attribution)
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message])
  })

  it('keeps the referrer to its origin and path, and drops unknown parts and empty values', () => {
    expect(
      attributionSchema.parse({ referrer: 'https://www.google.com/search?q=secret', utmMedium: ' ', cookie: 'x' }),
    ).toEqual({ referrer: 'https://www.google.com/search' })
  })
})

describe('every path a lead comes in by carries it', () => {
  const lead = { name: 'Dana Reyes', email: 'dana@reyesplumbing.com', company: 'Reyes Plumbing' }
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    new Request('https://agency.example/api/gpt-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [clientAddressHeader()]: '203.0.113.7', ...headers },
      body: JSON.stringify(body),
    })

  afterEach(() => vi.unstubAllGlobals())

  it('the contact form and the chat (captureLead): the tab’s record goes with the lead', async () => {
    const storage = memoryStorage()
    recordPageView(site('/pricing?utm_source=google&utm_campaign=spring'), 'https://www.google.com/', storage)
    recordPageView(site('/chat'), '', storage)
    vi.stubGlobal('window', { sessionStorage: storage })
    const endpoint: typeof fetch = (input, init) =>
      handleLeadPost(new Request(new URL(String(input), 'https://agency.example'), init), deps)
    for (const source of ['contact', 'chat']) {
      await captureLead({ ...lead, source }, { idempotencyKey: newIdempotencyKey(), fetch: endpoint })
    }
    const saved = await store.list()
    expect(saved.map((each) => [each.source, each.attribution])).toEqual(
      ['contact', 'chat'].map((source) => [
        source,
        {
          landingPage: '/pricing',
          referrer: 'https://www.google.com/',
          utmSource: 'google',
          utmCampaign: 'spring',
          pagesViewed: ['/pricing', '/chat'],
        },
      ]),
    )
  })

  it('the endpoint: a client that sends nothing is attributed by its Referer', async () => {
    const response = await handleLeadPost(
      post(lead, { referer: 'https://agency.example/demo?utm_source=newsletter&utm_medium=email' }),
      deps,
    )
    expect(response.status).toBe(201)
    const [saved] = await store.list()
    expect(saved!.attribution).toEqual({
      landingPage: '/demo',
      pagesViewed: ['/demo'],
      utmSource: 'newsletter',
      utmMedium: 'email',
    })
  })

  it('the endpoint: bad attribution is refused like any field, and nothing is stored', async () => {
    const response = await handleLeadPost(post({ ...lead, attribution: { utmSource: 'x'.repeat(101) } }), deps)
    expect(response.status).toBe(400)
    expect((await response.json()).fields).toEqual({
      'attribution.utmSource': 'utm_source must be at most 100 characters',
    })
    expect(await store.count()).toBe(0)
  })

  it('the contact form without JavaScript: the page it was posted from, by its Referer', async () => {
    request.headers = new Headers({
      host: 'agency.example',
      referer: 'https://agency.example/contact?utm_source=linkedin&utm_campaign=autumn',
      [clientAddressHeader()]: '203.0.113.9',
    })
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...lead, source: 'contact', successPath: '/thank-you' }))
      form.set(name, value)
    await expect(submitLeadForm(INITIAL_LEAD_FORM_STATE, form)).rejects.toMatchObject({ path: '/thank-you' })
    const [saved] = await store.list()
    expect(saved!.attribution).toEqual({
      landingPage: '/contact',
      pagesViewed: ['/contact'],
      utmSource: 'linkedin',
      utmCampaign: 'autumn',
    })
  })

  it('the contact form without JavaScript and without a Referer: the lead is saved without attribution', async () => {
    request.headers = new Headers({ host: 'agency.example', [clientAddressHeader()]: '203.0.113.10' })
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...lead, source: 'contact' })) form.set(name, value)
    await expect(submitLeadForm(INITIAL_LEAD_FORM_STATE, form)).rejects.toMatchObject({ path: '/thank-you' })
    const [saved] = await store.list()
    expect(saved!.attribution).toBeUndefined()
  })
})
