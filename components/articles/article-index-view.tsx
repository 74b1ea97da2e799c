import { notFound } from 'next/navigation'
import { SectionRenderer } from '@/components/sections/section-renderer'
import { JsonLdScript } from '@/components/seo/json-ld'
import { getConfig } from '@/lib/config'
import {
  articleFeedHref,
  articleIndexHref,
  articleSections,
  type ArticleType,
  pageCount,
  pageHref,
} from '@/lib/content/article-routes'
import { fetchArticleCategories, fetchArticleIndex } from '@/lib/content/articles'
import { fetchPageBySlug } from '@/lib/content/site'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { ArticleGrid } from './article-grid'
import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { CategoryFilter } from './category-filter'
import { Pagination } from './pagination'

/** Everything an index URL shows, or null when the category or page does not exist (404). */
export async function loadArticleIndex(type: ArticleType, category: string | null, page: number) {
  const [index, categories, cmsPage] = await Promise.all([
    fetchArticleIndex(type, category, page),
    fetchArticleCategories(type),
    fetchPageBySlug(articleSections[type].pageSlug),
  ])
  const activeCategory = category ? categories.find((c) => c.slug === category) : null
  const pages = pageCount(index.total)
  if ((category && !activeCategory) || page > pages) return null
  const title = cmsPage?.title ?? articleSections[type].label
  return { index, categories, cmsPage, activeCategory, pages, title }
}

/**
 * An index of posts or news: the CMS page's own sections on its first page (hero and intro, edited
 * in the Studio), a compact header on filtered and later pages, then the category filter, the
 * cards newest first and the pagination.
 */
export async function ArticleIndexView({
  type,
  category,
  page,
}: {
  type: ArticleType
  category: string | null
  page: number
}) {
  const data = await loadArticleIndex(type, category, page)
  if (!data) notFound()
  const { index, categories, cmsPage, activeCategory, pages, title } = data
  const section = articleSections[type]
  const isFirstPage = !category && page === 1
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: title, path: pageHref(section.pageSlug) },
    ...(activeCategory ? [{ name: activeCategory.title ?? '', path: articleIndexHref(type, { category }) }] : []),
    ...(page > 1 ? [{ name: `Page ${page}`, path: articleIndexHref(type, { category, page }) }] : []),
  ]
  const heading = activeCategory ? (activeCategory.title ?? title) : title
  const listHeading = activeCategory
    ? `${section.label}: ${activeCategory.title}`
    : type === 'post'
      ? 'Latest posts'
      : 'Latest news'

  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(getConfig().siteUrl, crumbs)} />
      {isFirstPage && cmsPage ? (
        <SectionRenderer sections={cmsPage.sections} showUnknown={getConfig().development} />
      ) : (
        <header className="bg-linear-to-b from-muted to-background py-12 sm:py-16">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <Breadcrumbs items={crumbs} />
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
            {activeCategory?.description && (
              <p className="mt-4 max-w-2xl text-lg leading-8 text-muted-foreground">{activeCategory.description}</p>
            )}
            {pages > 1 && (
              <p className="mt-3 text-sm text-muted-foreground">
                Page {page} of {pages}
              </p>
            )}
          </div>
        </header>
      )}
      <section aria-labelledby="article-list-heading" data-article-index={type} className="pb-16 sm:pb-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="article-list-heading" className="sr-only">
            {listHeading}
          </h2>
          <CategoryFilter type={type} categories={categories} active={category} />
          <div className="mt-8">
            {index.articles.length > 0 ? (
              <ArticleGrid articles={index.articles} headingLevel="h3" />
            ) : (
              <p className="rounded-2xl border border-dashed border-border p-10 text-center text-muted-foreground">
                Nothing published here yet.
              </p>
            )}
          </div>
          <Pagination type={type} category={category} page={page} pages={pages} />
          <p className="mt-10 text-center text-sm text-muted-foreground">
            {/* A plain link: the feed is XML, not a page the router can render. */}
            <a
              href={articleFeedHref(type)}
              type="application/atom+xml"
              className="underline underline-offset-4 hover:text-foreground"
            >
              Subscribe to the {section.label.toLowerCase()} feed (Atom)
            </a>
          </p>
        </div>
      </section>
    </>
  )
}
