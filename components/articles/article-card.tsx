import { Link } from '@/components/ui/link'
import { articleHref, type ArticleType } from '@/lib/content/article-routes'
import type { ArticleCard as ArticleCardData } from '@/lib/content/articles'
import { SanityImage } from '../ui/sanity-image'
import { ArticleMeta } from './article-meta'
import { CategoryBadges } from './category-badges'

/**
 * An article on the index: cover, categories, title, excerpt, date, author and reading time. The
 * title's link stretches over the card; the category links sit above it.
 */
export function ArticleCard({
  article,
  headingLevel = 'h2',
}: {
  article: ArticleCardData
  headingLevel?: 'h2' | 'h3'
}) {
  if (!article.slug) return null
  const Heading = headingLevel
  const type = article._type as ArticleType
  return (
    <article
      data-article-card={article.slug}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card transition-colors hover:border-primary/50"
    >
      <SanityImage
        image={article.coverImage}
        aspectRatio={16 / 9}
        sizes="(min-width: 1152px) 352px, (min-width: 768px) 45vw, 100vw"
        className="w-full border-b border-border"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadges type={type} categories={article.categories} />
        <Heading className="text-lg font-semibold leading-snug tracking-tight text-balance">
          <Link
            prefetchOn="intent"
            href={articleHref(type, article.slug)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && <p className="line-clamp-3 text-sm leading-6 text-muted-foreground">{article.excerpt}</p>}
        <ArticleMeta
          publishedAt={article.publishedAt}
          author={article.author?.name}
          characters={article.characters}
          className="mt-auto pt-2"
        />
      </div>
    </article>
  )
}
