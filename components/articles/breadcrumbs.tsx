import { Link } from '@/components/ui/link'

export type Crumb = { name: string; path: string }

/** Where this page sits: Home / Blog / Title. The last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link prefetchOn="intent" href={item.path} className="hover:text-foreground hover:underline">
                    {item.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
