import { seedDocuments } from './seed'

/** Blog posts and news items of the seed dataset, as the site should show them. */
export type SeedArticle = {
  _id: string
  _type: 'post' | 'newsItem'
  title: string
  slug: string
  excerpt: string
  publishedAt: string
  author: { name: string }
  categories: Array<{ title: string; slug: string }>
  cover: { alt: string }
  body: Array<{
    _type: string
    style?: string
    listItem?: string
    alt?: string
    caption?: string
    title?: string
    tone?: string
    heading?: string
    buttonLabel?: string
    buttonHref?: string
    filename?: string
    children?: Array<{ text: string }>
  }>
}

type Raw = Record<string, unknown> & { _id: string; _type: string }

export function seedArticles(type: 'post' | 'newsItem'): SeedArticle[] {
  const docs = seedDocuments() as Raw[]
  const byId = new Map(docs.map((d) => [d._id, d]))
  return docs
    .filter((d) => d._type === type && !d._id.startsWith('drafts.'))
    .map((d) => {
      const author = byId.get((d.author as { _ref: string })._ref)!
      return {
        _id: d._id,
        _type: type,
        title: d.title as string,
        slug: (d.slug as { current: string }).current,
        excerpt: d.excerpt as string,
        publishedAt: d.publishedAt as string,
        author: { name: author.name as string },
        categories: (d.categories as Array<{ _ref: string }>).map((ref) => {
          const category = byId.get(ref._ref)!
          return { title: category.title as string, slug: (category.slug as { current: string }).current }
        }),
        cover: { alt: (d.coverImage as { alt: string }).alt },
        body: d.body as SeedArticle['body'],
      }
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
}

export const blockText = (block: SeedArticle['body'][number]) => (block.children ?? []).map((c) => c.text).join('')

/** The page size of the indexes (lib/content/article-routes.ts ARTICLES_PER_PAGE). */
export const PAGE_SIZE = 6
