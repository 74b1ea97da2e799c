import type { InboxFilter } from '@/lib/leads/inbox/inbox'
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/lib/leads/inbox/workflow'
import { buttonClasses } from '@/components/ui/button-classes'
import { InboxViewFilters, type ViewFilterOptions } from './inbox-view-filters'
import { inputClass, labelClass } from './styles'

/** Search and filters as a plain GET form: the address holds the view, so it can be shared and reloaded. */
export function InboxFilters({
  filter,
  sources,
  viewOptions = { traffic: [], campaigns: [] },
}: {
  filter: InboxFilter
  sources: string[]
  viewOptions?: ViewFilterOptions
}) {
  return (
    <form
      method="get"
      action="/staff"
      role="search"
      aria-label="Leads"
      className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-3"
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
      <InboxViewFilters filter={filter} options={viewOptions} />
      <button type="submit" className={buttonClasses()}>
        Apply
      </button>
    </form>
  )
}
