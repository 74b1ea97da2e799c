import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_BY_SLUG_QUERY, SITE_SETTINGS_QUERY } from '@/lib/content/queries'
import { createSanitySource } from '@/lib/content/sanity-source'
import { loadSeedDataset } from '@/lib/content/seed-dataset'
import { ContentUnavailableError } from '@/lib/content/source'
import { startContentLake } from '../fixtures/content-lake-server'

const dataset = loadSeedDataset()
const noTags = { tags: [] }

let lake: Awaited<ReturnType<typeof startContentLake>>
let closed = false
const source = () =>
  createSanitySource({ projectId: 'test', dataset: 'production', apiVersion: '2025-10-01', apiHost: lake.url })

beforeEach(async () => {
  lake = await startContentLake(dataset)
  closed = false
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  if (!closed) await lake.close()
})

describe('the Sanity content source when the Content Lake is unreachable', () => {
  it('keeps answering with the last good content while the Content Lake fails with 503', async () => {
    const content = source()
    const before = await content.fetch(PAGE_BY_SLUG_QUERY, { slug: 'pricing' }, noTags)
    expect(before?.title).toEqual(expect.any(String))

    lake.setAvailable(false)
    const requestsBefore = lake.requests.length
    await expect(content.fetch(PAGE_BY_SLUG_QUERY, { slug: 'pricing' }, noTags)).resolves.toEqual(before)
    // It did ask (and retried) before falling back.
    expect(lake.requests.length).toBeGreaterThan(requestsBefore)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Sanity Content Lake unavailable .*; serving the last good result\.$/),
    )
  })

  it('keeps answering with the last good content when the Content Lake refuses connections', async () => {
    const content = source()
    const before = await content.fetch(SITE_SETTINGS_QUERY, {}, noTags)
    await lake.close()
    closed = true
    await expect(content.fetch(SITE_SETTINGS_QUERY, {}, noTags)).resolves.toEqual(before)
  })

  it('remembers each query with its own parameters', async () => {
    const content = source()
    await content.fetch(PAGE_BY_SLUG_QUERY, { slug: 'pricing' }, noTags)
    lake.setAvailable(false)
    await expect(content.fetch(PAGE_BY_SLUG_QUERY, { slug: 'about' }, noTags)).rejects.toThrow(ContentUnavailableError)
  })

  it('says clearly that content is unavailable when it has nothing to fall back on', async () => {
    lake.setAvailable(false)
    const failure = source().fetch(SITE_SETTINGS_QUERY, {}, noTags)
    await expect(failure).rejects.toThrow(ContentUnavailableError)
    await expect(failure).rejects.toThrow(
      /^The Sanity Content Lake is unavailable \(.+\) and this content has not been read before/,
    )
  })

  it('serves fresh content again once the Content Lake is back', async () => {
    const content = source()
    await content.fetch(PAGE_BY_SLUG_QUERY, { slug: 'pricing' }, noTags)
    lake.setAvailable(false)
    await content.fetch(PAGE_BY_SLUG_QUERY, { slug: 'pricing' }, noTags)
    lake.setAvailable(true)
    const requestsBefore = lake.requests.length
    await content.fetch(PAGE_BY_SLUG_QUERY, { slug: 'pricing' }, noTags)
    expect(lake.requests.length).toBe(requestsBefore + 1)
  })

  it('does not hide a query the Content Lake rejects (a bug, not an outage)', async () => {
    const content = source()
    await expect(content.fetch('*[_type == ', {}, noTags)).rejects.not.toThrow(ContentUnavailableError)
    await expect(content.fetch('*[_type == ', {}, noTags)).rejects.toThrow()
  })
})
