import { validateDocument, type ValidationClient } from '@sanity/validation'
import { createSchema } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSeedDataset, type SeedDocument } from '@/lib/content/seed-dataset'
import { telHref } from '@/lib/phone/phone-number'
import { schemaTypes, singletonTypes } from '@/studio/schema-types'
import { createSeedValidationClient } from '../fixtures/seed-client'

const schema = createSchema({ name: 'default', types: schemaTypes })
const dataset = loadSeedDataset()
const contentDocuments = dataset.filter((doc) => !doc._type.startsWith('sanity.'))

/** Every `_ref` anywhere inside a value. */
function referencesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => referencesIn(item, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record._ref === 'string') found.push(record._ref)
    Object.values(record).forEach((child) => referencesIn(child, found))
  }
  return found
}

describe('seed dataset', () => {
  const ids = new Set(dataset.map((doc) => doc._id))
  const results = new Map<string, string[]>()

  beforeAll(async () => {
    const client = createSeedValidationClient(dataset) as unknown as ValidationClient
    for (const document of contentDocuments) {
      const result = await validateDocument({
        document: { _createdAt: '2026-11-01T00:00:00Z', _updatedAt: '2026-11-01T00:00:00Z', _rev: 'seed', ...document },
        schema,
        client,
        getDocumentExists: async ({ id }) => ids.has(id),
      })
      results.set(
        document._id,
        result.markers
          .filter((marker) => marker.level === 'error')
          .map(
            (marker) =>
              `${marker.path.map((p) => (typeof p === 'object' ? JSON.stringify(p) : p)).join('.')}: ${marker.message}`,
          ),
      )
    }
  }, 120_000)

  it('has only document types the Studio schema defines', () => {
    const known = new Set<string>(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name))
    const unknown = contentDocuments.filter((doc) => !known.has(doc._type)).map((doc) => `${doc._id} (${doc._type})`)
    expect(unknown).toEqual([])
  })

  it('passes the Studio validation rules with zero errors', () => {
    const failures = Object.fromEntries([...results].filter(([, errors]) => errors.length > 0))
    expect(failures).toEqual({})
  })

  it('has no reference to a missing document', () => {
    const broken = contentDocuments.flatMap((doc) =>
      referencesIn(doc)
        .filter((id) => !ids.has(id))
        .map((id) => `${doc._id} -> ${id}`),
    )
    expect(broken).toEqual([])
  })

  it('has unique slugs per document type', () => {
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const doc of contentDocuments) {
      const slug = (doc.slug as { current?: string } | undefined)?.current
      if (!slug) continue
      const key = `${doc._type}:${slug}`
      if (seen.has(key)) duplicates.push(`${key} (${seen.get(key)} and ${doc._id})`)
      seen.set(key, doc._id)
    }
    expect(duplicates).toEqual([])
  })

  it('gives the agency a phone number that dials, and the Studio refuses one that does not', async () => {
    const settings = contentDocuments.find((doc) => doc._type === 'siteSettings')!
    expect(telHref(settings.phone as string)).toBe('tel:+12125550147')
    const phoneErrors = async (phone: string) => {
      const result = await validateDocument({
        document: {
          _createdAt: '2026-11-01T00:00:00Z',
          _updatedAt: '2026-11-01T00:00:00Z',
          _rev: 'seed',
          ...settings,
          phone,
        },
        schema,
        client: createSeedValidationClient(dataset) as unknown as ValidationClient,
        getDocumentExists: async ({ id }) => ids.has(id),
      })
      return result.markers
        .filter((marker) => marker.level === 'error' && marker.path[0] === 'phone')
        .map((m) => m.message)
    }
    expect(await phoneErrors('+44 20 7946 0958')).toEqual([])
    expect(await phoneErrors('555-0147')).toEqual([
      'Not a phone number that can be dialled: write it with its country code, for example +1 (212) 555-0147',
    ])
  })

  it('holds exactly one document of each singleton type, under its fixed id', () => {
    for (const type of singletonTypes) {
      const docs: SeedDocument[] = contentDocuments.filter((doc) => doc._type === type)
      expect(docs.map((doc) => doc._id)).toEqual([type])
    }
  })
})
