import { describe, expect, it } from 'vitest'
import { ARTICLE_INDEX_QUERY } from '@/lib/content/articles'
import { createLocalSource, CACHED_QUERY_LIMIT } from '@/lib/content/local-source'
import { PAGE_BY_SLUG_QUERY } from '@/lib/content/queries'
import { loadSeedDataset } from '@/lib/content/seed-dataset'

const dataset = loadSeedDataset()
const noTags = { tags: [] }

describe('the embedded content source keeps a bounded set of query results', () => {
  it('5,000 unknown slugs do not grow it, and known pages still answer', async () => {
    const source = createLocalSource(() => dataset)
    for (let i = 0; i < 5_000; i++) {
      expect(await source.fetch(PAGE_BY_SLUG_QUERY, { slug: `no-such-page-${i}` }, noTags)).toBeNull()
    }
    expect(source.cachedQueries).toBe(CACHED_QUERY_LIMIT)
    const pricing = await source.fetch(PAGE_BY_SLUG_QUERY, { slug: 'pricing' }, noTags)
    const about = await source.fetch(PAGE_BY_SLUG_QUERY, { slug: 'about' }, noTags)
    expect(pricing?.slug).toBe('pricing')
    expect(about?.slug).toBe('about')
  })

  it('an index page per parameter set, and at most CACHED_QUERY_LIMIT of those', async () => {
    const source = createLocalSource(() => dataset)
    for (let page = 0; page < 5 * CACHED_QUERY_LIMIT; page++) {
      await source.fetch(
        ARTICLE_INDEX_QUERY,
        { type: 'post', category: '', start: page * 6, end: page * 6 + 6 },
        noTags,
      )
    }
    expect(source.cachedQueries).toBe(CACHED_QUERY_LIMIT)
    // The slice still follows the parameters after evictions.
    const first = await source.fetch(ARTICLE_INDEX_QUERY, { type: 'post', category: '', start: 0, end: 6 }, noTags)
    const second = await source.fetch(ARTICLE_INDEX_QUERY, { type: 'post', category: '', start: 6, end: 12 }, noTags)
    expect(first.articles).toHaveLength(6)
    expect(second.articles.map((a) => a.slug)).not.toContain(first.articles[0]!.slug)
    expect(first.total).toBe(dataset.filter((d) => d._type === 'post' && !d._id.startsWith('drafts.')).length)
  })
})
