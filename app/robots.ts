import type { MetadataRoute } from 'next'
import { getConfig } from '@/lib/config'
import { robotsRules } from '@/lib/seo/robots'

/** /robots.txt */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(getConfig().siteUrl)
}
