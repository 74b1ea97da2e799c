import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionTypeNames } from '@/studio/schema-types/sections'
import { createLocalSource } from '@/lib/content/local-source'
import { PAGE_BY_SLUG_QUERY, PAGE_SLUGS_QUERY, SITE_SETTINGS_QUERY } from '@/lib/content/queries'
import { createSanitySource } from '@/lib/content/sanity-source'
import { loadSeedDataset } from '@/lib/content/seed-dataset'
import type { ContentSource } from '@/lib/content/source'
import { startContentLake } from '../fixtures/content-lake-server'

const dataset = loadSeedDataset()
const pageDocs = dataset.filter((doc) => doc._type === 'page')
const noTags = { tags: [] }

let lake: Awaited<ReturnType<typeof startContentLake>>
const sources: Record<'local' | 'sanity', () => ContentSource> = {
  local: () => createLocalSource(() => dataset),
  sanity: () =>
    createSanitySource({ projectId: 'test', dataset: 'production', apiVersion: '2025-10-01', apiHost: lake.url }),
}

beforeAll(async () => {
  lake = await startContentLake(dataset)
})
afterAll(() => lake.close())

// The same contract for both adapters: the embedded default must answer exactly like Sanity.
describe.each(['local', 'sanity'] as const)('%s content source', (kind) => {
  let source: ContentSource
  beforeAll(() => {
    source = sources[kind]()
  })

  it('says which source it is', () => {
    expect(source.kind).toBe(kind)
  })

  it('reads the site settings with navigation, footer and booking link', async () => {
    const settings = await source.fetch(SITE_SETTINGS_QUERY, {}, noTags)
    expect(settings?.agencyName).toEqual(expect.any(String))
    expect(settings?.navigation?.length).toBeGreaterThan(0)
    for (const item of settings?.navigation ?? []) {
      expect(item).toMatchObject({ _key: expect.any(String), name: expect.any(String), path: expect.any(String) })
    }
    expect(settings?.copyright).toEqual(expect.any(String))
    expect(settings?.closingCta?.heading).toEqual(expect.any(String))
  })

  it('lists every page slug in the dataset', async () => {
    const slugs = await source.fetch(PAGE_SLUGS_QUERY, {}, noTags)
    expect([...slugs].sort()).toEqual(pageDocs.map((doc) => (doc.slug as { current: string }).current).sort())
  })

  it('reads each page by slug with typed, known sections whose references are resolved', async () => {
    for (const doc of pageDocs) {
      const slug = (doc.slug as { current: string }).current
      const page = await source.fetch(PAGE_BY_SLUG_QUERY, { slug }, noTags)
      expect(page, slug).toMatchObject({ _id: doc._id, title: doc.title, slug })
      const sections = page?.sections ?? []
      expect(sections.length, `${slug} has sections`).toBe((doc.sections as unknown[] | undefined)?.length ?? 0)
      for (const section of sections) {
        expect(sectionTypeNames, slug).toContain(section._type)
        expect(section._key).toEqual(expect.any(String))
        if (section._type === 'productGrid') {
          for (const product of section.products ?? [])
            expect(product?.name, `${slug} product`).toEqual(expect.any(String))
        }
      }
    }
  })

  it('answers null for a slug no page has', async () => {
    expect(await source.fetch(PAGE_BY_SLUG_QUERY, { slug: 'no-such-page' }, noTags)).toBeNull()
  })
})

describe('sanity content source', () => {
  it('queries the configured API host, not the internet', async () => {
    const before = lake.requests.length
    await sources.sanity().fetch(PAGE_SLUGS_QUERY, {}, noTags)
    expect(lake.requests.slice(before)).toEqual(['/v2025-10-01/data/query/production'])
  })
})
