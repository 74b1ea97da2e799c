import { Link } from '@/components/ui/link'
import { articleIndexHref, type ArticleType } from '@/lib/content/article-routes'
import type { ArticleCategory } from '@/lib/content/articles'

const pill = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors'

/**
 * Filter links: "All" and one per category with articles. Links, not a form, so every filtered
 * list is its own prerendered page (/blog/category/playbooks) that works without JavaScript.
 */
export function CategoryFilter({
  type,
  categories,
  active,
}: {
  type: ArticleType
  categories: ArticleCategory[]
  active: string | null
}) {
  if (categories.length === 0) return null
  const items = [
    { key: 'all', title: 'All', slug: null as string | null },
    ...categories.map((c) => ({ key: c._id, title: c.title, slug: c.slug })),
  ]
  return (
    <nav aria-label="Filter by category">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = item.slug === active
          return (
            <li key={item.key}>
              <Link
                prefetchOn="intent"
                href={articleIndexHref(type, { category: item.slug })}
                aria-current={current ? 'page' : undefined}
                className={`${pill} ${current ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-foreground hover:bg-muted'}`}
              >
                {item.title}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
