import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SectionRenderer } from '@/components/sections/section-renderer'
import { JsonLdScript } from '@/components/seo/json-ld'
import { getConfig } from '@/lib/config'
import { pageHref } from '@/lib/content/article-routes'
import { fetchProductByPath } from '@/lib/content/seo'
import { fetchPageBySlug, fetchPageSlugById, fetchSiteSettings } from '@/lib/content/site'
import { breadcrumbJsonLd, faqPageJsonLd, type JsonLd, serviceJsonLd } from '@/lib/seo/json-ld'
import { pageOgImagePath, seoMetadata } from '@/lib/seo/metadata'

type Page = NonNullable<Awaited<ReturnType<typeof fetchPageBySlug>>>

/** Breadcrumbs for every page but the landing page, FAQPage where a FAQ section appears, Service on a product's page. */
async function pageStructuredData(slug: string, page: Page): Promise<JsonLd[]> {
  const { siteUrl } = getConfig()
  const path = pageHref(slug)
  const data: JsonLd[] = []
  if (slug !== '/')
    data.push(
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: page.title ?? slug, path },
      ]),
    )
  const faq = faqPageJsonLd(
    (page.sections ?? []).flatMap((section) => (section._type === 'faq' ? (section.items ?? []) : [])),
  )
  if (faq) data.push(faq)
  const product = slug === '/' ? null : await fetchProductByPath(path)
  if (product?.name) {
    data.push(
      serviceJsonLd({
        siteUrl,
        name: product.name,
        description: product.description ?? product.tagline,
        path,
        startingPrice: product.startingPrice,
        imageUrl: product.image?.asset?.url,
      }),
    )
  }
  return data
}

/** Renders the CMS page with this slug, or the 404 page when there is none. */
export async function PageView({ slug }: { slug: string }) {
  const page = await fetchPageBySlug(slug)
  if (!page) notFound()
  return (
    <>
      <JsonLdScript data={await pageStructuredData(slug, page)} />
      <SectionRenderer sections={page.sections} showUnknown={getConfig().development} />
    </>
  )
}

/**
 * Title, description, canonical URL, robots, Open Graph and Twitter card from the page's SEO fields,
 * with the site defaults. The canonical URL is the page's own, or its "Canonical page"'s.
 */
export async function pageMetadata(slug: string): Promise<Metadata> {
  const [page, settings] = await Promise.all([fetchPageBySlug(slug), fetchSiteSettings()])
  // The not-found boundary's own metadata is not used when a page calls notFound().
  if (!page) return { title: 'Page Not Found' }
  const canonicalSlug = page.canonicalPageId ? await fetchPageSlugById(page.canonicalPageId) : null
  return seoMetadata({
    title: page.seo?.title ?? page.title ?? settings?.defaultSeo?.title,
    description: page.seo?.description ?? settings?.defaultSeo?.description,
    path: pageHref(slug),
    siteUrl: getConfig().siteUrl,
    canonicalPath: canonicalSlug ? pageHref(canonicalSlug) : null,
    siteName: settings?.agencyName ?? 'Kestrel AI',
    absoluteTitle: slug === '/',
    noIndex: page.seo?.noIndex,
    image: { url: pageOgImagePath(slug), alt: page.title ?? '' },
  })
}
