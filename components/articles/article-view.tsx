import { JsonLdScript } from '@/components/seo/json-ld'
import { getConfig } from '@/lib/config'
import { articleHref, articleSections, type ArticleType, pageHref } from '@/lib/content/article-routes'
import type { Article } from '@/lib/content/articles'
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { RichText } from '../ui/portable-text'
import { SanityImage } from '../ui/sanity-image'
import { ArticleGrid } from './article-grid'
import { ArticleMeta } from './article-meta'
import { ArticlePager } from './article-pager'
import { AuthorCard } from './author-card'
import { Breadcrumbs } from './breadcrumbs'
import { CategoryBadges } from './category-badges'

/**
 * A blog post or news item: header with categories, title, excerpt and meta, the cover, the Portable
 * Text body, the author card, previous/next and related articles, plus Article and breadcrumb data.
 */
export function ArticleView({ article, sectionTitle }: { article: Article; sectionTitle: string }) {
  const type = article._type as ArticleType
  const section = articleSections[type]
  const { siteUrl } = getConfig()
  const path = articleHref(type, article.slug ?? '')
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: sectionTitle, path: pageHref(section.pageSlug) },
    { name: article.title ?? '', path },
  ]
  const structuredData = [
    articleJsonLd({
      siteUrl,
      kind: type,
      headline: article.title ?? '',
      description: article.seo?.description ?? article.excerpt,
      path,
      imageUrl: article.coverImage?.asset?.url,
      datePublished: article.publishedAt,
      dateModified: article._updatedAt,
      authorName: article.author?.name,
      section: article.categories?.[0]?.title,
      wordCount: article.characters ? Math.round(article.characters / 5.8) : undefined,
    }),
    breadcrumbJsonLd(siteUrl, crumbs),
  ]

  return (
    <article data-article={article.slug}>
      <JsonLdScript data={structuredData} />
      <header className="bg-linear-to-b from-muted to-background pt-10 pb-8 sm:pt-14">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <Breadcrumbs items={crumbs} />
          <div className="mt-8">
            <CategoryBadges type={type} categories={article.categories} />
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
          {article.excerpt && (
            <p className="mt-5 text-lg leading-8 text-pretty text-muted-foreground sm:text-xl">{article.excerpt}</p>
          )}
          <ArticleMeta
            publishedAt={article.publishedAt}
            author={article.author?.name}
            characters={article.characters}
            className="mt-6"
          />
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SanityImage
          image={article.coverImage}
          aspectRatio={16 / 9}
          priority
          sizes="(min-width: 1024px) 976px, 100vw"
          className="w-full rounded-2xl border border-border"
        />
      </div>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <RichText value={article.body} />
        <AuthorCard author={article.author} />
        <ArticlePager type={type} previous={article.previous} next={article.next} />
      </div>
      {article.related.length > 0 && (
        <section
          aria-labelledby="related-heading"
          data-related-articles
          data-deferred
          className="border-t border-border bg-muted/40 py-12 sm:py-16"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="related-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {type === 'post' ? 'Related posts' : 'More news'}
            </h2>
            <div className="mt-8">
              <ArticleGrid articles={article.related} headingLevel="h3" />
            </div>
          </div>
        </section>
      )}
    </article>
  )
}
