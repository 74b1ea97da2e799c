import type { LeadAttribution } from '@/lib/leads/capture/attribution'
import { attributionRows } from '@/lib/leads/delivery/lead-message'

const termClass = 'text-sm text-muted-foreground'

/** Where the visitor came from, as the site recorded it before they left their details. */
export function LeadAttributionDetails({ attribution }: { attribution: LeadAttribution | undefined }) {
  if (!attribution) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing was recorded (a lead from before this was kept, or a browser that keeps no session storage).
      </p>
    )
  }
  // The email's rows, but the pages viewed, which get a list of their own below.
  const rows = attributionRows({ ...attribution, pagesViewed: undefined })
  const pages = attribution.pagesViewed ?? []
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className={termClass}>{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {pages.length > 0 && (
        <div>
          <h3 className="text-sm font-medium">Pages viewed before converting ({pages.length})</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
            {pages.map((page, index) => (
              <li key={`${index}-${page}`} className="break-all">
                {page}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  )
}
