import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARTICLES_PER_PAGE } from '@/lib/content/article-routes'
import {
  ARTICLE_CATEGORIES_QUERY,
  ARTICLE_FEED_QUERY,
  ARTICLE_INDEX_QUERY,
  ARTICLE_QUERY,
  ARTICLE_SLUGS_QUERY,
} from '@/lib/content/articles'
import { createLocalSource } from '@/lib/content/local-source'
import { createSanitySource } from '@/lib/content/sanity-source'
import { SITEMAP_QUERY } from '@/lib/content/seo'
import { loadSeedDataset } from '@/lib/content/seed-dataset'
import type { ContentSource } from '@/lib/content/source'
import { startContentLake } from '../fixtures/content-lake-server'

const dataset = loadSeedDataset()
const noTags = { tags: [] }
type Doc = {
  _id: string
  _type: string
  slug: { current: string }
  publishedAt: string
  categories: Array<{ _ref: string }>
}
const docs = (type: string) =>
  (dataset.filter((d) => d._type === type) as unknown as Doc[]).sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  )
const categorySlug = (id: string) => (dataset.find((d) => d._id === id)!.slug as { current: string }).current

let lake: Awaited<ReturnType<typeof startContentLake>>
beforeAll(async () => {
  lake = await startContentLake(dataset)
})
afterAll(() => lake.close())

// The blog and news queries answer alike from the seed (groq-js) and from the Content Lake.
describe.each(['local', 'sanity'] as const)('article queries, %s source', (kind) => {
  let source: ContentSource
  beforeAll(() => {
    source =
      kind === 'local'
        ? createLocalSource(() => dataset)
        : createSanitySource({ projectId: 'test', dataset: 'production', apiVersion: '2025-10-01', apiHost: lake.url })
  })

  it.each(['post', 'newsItem'] as const)(
    'pages through every %s, newest first, with what a card shows',
    async (type) => {
      const expected = docs(type).map((d) => d.slug.current)
      const seen: string[] = []
      for (let start = 0; start < expected.length; start += ARTICLES_PER_PAGE) {
        const page = await source.fetch(
          ARTICLE_INDEX_QUERY,
          { type, category: '', start, end: start + ARTICLES_PER_PAGE },
          noTags,
        )
        expect(page.total).toBe(expected.length)
        for (const card of page.articles) {
          expect(card).toMatchObject({
            _type: type,
            title: expect.any(String),
            excerpt: expect.any(String),
            publishedAt: expect.any(String),
          })
          expect(card.author?.name).toEqual(expect.any(String))
          expect(card.coverImage?.alt).toEqual(expect.any(String))
          expect(card.coverImage?.asset?.url).toMatch(/^\/seed\/images\/cover-.+\.webp$/)
          expect(card.categories?.length).toBeGreaterThan(0)
          expect(card.characters).toBeGreaterThan(500)
          seen.push(card.slug!)
        }
      }
      expect(seen).toEqual(expected)
    },
  )

  it('filters by category', async () => {
    const posts = docs('post').filter((d) => d.categories.some((c) => categorySlug(c._ref) === 'playbooks'))
    const page = await source.fetch(
      ARTICLE_INDEX_QUERY,
      { type: 'post', category: 'playbooks', start: 0, end: 50 },
      noTags,
    )
    expect(page.total).toBe(posts.length)
    expect(page.articles.map((a) => a.slug)).toEqual(posts.map((d) => d.slug.current))
  })

  it('lists only the categories an article type uses', async () => {
    const news = await source.fetch(ARTICLE_CATEGORIES_QUERY, { type: 'newsItem' }, noTags)
    const used = new Set(docs('newsItem').flatMap((d) => d.categories.map((c) => categorySlug(c._ref))))
    expect(new Set(news.map((c) => c.slug))).toEqual(used)
  })

  it('reads an article with its body, author, neighbours and related articles', async () => {
    const posts = docs('post')
    const middle = posts[3]!
    const article = await source.fetch(ARTICLE_QUERY, { type: 'post', slug: middle.slug.current }, noTags)
    expect(article?._id).toBe(middle._id)
    expect(article?.author).toMatchObject({
      name: expect.any(String),
      role: expect.any(String),
      bio: expect.any(String),
    })
    expect(article?.author?.avatar?.asset?.url).toMatch(/avatar-/)
    expect(article?.next?.slug).toBe(posts[2]!.slug.current)
    expect(article?.previous?.slug).toBe(posts[4]!.slug.current)
    expect(article?.related.length).toBeGreaterThan(0)
    for (const related of article?.related ?? []) {
      expect(related._id).not.toBe(middle._id)
      expect(related.categories?.some((c) => middle.categories.some((m) => m._ref === c._id))).toBe(true)
    }
    const types = new Set(article?.body?.map((block) => block._type))
    expect(types).toContain('block')
  })

  it('resolves the images inside an article body to assets with their size', async () => {
    const article = await source.fetch(ARTICLE_QUERY, { type: 'post', slug: 'missed-call-revenue' }, noTags)
    const image = article?.body?.find((block) => block._type === 'image')
    expect(image).toMatchObject({
      alt: expect.any(String),
      caption: expect.any(String),
      asset: { url: expect.stringMatching(/^\/seed\/images\//), width: 1600, height: 900 },
    })
  })

  it('answers null for an unknown slug and lists every slug', async () => {
    expect(await source.fetch(ARTICLE_QUERY, { type: 'newsItem', slug: 'nope' }, noTags)).toBeNull()
    const slugs = await source.fetch(ARTICLE_SLUGS_QUERY, { type: 'newsItem' }, noTags)
    expect([...slugs].sort()).toEqual(
      docs('newsItem')
        .map((d) => d.slug.current)
        .sort(),
    )
  })

  it('feeds and the sitemap read every article', async () => {
    const feed = await source.fetch(ARTICLE_FEED_QUERY, { types: ['post', 'newsItem'] }, noTags)
    expect(feed).toHaveLength(docs('post').length + docs('newsItem').length)
    const sitemap = await source.fetch(SITEMAP_QUERY, {}, noTags)
    expect(sitemap.articles).toHaveLength(feed.length)
  })
})

describe('the seed’s articles', () => {
  it('has at least 8 blog posts and 6 news items, dated in 2026 up to November 20', () => {
    expect(docs('post').length).toBeGreaterThanOrEqual(8)
    expect(docs('newsItem').length).toBeGreaterThanOrEqual(6)
    for (const doc of [...docs('post'), ...docs('newsItem')]) {
      expect(doc.publishedAt >= '2026-01-01' && doc.publishedAt <= '2026-11-20T23:59:59Z', doc._id).toBe(true)
    }
  })

  it('gives every cover and inline image alt text, and several posts a captioned image', () => {
    let captioned = 0
    for (const doc of [...docs('post'), ...docs('newsItem')] as unknown as Array<{
      _id: string
      coverImage: { alt: string }
      body: Array<{ _type: string; alt?: string; caption?: string }>
    }>) {
      expect(doc.coverImage.alt.length, doc._id).toBeGreaterThan(10)
      for (const block of doc.body.filter((b) => b._type === 'image')) {
        expect(block.alt?.length, doc._id).toBeGreaterThan(10)
        if (block.caption) captioned++
      }
    }
    expect(captioned).toBeGreaterThanOrEqual(5)
  })

  it('links only to pages and articles that exist', () => {
    const paths = new Set([
      '/trynow', // the contact page under another address (app/(site)/trynow)
      ...dataset
        .filter((d) => d._type === 'page')
        .map((d) => {
          const s = (d.slug as { current: string }).current
          return s === '/' ? '/' : `/${s}`
        }),
      ...docs('post').map((d) => `/blog/${d.slug.current}`),
      ...docs('newsItem').map((d) => `/news/${d.slug.current}`),
    ])
    const hrefs = JSON.stringify(dataset.filter((d) => d._type === 'post' || d._type === 'newsItem'))
      .match(/"(?:href|buttonHref)":"(\/[^"]*)"/g)!
      .map((m) => m.split('":"')[1]!.slice(0, -1))
    expect(hrefs.length).toBeGreaterThan(20)
    expect(hrefs.filter((href) => !paths.has(href))).toEqual([])
  })
})
