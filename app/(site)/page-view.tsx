import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SectionRenderer } from '@/components/sections/section-renderer'
import { getConfig } from '@/lib/config'
import { fetchPageBySlug, fetchSiteSettings } from '@/lib/content/site'

/** Renders the CMS page with this slug, or the 404 page when there is none. */
export async function PageView({ slug }: { slug: string }) {
  const page = await fetchPageBySlug(slug)
  if (!page) notFound()
  return <SectionRenderer sections={page.sections} showUnknown={getConfig().development} />
}

/** Title and description from the page's SEO fields, falling back to the site defaults. */
export async function pageMetadata(slug: string): Promise<Metadata> {
  const [page, settings] = await Promise.all([fetchPageBySlug(slug), fetchSiteSettings()])
  // The not-found boundary's own metadata is not used when a page calls notFound().
  if (!page) return { title: 'Page Not Found' }
  const title = page.seo?.title ?? page.title ?? settings?.defaultSeo?.title ?? undefined
  const description = page.seo?.description ?? settings?.defaultSeo?.description ?? undefined
  const path = slug === '/' ? '/' : `/${slug}`
  return {
    title: slug === '/' ? { absolute: title ?? '' } : title,
    description,
    alternates: { canonical: path },
    robots: page.seo?.noIndex ? { index: false, follow: true } : undefined,
  }
}
