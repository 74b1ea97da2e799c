import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import { loadSeedDataset } from '@/lib/content/seed-dataset'
import { createEnableDraftMode, sameSiteReturnPath } from '@/lib/publishing/draft-mode'
import { startContentLake } from '../../fixtures/content-lake-server'

const ENABLE_URL = 'http://localhost:3000/api/draft-mode/enable'

let lake: Awaited<ReturnType<typeof startContentLake>>
beforeAll(async () => {
  lake = await startContentLake(loadSeedDataset())
})
afterAll(() => lake.close())

describe('GET /api/draft-mode/enable', () => {
  it('says draft mode is unavailable without a Sanity project', async () => {
    const res = await createEnableDraftMode(parseConfig({}))(new Request(`${ENABLE_URL}?sanity-preview-secret=x`))
    expect(res.status).toBe(503)
    expect((await res.json()).message).toMatch(/NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_READ_TOKEN/)
  })

  it('says draft mode is unavailable with a project but no read token', async () => {
    const res = await createEnableDraftMode(parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }))(
      new Request(ENABLE_URL),
    )
    expect(res.status).toBe(503)
  })

  const configured = () =>
    parseConfig({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      SANITY_API_READ_TOKEN: 'viewer-token',
      SANITY_API_HOST: lake.url,
    })

  it('refuses a request without the Presentation tool’s secret', async () => {
    const res = await createEnableDraftMode(configured())(new Request(ENABLE_URL))
    expect(res.status).toBe(401)
    expect(await res.text()).toBe('Invalid secret')
  })

  it('checks the secret against the Content Lake and refuses one it does not know', async () => {
    const before = lake.requests.length
    const res = await createEnableDraftMode(configured())(
      new Request(`${ENABLE_URL}?sanity-preview-secret=guessed&sanity-preview-pathname=/pricing`),
    )
    expect(res.status).toBe(401)
    expect(lake.requests.slice(before)).toHaveLength(1)
  })
})

describe('sameSiteReturnPath (where /api/draft-mode/disable sends the visitor)', () => {
  const site = 'https://kestrel.example'

  it('keeps a path on this site, with its query and fragment', () => {
    expect(sameSiteReturnPath('/pricing?plan=pro#faq', site)).toBe('/pricing?plan=pro#faq')
    expect(sameSiteReturnPath('/blog/seven-day-rollout-plan', site)).toBe('/blog/seven-day-rollout-plan')
    expect(sameSiteReturnPath('https://kestrel.example/about', site)).toBe('/about')
  })

  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '//evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http://kestrel.example/',
    'javascript:alert(1)',
    '/\\/evil.example',
    ' //evil.example',
  ])('sends %j home instead of to another origin', (value) => {
    expect(sameSiteReturnPath(value, site)).toBe('/')
  })

  it('never answers a path a browser would read as another host', () => {
    for (const value of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '///evil.example/x']) {
      const path = sameSiteReturnPath(value, site)
      expect(path.startsWith('//'), `${value} -> ${path}`).toBe(false)
      expect(new URL(path, site).origin).toBe(site)
    }
  })

  it('sends a missing value home', () => {
    expect(sameSiteReturnPath(null, site)).toBe('/')
    expect(sameSiteReturnPath('', site)).toBe('/')
  })
})
