import { fetchPageSlugs } from '@/lib/content/site'
import { pageOgImage } from '@/lib/seo/page-og-image'

/**
 * /og/pricing, /og (landing page): the share card of each CMS page. A route handler because the
 * opengraph-image file convention cannot sit under the pages' catch-all segment.
 */
export const dynamic = 'force-static'

export async function generateStaticParams() {
  return (await fetchPageSlugs()).map((slug) => ({ slug: slug === '/' ? [] : slug.split('/') }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params
  return pageOgImage(slug && slug.length > 0 ? slug.join('/') : '/')
}
