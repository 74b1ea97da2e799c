import { Link } from '@/components/ui/link'
import { articleIndexHref, type ArticleType } from '@/lib/content/article-routes'

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium'

/** Numbered pages with previous and next; every page is a plain, prerendered URL. */
export function Pagination({
  type,
  category,
  page,
  pages,
}: {
  type: ArticleType
  category: string | null
  page: number
  pages: number
}) {
  if (pages <= 1) return null
  const href = (n: number) => articleIndexHref(type, { category, page: n })
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link prefetchOn="intent" href={href(page - 1)} rel="prev" className={`${cell} border-border hover:bg-muted`}>
          Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              prefetchOn="intent"
              href={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={`${cell} ${n === page ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted'}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pages ? (
        <Link prefetchOn="intent" href={href(page + 1)} rel="next" className={`${cell} border-border hover:bg-muted`}>
          Next
        </Link>
      ) : null}
    </nav>
  )
}
