import type { MetadataRoute } from 'next'
import { getConfig } from '@/lib/config'
import { fetchSitemapData } from '@/lib/content/seo'
import { buildSitemap } from '@/lib/seo/sitemap'

/** /sitemap.xml: every page, product page, post and news item; revalidated with their cache tags. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await fetchSitemapData(), getConfig().siteUrl)
}
