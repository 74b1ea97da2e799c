import { describe, expect, it } from 'vitest'
import { collectMigrationMutations, type MigrationContext, type Mutation } from 'sanity/migrate'
import chatAssistantTools from '@/studio/migrations/chat-assistant-tools'
import { loadSeedDataset, type SeedDocument } from '@/lib/content/seed-dataset'

/** The Studio's dataset migrations (studio/migrations), run by Sanity's own runner over documents in memory. */
async function mutationsFor(documents: SeedDocument[]): Promise<Mutation[]> {
  async function* all() {
    for (const document of documents) yield document as never
  }
  const mutations: Mutation[] = []
  // The migration reads nothing beyond the documents it is given.
  for await (const batch of collectMigrationMutations(chatAssistantTools, all, {} as MigrationContext))
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
