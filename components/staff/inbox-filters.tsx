'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { InboxFilter } from '@/lib/leads/inbox/inbox'
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/lib/leads/inbox/workflow'
import { INBOX_VIEWS } from '@/lib/staff/inbox-query'
import { buttonClasses } from '@/components/ui/button-classes'
import { inputClass, labelClass } from './styles'

/** Where the inbox's leads came from, as its traffic source and campaign filters offer them. */
export type ViewFilterOptions = { traffic: string[]; campaigns: string[] }

/** One of the inbox's filters: a labelled select whose first choice is "any"; with JavaScript a choice applies at once. */
function FilterSelect({
  name,
  label,
  any,
  value,
  options,
  onChange,
}: {
  name: string
  label: string
  any: string
  value: string | undefined
  options: { value: string; label: string }[]
  onChange: () => void
}) {
  return (
    <div>
      <label htmlFor={`inbox-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`inbox-${name}`} name={name} defaultValue={value ?? ''} className={inputClass} onChange={onChange}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** How long typing pauses before the search applies. */
export const SEARCH_DELAY_MS = 350

const subscribe = () => () => undefined

/**
 * Search and filters as a GET form: the address holds the view, so it can be shared and
 * reloaded. With JavaScript a change applies at once (a choice at once, typing after a pause,
 * through the App Router so the page is not reloaded and the search box keeps focus; the address
 * carries only what is set, and goes back to the first page),
 * the "Apply" button is not shown, and on a phone the status and source filters sit behind a
 * "Filters" button; without JavaScript it is the plain form, button included, all shown.
 */
export function InboxFilters({
  filter,
  sources,
  viewOptions = { traffic: [], campaigns: [] },
}: {
  filter: InboxFilter
  sources: { value: string; label: string }[]
  viewOptions?: ViewFilterOptions
}) {
  const enhanced = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const panelId = useId()
  useEffect(() => () => clearTimeout(typing.current), [])
  // The fields are the browser's own (uncontrolled): when the address changes otherwise ("Clear
  // filters", a view, Back), they are set to what it now says; the search box not while typed in.
  useEffect(() => {
    const fields = form.current?.elements
    if (!fields) return
    const set = (name: string, value: string) => {
      const field = fields.namedItem(name)
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
        if (field.value !== value && document.activeElement !== field) field.value = value
    }
    set('q', filter.q ?? '')
    set('status', filter.status ?? '')
    set('source', filter.source ?? '')
    set('view', filter.view ?? '')
    set('traffic', filter.traffic ?? '')
    set('campaign', filter.campaign ?? '')
  }, [filter.q, filter.status, filter.source, filter.view, filter.traffic, filter.campaign])
  const apply = () => {
    clearTimeout(typing.current)
    form.current?.requestSubmit()
  }
  const chosen = [filter.status, filter.source, filter.view, filter.traffic, filter.campaign].filter(Boolean).length
  return (
    <form
      ref={form}
      method="get"
      action="/staff"
      onSubmit={(event) => {
        event.preventDefault()
        clearTimeout(typing.current)
        const query = new URLSearchParams()
        for (const [name, value] of new FormData(event.currentTarget))
          if (typeof value === 'string' && value.trim()) query.set(name, value.trim())
        const search = query.toString()
        router.replace(search ? `/staff?${search}` : '/staff', { scroll: false })
      }}
      role="search"
      aria-label="Leads"
      className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-3"
    >
      {/* A view (unopened leads) is kept when the search or a filter changes. */}
      {filter.unopened ? <input type="hidden" name="unopened" value="1" /> : null}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
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
            onChange={() => {
              clearTimeout(typing.current)
              typing.current = setTimeout(apply, SEARCH_DELAY_MS)
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              apply()
            }}
          />
        </div>
        {enhanced ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className={buttonClasses({ variant: 'secondary', className: 'shrink-0 sm:hidden' })}
          >
            Filters{chosen ? ` (${chosen})` : ''}
          </button>
        ) : null}
      </div>
      <div id={panelId} className={`grid gap-3 sm:contents ${enhanced && !open ? 'max-sm:hidden' : ''}`}>
        <FilterSelect
          name="status"
          label="Status"
          any="Any status"
          value={filter.status}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
          onChange={apply}
        />
        <FilterSelect
          name="source"
          label="Source"
          any="Any source"
          value={filter.source}
          options={sources}
          onChange={apply}
        />
        <FilterSelect
          name="view"
          label="View"
          any="All leads"
          value={filter.view}
          options={Object.entries(INBOX_VIEWS).map(([value, label]) => ({ value, label }))}
          onChange={apply}
        />
        <FilterSelect
          name="traffic"
          label="Traffic source"
          any="Any traffic source"
          value={filter.traffic}
          options={viewOptions.traffic.map((value) => ({ value, label: value }))}
          onChange={apply}
        />
        <FilterSelect
          name="campaign"
          label="Campaign"
          any="Any campaign"
          value={filter.campaign}
          options={viewOptions.campaigns.map((value) => ({ value, label: value }))}
          onChange={apply}
        />
      </div>
      {/* For a browser without JavaScript; with it, every change applies by itself. */}
      <button type="submit" hidden={enhanced} className={buttonClasses()}>
        Apply
      </button>
    </form>
  )
}
