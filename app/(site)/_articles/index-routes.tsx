import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { ArticleIndexView, loadArticleIndex } from '@/components/articles/article-index-view'
import { getConfig } from '@/lib/config'
import {
  articleFeedHref,
  articleIndexHref,
  articleSections,
  type ArticleType,
  pageCount,
  pageHref,
  parsePageNumber,
} from '@/lib/content/article-routes'
import { fetchArticleCategories, fetchArticleIndex } from '@/lib/content/articles'
import { fetchPageSlugById, fetchSiteSettings } from '@/lib/content/site'
import { pageOgImagePath, seoMetadata, withoutBrandSuffix } from '@/lib/seo/metadata'

/**
 * The index routes of /blog and /news, shared by both: the first page, later pages
 * (/blog/page/2) and category filters (/blog/category/playbooks, …/page/2). Every combination
 * that exists at build time is prerendered; ones published later render on first visit.
 */
type PageParams = Promise<{ page: string }>
type CategoryParams = Promise<{ category: string }>
type CategoryPageParams = Promise<{ category: string; page: string }>

async function indexMetadata(type: ArticleType, category: string | null, page: number): Promise<Metadata> {
  const [data, settings] = await Promise.all([loadArticleIndex(type, category, page), fetchSiteSettings()])
  if (!data) return { title: 'Page Not Found' }
  const { cmsPage, activeCategory, title } = data
  const section = articleSections[type]
  const agency = settings?.agencyName ?? 'Kestrel AI'
  // The page number goes before the brand suffix, which seoMetadata adds once.
  const base = activeCategory
    ? `${activeCategory.title} | ${title}`
    : withoutBrandSuffix(cmsPage?.seo?.title ?? title, agency)
  // The CMS page's "Canonical page" stands for the list itself, not its later pages or categories.
  const canonicalSlug =
    !category && page === 1 && cmsPage?.canonicalPageId ? await fetchPageSlugById(cmsPage.canonicalPageId) : null
  return seoMetadata({
    title: page > 1 ? `${base}, page ${page}` : base,
    description: activeCategory?.description ?? cmsPage?.seo?.description ?? settings?.defaultSeo?.description,
    path: articleIndexHref(type, { category, page }),
    siteUrl: getConfig().siteUrl,
    canonicalPath: canonicalSlug ? pageHref(canonicalSlug) : null,
    siteName: agency,
    noIndex: cmsPage?.seo?.noIndex,
    feeds: [{ title: `${agency} ${section.feedTitle}`, href: articleFeedHref(type) }],
    image: { url: pageOgImagePath(section.pageSlug), alt: title },
  })
}

/** Page numbers 2…n of an index, as route params. */
async function laterPages(type: ArticleType, category: string | null) {
  const { total } = await fetchArticleIndex(type, category, 1)
  return Array.from({ length: pageCount(total) - 1 }, (_, i) => String(i + 2))
}

/** The page number of a /page/[page] URL; /blog/page/1 redirects to /blog (one URL per list). */
function pageOrRedirect(type: ArticleType, category: string | null, value: string): number {
  const page = parsePageNumber(value)
  if (page === null) notFound()
  if (page === 1) permanentRedirect(articleIndexHref(type, { category }))
  return page
}

export function articleIndexRoutes(type: ArticleType) {
  return {
    index: {
      generateMetadata: () => indexMetadata(type, null, 1),
      Page: () => <ArticleIndexView type={type} category={null} page={1} />,
    },
    paged: {
      generateStaticParams: async () => (await laterPages(type, null)).map((page) => ({ page })),
      generateMetadata: async ({ params }: { params: PageParams }) => {
        const page = parsePageNumber((await params).page)
        return page ? indexMetadata(type, null, page) : { title: 'Page Not Found' }
      },
      Page: async ({ params }: { params: PageParams }) => {
        const page = pageOrRedirect(type, null, (await params).page)
        return <ArticleIndexView type={type} category={null} page={page} />
      },
    },
    category: {
      generateStaticParams: async () =>
        (await fetchArticleCategories(type)).flatMap((c) => (c.slug ? [{ category: c.slug }] : [])),
      generateMetadata: async ({ params }: { params: CategoryParams }) =>
        indexMetadata(type, (await params).category, 1),
      Page: async ({ params }: { params: CategoryParams }) => (
        <ArticleIndexView type={type} category={(await params).category} page={1} />
      ),
    },
    categoryPaged: {
      generateStaticParams: async () => {
        const categories = await fetchArticleCategories(type)
        const params = await Promise.all(
          categories.map(async (c) =>
            c.slug ? (await laterPages(type, c.slug)).map((page) => ({ category: c.slug!, page })) : [],
          ),
        )
        return params.flat()
      },
      generateMetadata: async ({ params }: { params: CategoryPageParams }) => {
        const { category, page } = await params
        const n = parsePageNumber(page)
        return n ? indexMetadata(type, category, n) : { title: 'Page Not Found' }
      },
      Page: async ({ params }: { params: CategoryPageParams }) => {
        const { category, page } = await params
        const n = pageOrRedirect(type, category, page)
        return <ArticleIndexView type={type} category={category} page={n} />
      },
    },
  }
}
