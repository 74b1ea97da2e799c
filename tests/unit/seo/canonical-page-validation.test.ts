import { validateDocument, type ValidationClient } from '@sanity/validation'
import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { loadSeedDataset, type SeedDocument } from '@/lib/content/seed-dataset'
import { schemaTypes } from '@/studio/schema-types'
import { createSeedValidationClient } from '../../fixtures/seed-client'

/** The Studio's rules for a page's "Canonical page", run as the Studio runs them over the seed with some pages changed. */
const schema = createSchema({ name: 'default', types: schemaTypes })
const seed = loadSeedDataset()
const canonical = (id: string) => ({ canonicalPage: { _type: 'reference', _ref: id } })
const uncanonical = { canonicalPage: undefined }

/** What the Studio says about the "Canonical page" of page `id` once `changes` (by document id) are made. */
async function markersOf(id: string, changes: Record<string, Record<string, unknown>>) {
  const dataset = seed.map((doc) => (changes[doc._id] ? { ...doc, ...changes[doc._id] } : doc))
  const document = dataset.find((doc) => doc._id === id) as SeedDocument
  const result = await validateDocument({
    document: { _createdAt: '2026-11-01T00:00:00Z', _updatedAt: '2026-11-01T00:00:00Z', _rev: 'seed', ...document },
    schema,
    client: createSeedValidationClient(dataset) as unknown as ValidationClient,
    getDocumentExists: async ({ id: other }) => dataset.some((doc) => doc._id === other),
  })
  return result.markers
    .filter((marker) => marker.path[0] === 'canonicalPage')
    .map((marker) => ({ level: marker.level, message: marker.message }))
}

describe('a page’s "Canonical page" in the Studio', () => {
  it('takes another page of its own', async () => {
    expect(await markersOf('page-contact2', { 'page-contact2': canonical('page-contact') })).toEqual([])
    expect(await markersOf('page-pricing', { 'page-pricing': uncanonical })).toEqual([])
  })

  it('refuses the page itself', async () => {
    expect(await markersOf('page-pricing', { 'page-pricing': canonical('page-pricing') })).toEqual([
      { level: 'error', message: 'A page cannot be its own canonical page: leave this empty' },
    ])
  })

  it('refuses a page that names a canonical page of its own', async () => {
    expect(
      await markersOf('page-pricing', {
        'page-contact2': canonical('page-contact'),
        'page-pricing': canonical('page-contact2'),
      }),
    ).toEqual([
      {
        level: 'error',
        message:
          '/contact2 names a canonical page of its own: pick that page instead, since search engines do not follow one to the next',
      },
    ])
  })

  it('refuses one on a page that others name as theirs', async () => {
    expect(
      await markersOf('page-contact', {
        'page-contact2': canonical('page-contact'),
        'page-contact': canonical('page-pricing'),
      }),
    ).toEqual([
      {
        level: 'error',
        message:
          '/contact2 names this page as its canonical page: point it at the page you pick here first, since search engines do not follow one to the next',
      },
    ])
  })

  it('warns when the page picked is hidden from search', async () => {
    const hidden = seed.find((doc) => doc._id === 'page-launch')!
    expect(
      await markersOf('page-demo', {
        'page-launch': { seo: { ...(hidden.seo as object), noIndex: true } },
        'page-demo': canonical('page-launch'),
      }),
    ).toEqual([
      { level: 'warning', message: '/launch is hidden from search, so search engines will list neither page' },
    ])
  })
})
