import { describe, expect, it } from 'vitest'
import { collectMigrationMutations, type Migration, type MigrationContext, type Mutation } from 'sanity/migrate'
import chatAssistantTools from '@/studio/migrations/chat-assistant-tools'
import pageSearchSettings from '@/studio/migrations/page-search-settings'
import { loadSeedDataset, type SeedDocument } from '@/lib/content/seed-dataset'

/**
 * The Studio's dataset migrations (studio/migrations), run by Sanity's own runner over documents in
 * memory; a migration reads nothing beyond them (context.filtered answers from the same documents).
 */
async function mutationsFor(documents: SeedDocument[], migration: Migration = chatAssistantTools): Promise<Mutation[]> {
  async function* all() {
    for (const document of documents) yield document as never
  }
  const context = {
    filtered: { getDocument: async (id: string) => documents.find((document) => document._id === id) },
  } as unknown as MigrationContext
  const mutations: Mutation[] = []
  for await (const batch of collectMigrationMutations(migration, all, context))
    mutations.push(...(Array.isArray(batch) ? batch : [batch]).filter((m): m is Mutation => m.type !== undefined))
  return mutations
}

describe('chat-assistant-tools: Michael’s list of tools for a dataset imported before it existed', () => {
  const seedMichael = loadSeedDataset().find((doc) => doc._type === 'chatAssistant')!
  const { tools: seedTools, ...olderMichael } = seedMichael

  it('gives a Michael without the field the seed’s list, keyed, and touches nothing else', async () => {
    const mutations = await mutationsFor([
      olderMichael as SeedDocument,
      ...loadSeedDataset().filter((d) => d._type === 'product'),
    ])
    expect(mutations).toHaveLength(1)
    const [mutation] = mutations as [
      { type: string; id: string; patches: { path: string[]; op: { type: string; value: unknown } }[] },
    ]
    expect(mutation).toMatchObject({ type: 'patch', id: 'chatAssistant' })
    expect(mutation.patches).toHaveLength(1)
    const [{ path, op }] = mutation.patches as [
      { path: string[]; op: { type: string; value: { name: string; _key: string }[] } },
    ]
    expect(path).toEqual(['tools'])
    expect(op.type).toBe('setIfMissing')
    expect(op.value.map((tool) => tool.name)).toEqual((seedTools as { name: string }[]).map((tool) => tool.name))
    expect(new Set(op.value.map((tool) => tool._key)).size).toBe(op.value.length)
    expect(op.value).toContainEqual(expect.objectContaining({ name: 'Square', capitalisedOnly: true }))
  })

  it('leaves a Michael that has the field alone, even with the list emptied', async () => {
    expect(await mutationsFor([seedMichael])).toEqual([])
    expect(await mutationsFor([{ ...seedMichael, tools: [] }])).toEqual([])
  })
})

describe('page-search-settings: the seed’s hidden and canonical pages for a dataset imported before they existed', () => {
  type Page = SeedDocument & { seo?: Record<string, unknown>; canonicalPage?: unknown }
  const seedPages = loadSeedDataset().filter((doc) => doc._type === 'page') as Page[]
  /** The pages as the seed had them before: every switch off, no canonical page. */
  const olderPages = seedPages.map(({ canonicalPage: _canonical, ...page }) => ({
    ...page,
    seo: { ...page.seo, noIndex: false },
  })) as Page[]
  type Patch = { type: string; id: string; patches: Array<{ path: string[]; op: { type: string; value: unknown } }> }
  const byId = (mutations: Mutation[]) =>
    Object.fromEntries(
      (mutations as unknown as Patch[]).map((m) => [
        m.id,
        m.patches.map((p) => ({ path: p.path.join('.'), op: p.op.type, value: p.op.value })),
      ]),
    )
  const hide = [
    { path: 'seo', op: 'setIfMissing', value: { _type: 'seo' } },
    { path: 'seo.noIndex', op: 'set', value: true },
  ]
  const canonical = (id: string) => ({
    path: 'canonicalPage',
    op: 'setIfMissing',
    value: { _type: 'reference', _ref: id },
  })

  it('hides /thank-you, /home and /contact2 and names / and /contact as canonical pages, one patch each, nothing else', async () => {
    const mutations = await mutationsFor(olderPages, pageSearchSettings)
    expect((mutations as unknown as Patch[]).every((m) => m.type === 'patch')).toBe(true)
    expect(byId(mutations)).toEqual({
      'page-thank-you': hide,
      'page-home': [...hide, canonical('page-landing')],
      'page-contact2': [...hide, canonical('page-contact')],
    })
  })

  it('gives a draft the same, and makes an SEO object where a page has none', async () => {
    const home = olderPages.find((page) => page._id === 'page-home')!
    const { seo: _seo, ...withoutSeo } = home
    const mutations = await mutationsFor(
      [...olderPages, { ...withoutSeo, _id: 'drafts.page-home' } as Page],
      pageSearchSettings,
    )
    expect(byId(mutations)['drafts.page-home']).toEqual([...hide, canonical('page-landing')])
  })

  it('leaves a canonical page a marketer set, and sets none to a page that is gone', async () => {
    const pages = olderPages
      .filter((page) => page._id !== 'page-contact')
      .map((page) =>
        page._id === 'page-home' ? { ...page, canonicalPage: { _type: 'reference', _ref: 'page-about' } } : page,
      )
    expect(byId(await mutationsFor(pages, pageSearchSettings))).toEqual({
      'page-thank-you': hide,
      'page-home': hide,
      'page-contact2': hide,
    })
  })

  it('changes nothing in a dataset that has the settings', async () => {
    expect(await mutationsFor(seedPages, pageSearchSettings)).toEqual([])
    expect(await mutationsFor(loadSeedDataset(), pageSearchSettings)).toEqual([])
  })
})
