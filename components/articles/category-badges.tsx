import { Link } from '@/components/ui/link'
import { articleIndexHref, type ArticleType } from '@/lib/content/article-routes'

type Category = { _id: string; title: string | null; slug: string | null }

/** The categories of an article, each a link to the filtered index. */
export function CategoryBadges({ type, categories }: { type: ArticleType; categories: Category[] | null | undefined }) {
  const linked = (categories ?? []).filter((c) => c.slug && c.title)
  if (linked.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Categories">
      {linked.map((category) => (
        <li key={category._id}>
          <Link
            prefetchOn="intent"
            href={articleIndexHref(type, { category: category.slug })}
            className="relative z-10 inline-flex rounded-full border border-border bg-background px-2.5 py-0.5 text-xs font-medium text-accent hover:border-accent"
          >
            {category.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
