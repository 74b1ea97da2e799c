import type { InboxFilter } from '@/lib/leads/inbox/inbox'
import { inboxQueryString } from '@/lib/staff/inbox-query'
import { buttonClasses } from '@/components/ui/button-classes'

export function Pagination({ filter, page, pages }: { filter: InboxFilter; page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages of leads" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <a
          href={`/staff${inboxQueryString(filter, page - 1)}`}
          className={buttonClasses({ variant: 'secondary' })}
          rel="prev"
        >
          Previous page
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <a
          href={`/staff${inboxQueryString(filter, page + 1)}`}
          className={buttonClasses({ variant: 'secondary' })}
          rel="next"
        >
          Next page
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
