import { Link } from '@/components/ui/link'
import { articleHref, type ArticleType } from '@/lib/content/article-routes'
import type { Article } from '@/lib/content/articles'

type Neighbour = Article['previous']

function PagerLink({
  type,
  article,
  rel,
  label,
}: {
  type: ArticleType
  article: Neighbour
  rel: 'prev' | 'next'
  label: string
}) {
  if (!article?.slug) return <div />
  return (
    <Link
      prefetchOn="intent"
      href={articleHref(type, article.slug)}
      rel={rel}
      className={`flex flex-col gap-1 rounded-2xl border border-border p-5 hover:border-primary/60 hover:bg-muted ${rel === 'next' ? 'sm:items-end sm:text-right' : ''}`}
    >
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="font-semibold text-balance">{article.title}</span>
    </Link>
  )
}

/** The older and the newer article of the same type. */
export function ArticlePager({ type, previous, next }: { type: ArticleType; previous: Neighbour; next: Neighbour }) {
  if (!previous?.slug && !next?.slug) return null
  return (
    <nav aria-label="Previous and next articles" className="mt-12 grid gap-4 sm:grid-cols-2">
      <PagerLink type={type} article={previous} rel="prev" label="← Previous" />
      <PagerLink type={type} article={next} rel="next" label="Next →" />
    </nav>
  )
}
