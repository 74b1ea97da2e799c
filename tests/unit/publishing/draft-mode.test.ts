import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import { loadSeedDataset } from '@/lib/content/seed-dataset'
import { createEnableDraftMode } from '@/lib/publishing/draft-mode'
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
    const res = await createEnableDraftMode(parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }))(new Request(ENABLE_URL))
    expect(res.status).toBe(503)
  })

  const configured = () => parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', SANITY_API_READ_TOKEN: 'viewer-token', SANITY_API_HOST: lake.url })

  it('refuses a request without the Presentation tool’s secret', async () => {
    const res = await createEnableDraftMode(configured())(new Request(ENABLE_URL))
    expect(res.status).toBe(401)
    expect(await res.text()).toBe('Invalid secret')
  })

  it('checks the secret against the Content Lake and refuses one it does not know', async () => {
    const before = lake.requests.length
    const res = await createEnableDraftMode(configured())(new Request(`${ENABLE_URL}?sanity-preview-secret=guessed&sanity-preview-pathname=/pricing`))
    expect(res.status).toBe(401)
    expect(lake.requests.slice(before)).toHaveLength(1)
  })
})
