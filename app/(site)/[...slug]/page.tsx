import { articleSections } from '@/lib/content/article-routes'
import { fetchPageSlugs } from '@/lib/content/site'
import { PageView, pageMetadata } from '../page-view'

// /blog and /news have their own routes (the CMS page's sections plus the article index).
const OWN_ROUTES = new Set<string>(Object.values(articleSections).map((section) => section.pageSlug))

type Props = { params: Promise<{ slug: string[] }> }

/** Every CMS page is prerendered; a page published later renders on first request. */
export async function generateStaticParams() {
  const slugs = await fetchPageSlugs()
  return slugs.filter((slug) => slug !== '/' && !OWN_ROUTES.has(slug)).map((slug) => ({ slug: slug.split('/') }))
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params
  return pageMetadata(slug.join('/'))
}

export default async function CmsPage({ params }: Props) {
  const { slug } = await params
  return <PageView slug={slug.join('/')} />
}
