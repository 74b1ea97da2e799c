import 'server-only'
import { defineQuery } from 'next-sanity'
import { cache } from 'react'
import { fetchContent } from './index'
import { imageProjection } from './projections'
import { contentTags } from './site'

/**
 * Every public URL the CMS knows: pages, product pages, posts and news items. Every page comes with
 * its search settings, which buildSitemap reads (a product's page it hides is left out too).
 */
export const SITEMAP_QUERY = defineQuery(`{
  "pages": *[_type == "page" && defined(slug.current)]{ "slug": slug.current, _updatedAt, "hidden": seo.noIndex == true, "canonicalSlug": canonicalPage->slug.current },
  "products": *[_type == "product" && defined(path)] | order(order asc){ path, _updatedAt },
  "articles": *[_type in ["post", "newsItem"] && defined(slug.current) && seo.noIndex != true] | order(publishedAt desc){ _type, "slug": slug.current, publishedAt, _updatedAt }
}`)

/** The product a product page presents (its `path` is the page's address): for Service structured data. */
export const PRODUCT_BY_PATH_QUERY = defineQuery(`*[_type == "product" && path == $path][0]{
  name,
  tagline,
  description,
  startingPrice,
  image${imageProjection}
}`)

export function fetchSitemapData() {
  return fetchContent(
    SITEMAP_QUERY,
    {},
    { tags: ['page', 'product', 'post', 'newsItem'].map((type) => contentTags.type(type)) },
  )
}

export const fetchProductByPath = cache((path: string) =>
  fetchContent(PRODUCT_BY_PATH_QUERY, { path }, { tags: [contentTags.type('product')] }),
)

export type SitemapData = Awaited<ReturnType<typeof fetchSitemapData>>
