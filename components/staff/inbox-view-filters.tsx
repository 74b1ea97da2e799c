import type { InboxFilter } from '@/lib/leads/inbox/inbox'
import { INBOX_VIEWS, type InboxView } from '@/lib/staff/inbox-query'
import { inputClass, labelClass } from './styles'

export type ViewFilterOptions = { traffic: string[]; campaigns: string[] }

/**
 * The inbox's views (My leads, Unassigned, Due today, Overdue) and where leads came from
 * (traffic source, campaign), as fields of the inbox's filter form.
 */
export function InboxViewFilters({
  filter,
  options,
  onChange,
}: {
  filter: InboxFilter
  options: ViewFilterOptions
  /** With JavaScript, a choice applies at once (components/staff/inbox-filters.tsx). */
  onChange?: () => void
}) {
  return (
    <>
      <div>
        <label htmlFor="inbox-view" className={labelClass}>
          View
        </label>
        <select id="inbox-view" name="view" defaultValue={filter.view ?? ''} className={inputClass} onChange={onChange}>
          <option value="">All leads</option>
          {(Object.entries(INBOX_VIEWS) as [InboxView, string][]).map(([view, label]) => (
            <option key={view} value={view}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-traffic" className={labelClass}>
          Traffic source
        </label>
        <select
          id="inbox-traffic"
          name="traffic"
          defaultValue={filter.traffic ?? ''}
          className={inputClass}
          onChange={onChange}
        >
          <option value="">Any traffic source</option>
          {options.traffic.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-campaign" className={labelClass}>
          Campaign
        </label>
        <select
          id="inbox-campaign"
          name="campaign"
          defaultValue={filter.campaign ?? ''}
          className={inputClass}
          onChange={onChange}
        >
          <option value="">Any campaign</option>
          {options.campaigns.map((campaign) => (
            <option key={campaign} value={campaign}>
              {campaign}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
