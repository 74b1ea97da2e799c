import type { MetadataRoute } from 'next'

/** Crawl every public page; keep crawlers out of the Studio, the API and the staff inbox. Points at the sitemap. */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/staff'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}
