import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/components/articles/article-view'
import { getConfig } from '@/lib/config'
import { articleFeedHref, articleHref, articleSections, type ArticleType } from '@/lib/content/article-routes'
import { fetchArticle, fetchArticleSlugs } from '@/lib/content/articles'
import { fetchPageBySlug, fetchSiteSettings } from '@/lib/content/site'
import { seoMetadata } from '@/lib/seo/metadata'
import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from '@/lib/seo/og-image'
import { formatDate } from '@/lib/format-date'

type Params = Promise<{ slug: string }>

/** Title, description, canonical URL and Open Graph article data from the article's SEO fields. */
export async function articleMetadata(type: ArticleType, slug: string): Promise<Metadata> {
  const [article, settings] = await Promise.all([fetchArticle(type, slug), fetchSiteSettings()])
  if (!article) return { title: 'Page Not Found' }
  const agency = settings?.agencyName ?? 'Kestrel AI'
  return seoMetadata({
    title: article.seo?.title ?? article.title,
    description: article.seo?.description ?? article.excerpt ?? settings?.defaultSeo?.description,
    path: articleHref(type, slug),
    siteUrl: getConfig().siteUrl,
    siteName: agency,
    noIndex: article.seo?.noIndex,
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article._updatedAt,
      authors: article.author?.name ? [article.author.name] : undefined,
      section: article.categories?.[0]?.title,
      tags: article.categories?.flatMap((c) => (c.title ? [c.title] : [])),
    },
    feeds: [{ title: `${agency} ${articleSections[type].feedTitle}`, href: articleFeedHref(type) }],
  })
}

/** /blog/[slug] and /news/[slug]: every article prerendered, a new one rendered on first visit. */
export function articleDetailRoutes(type: ArticleType) {
  return {
    generateStaticParams: async () => (await fetchArticleSlugs(type)).map((slug) => ({ slug })),
    generateMetadata: async ({ params }: { params: Params }) => articleMetadata(type, (await params).slug),
    Page: async ({ params }: { params: Params }) => {
      const { slug } = await params
      const [article, page] = await Promise.all([
        fetchArticle(type, slug),
        fetchPageBySlug(articleSections[type].pageSlug),
      ])
      if (!article) notFound()
      return <ArticleView article={article} sectionTitle={page?.title ?? articleSections[type].label} />
    },
    /** The share card: section, title, author and date. */
    OgImage: async ({ params }: { params: Params }) => {
      const { slug } = await params
      const [article, settings] = await Promise.all([fetchArticle(type, slug), fetchSiteSettings()])
      return renderOgImage({
        siteName: settings?.agencyName ?? 'Kestrel AI',
        eyebrow: [articleSections[type].label, article?.categories?.[0]?.title].filter(Boolean).join(' · '),
        title: article?.title ?? articleSections[type].label,
        footer: [article?.author?.name, formatDate(article?.publishedAt)].filter(Boolean).join(' · '),
      })
    },
  }
}

export { OG_CONTENT_TYPE, OG_SIZE }
