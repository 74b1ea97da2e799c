import type { InboxFilter } from '@/lib/leads/inbox/inbox'
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/lib/leads/inbox/workflow'
import { buttonClasses } from '@/components/ui/button-classes'
import { inputClass, labelClass } from './styles'

/** Search and filters as a plain GET form: the address holds the view, so it can be shared and reloaded. */
export function InboxFilters({ filter, sources }: { filter: InboxFilter; sources: string[] }) {
  return (
    <form
      method="get"
      action="/staff"
      role="search"
      aria-label="Leads"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor="inbox-q" className={labelClass}>
          Search name, email or company
        </label>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={filter.q ?? ''}
          maxLength={100}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="inbox-status" className={labelClass}>
          Status
        </label>
        <select id="inbox-status" name="status" defaultValue={filter.status ?? ''} className={inputClass}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-source" className={labelClass}>
          Source
        </label>
        <select id="inbox-source" name="source" defaultValue={filter.source ?? ''} className={inputClass}>
          <option value="">Any source</option>
          {sources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses()}>
        Apply
      </button>
    </form>
  )
}
