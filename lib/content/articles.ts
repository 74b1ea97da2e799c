import 'server-only'
import { defineQuery } from 'next-sanity'
import { cache } from 'react'
import { ARTICLES_PER_PAGE, type ArticleType } from './article-routes'
import { fetchContent } from './index'
import { framedImageProjection, portableTextProjection } from './projections'
import { contentTags } from './site'

/** What a card on the index needs: no body, only its length for the reading time. */
const articleCardProjection = /* groq */ `{
  _id,
  _type,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  "author": author->{ name, role, avatar${framedImageProjection} },
  "categories": categories[]->{ _id, title, "slug": slug.current },
  coverImage${framedImageProjection},
  "characters": length(pt::text(body))
}`

/** The article types, spelled out so that typegen narrows results to posts and news items. */
const isArticle = /* groq */ `_type in ["post", "newsItem"]`

/** Articles of a type, optionally in one category ("" for all). */
const indexFilter = /* groq */ `${isArticle} && _type == $type && defined(slug.current) && ($category == "" || $category in categories[]->slug.current)`

/** One page of the index, newest first, and how many articles match in all. */
export const ARTICLE_INDEX_QUERY = defineQuery(`{
  "total": count(*[${indexFilter}]),
  "articles": *[${indexFilter}] | order(publishedAt desc, _id asc) [$start...$end] ${articleCardProjection}
}`)

/** Categories that at least one article of the type uses: the index's filter. */
export const ARTICLE_CATEGORIES_QUERY =
  defineQuery(`*[_type == "category" && defined(slug.current) && count(*[${isArticle} && _type == $type && defined(slug.current) && references(^._id)]) > 0] | order(title asc) {
  _id,
  title,
  "slug": slug.current,
  description
}`)

/** An article with its body, author card, neighbours by date and up to three related articles. */
export const ARTICLE_QUERY = defineQuery(`*[${isArticle} && _type == $type && slug.current == $slug][0]{
  _id,
  _type,
  _updatedAt,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  seo{ title, description, noIndex },
  "author": author->{ name, "slug": slug.current, role, bio, avatar${framedImageProjection} },
  "categories": categories[]->{ _id, title, "slug": slug.current },
  coverImage${framedImageProjection},
  body${portableTextProjection},
  "characters": length(pt::text(body)),
  "previous": *[${isArticle} && _type == ^._type && defined(slug.current) && publishedAt < ^.publishedAt] | order(publishedAt desc) [0]{ title, "slug": slug.current },
  "next": *[${isArticle} && _type == ^._type && defined(slug.current) && publishedAt > ^.publishedAt] | order(publishedAt asc) [0]{ title, "slug": slug.current },
  "related": *[${isArticle} && _type == ^._type && defined(slug.current) && _id != ^._id && references(^.categories[]._ref)] | order(publishedAt desc) [0...3] ${articleCardProjection}
}`)

export const ARTICLE_SLUGS_QUERY = defineQuery(
  `*[${isArticle} && _type == $type && defined(slug.current)].slug.current`,
)

/** The newest articles of the given types for the Atom feeds. */
export const ARTICLE_FEED_QUERY =
  defineQuery(`*[${isArticle} && _type in $types && defined(slug.current) && seo.noIndex != true] | order(publishedAt desc) [0...50]{
  _id,
  _type,
  _updatedAt,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  "author": author->name,
  "categories": categories[]->title
}`)

/** An index page or a detail page reads these documents besides the articles themselves. */
const referencedTags = [contentTags.type('author'), contentTags.type('category')]

/** Page `page` (from 1) of the index of a type, optionally filtered by a category slug. */
export const fetchArticleIndex = cache(async (type: ArticleType, category: string | null, page: number) => {
  const start = (page - 1) * ARTICLES_PER_PAGE
  const params = { type, category: category ?? '', start, end: start + ARTICLES_PER_PAGE }
  return fetchContent(ARTICLE_INDEX_QUERY, params, { tags: [contentTags.type(type), ...referencedTags] })
})

export const fetchArticleCategories = cache((type: ArticleType) =>
  fetchContent(ARTICLE_CATEGORIES_QUERY, { type }, { tags: [contentTags.type(type), contentTags.type('category')] }),
)

/** An article by slug, or null. Its neighbours and related articles make it depend on the whole type. */
export const fetchArticle = cache((type: ArticleType, slug: string) =>
  fetchContent(
    ARTICLE_QUERY,
    { type, slug },
    { tags: [contentTags.document(type, slug), contentTags.type(type), ...referencedTags] },
  ),
)

export async function fetchArticleSlugs(type: ArticleType): Promise<string[]> {
  const slugs = await fetchContent(ARTICLE_SLUGS_QUERY, { type }, { tags: [contentTags.type(type)] })
  return slugs.filter((slug): slug is string => typeof slug === 'string')
}

export function fetchArticleFeed(types: ArticleType[]) {
  return fetchContent(
    ARTICLE_FEED_QUERY,
    { types },
    {
      tags: [...types.map((type) => contentTags.type(type)), contentTags.type('author'), contentTags.type('category')],
    },
  )
}

export type ArticleIndex = Awaited<ReturnType<typeof fetchArticleIndex>>
export type ArticleCard = ArticleIndex['articles'][number]
export type Article = NonNullable<Awaited<ReturnType<typeof fetchArticle>>>
export type ArticleCategory = Awaited<ReturnType<typeof fetchArticleCategories>>[number]
