// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InboxLead } from '@/lib/leads/inbox/inbox'
import { InboxFilters, SEARCH_DELAY_MS } from './inbox-filters'
import { InboxKeyboard } from './inbox-keyboard'
import { InboxViews } from './inbox-views'
import { LeadCards } from './lead-cards'
import { LeadTable } from './lead-table'
import { ConfirmForm } from './confirm-dialog'

// The App Router, whose address each change of the filters replaces.
const replace = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }))
vi.mock('next/link', () => ({
  default: ({ prefetch: _p, ...props }: Record<string, unknown>) => <a {...props} />,
}))

// jsdom has <dialog> but neither showModal() nor close().
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(() => {
  cleanup()
  replace.mockReset()
  vi.useRealTimers()
})

const now = new Date('2026-11-26T15:00:00Z')
const lead = (name: string, overrides: Partial<InboxLead> = {}): InboxLead => ({
  id: `id-${name}`,
  name,
  email: `${name.toLowerCase()}@reyes-plumbing.example`,
  company: 'Reyes Plumbing',
  source: 'chat',
  idempotencyKey: name,
  createdAt: new Date('2026-11-26T12:00:00Z'),
  status: 'new',
  ownerId: null,
  followUpOn: null,
  followUpNote: null,
  ...overrides,
})

describe('the inbox’s filters', () => {
  it('apply a choice at once and a search after a pause, without an Apply button', async () => {
    vi.useFakeTimers()
    render(<InboxFilters filter={{}} sources={[{ value: 'chat', label: 'Chat with Michael' }]} />)
    // The no-script button is there, hidden once JavaScript runs.
    const apply = document.querySelector<HTMLButtonElement>('button[type=submit]')!
    expect(apply.textContent).toBe('Apply')
    expect(apply.hidden).toBe(true)
    // Sources by their names, sent by their slugs.
    expect(screen.getByRole('option', { name: 'Chat with Michael' })).toHaveProperty('value', 'chat')
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'chat' } })
    // Only what is set, from the first page, without a new entry in the history or a jump to the top.
    expect(replace).toHaveBeenLastCalledWith('/staff?source=chat', { scroll: false })

    fireEvent.change(screen.getByLabelText('Search name, email or company'), { target: { value: ' reyes ' } })
    expect(replace).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS))
    expect(replace).toHaveBeenCalledTimes(2)
    expect(replace).toHaveBeenLastCalledWith('/staff?q=reyes&source=chat', { scroll: false })
  })

  it('keeps the status and source behind a Filters button on a phone, which says how many are chosen', () => {
    render(<InboxFilters filter={{ status: 'won', unopened: true }} sources={[]} />)
    const button = screen.getByRole('button', { name: 'Filters (1)' })
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel.className).toContain('max-sm:hidden')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel.className).not.toContain('max-sm:hidden')
    // The unopened view is kept when a filter changes.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } })
    expect(replace).toHaveBeenLastCalledWith('/staff?unopened=1&status=new', { scroll: false })
  })
})

describe('the inbox’s views', () => {
  it('count every lead, the unopened ones and each status, and mark the one shown', () => {
    render(
      <InboxViews
        filter={{ status: 'contacted', q: 'reyes' }}
        counts={{ total: 9, unopened: 3, byStatus: { new: 4, contacted: 2, qualified: 1, won: 1, lost: 1 } }}
      />,
    )
    const links = within(screen.getByRole('navigation', { name: 'Views' })).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'All leads 9',
      'Unopened 3',
      'New 4',
      'Contacted 2',
      'Qualified 1',
      'Won 1',
      'Lost 1',
    ])
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
      'Contacted 2',
    ])
    // The search is kept, the status replaced.
    expect(links[1]!.getAttribute('href')).toBe('/staff?q=reyes&unopened=1')
    expect(links[2]!.getAttribute('href')).toBe('/staff?q=reyes&status=new')
  })
})

describe('the leads as cards and as a table', () => {
  const leads = [lead('Dana'), lead('Sam', { firstOpened: { at: now, email: 'x@agency.example' }, status: 'won' })]

  it('shows name, company, status, source and age on a card, and marks the unopened', () => {
    // The browser's clock, which the age counts from once on the page.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
    render(<LeadCards leads={leads} now={now} />)
    const [dana, sam] = screen.getAllByRole('listitem')
    expect(dana!.textContent).toBe('DanaUnopenedReyes PlumbingNewChat with Michael3 hr. ago')
    expect(sam!.textContent).toBe('SamReyes PlumbingWonChat with Michael3 hr. ago')
    expect(within(dana!).getByRole('link', { name: 'Dana' }).getAttribute('href')).toBe('/staff/leads/id-Dana')
  })

  it('lets an email wrap only before its @ in the table', () => {
    render(<LeadTable leads={leads} now={now} />)
    const cell = screen.getAllByRole('cell').find((c) => c.textContent === 'dana@reyes-plumbing.example')!
    expect(cell.innerHTML).toBe('dana<wbr>@reyes-plumbing.example')
    expect(cell.className).not.toContain('break-all')
  })
})

describe('the inbox’s keyboard', () => {
  function inbox() {
    return render(
      <>
        <InboxKeyboard />
        <input id="inbox-q" aria-label="Search" />
        <LeadCards leads={[lead('Dana'), lead('Sam'), lead('Lee')]} now={now} />
      </>,
    )
  }
  // jsdom lays nothing out: every lead link counts as on screen.
  beforeAll(() => {
    Element.prototype.getClientRects = function () {
      return [{}] as unknown as DOMRectList
    }
    Element.prototype.scrollIntoView = () => undefined
  })
  const key = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key, bubbles: true })

  it('moves focus through the leads with j and k, focuses the search with /, lists the shortcuts with ?', () => {
    inbox()
    key('j')
    expect(document.activeElement!.textContent).toBe('Dana')
    key('j', document.activeElement!)
    key('j', document.activeElement!)
    expect(document.activeElement!.textContent).toBe('Lee')
    key('j', document.activeElement!)
    expect(document.activeElement!.textContent).toBe('Lee')
    key('k', document.activeElement!)
    expect(document.activeElement!.textContent).toBe('Sam')

    key('/', document.activeElement!)
    expect(document.activeElement).toBe(screen.getByLabelText('Search'))
    // Typing there is typing.
    key('j', document.activeElement!)
    expect(document.activeElement).toBe(screen.getByLabelText('Search'))

    key('?')
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['j', 'k', 'Enter', '/', '?'])
    // No shortcut while it is open.
    key('j')
    expect(document.activeElement).toBe(screen.getByLabelText('Search'))
  })
})

describe('a form that asks first', () => {
  it('sends nothing until confirmed, and nothing on Cancel', async () => {
    const action = vi.fn()
    render(
      <ConfirmForm
        action={action}
        title="Sign out on every device?"
        description="Really."
        confirmLabel="Sign out everywhere"
      >
        <input type="hidden" name="scope" value="global" />
        <button type="submit">Sign out everywhere</button>
      </ConfirmForm>,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' })))
    const dialog = screen.getByRole('dialog', { name: 'Sign out on every device?' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(action).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })))
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(action).not.toHaveBeenCalled()

    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Sign out everywhere' })[0]!))
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' })),
    )
    expect(action).toHaveBeenCalledTimes(1)
    expect(Object.fromEntries(action.mock.calls[0]![0] as FormData)).toEqual({ scope: 'global' })
  })
})
