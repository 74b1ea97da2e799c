// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BookingButton } from './booking-button'
import { bookingNotes, rememberBookingDetails } from './booking-details'
import { BookingDialog, CALENDAR_TIMEOUT_MS } from './booking-dialog'
import { BookingHost } from './booking-host'

// The links to /contact are the site's own Link, which asks the App Router for the current path.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => '/' }))

// jsdom has <dialog> but neither showModal() nor close(): the browser's behaviour, as far as the dialog uses it.
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

/** Whether the booking provider can be reached: the dialog asks before it waits on its frame. */
let provider: () => Promise<Response>
beforeEach(() => {
  provider = () => Promise.resolve(new Response(null))
  vi.stubGlobal(
    'fetch',
    vi.fn(() => provider()),
  )
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const TITLE = 'Book your free 30-minute consultation'

/** The page as a visitor gets it: the host from the layout and a button that opens the dialog. */
async function openBooking(bookingUrl: string | null, contactEmail: string | null = null) {
  render(
    <>
      <BookingButton>Book a call</BookingButton>
      <BookingHost bookingUrl={bookingUrl} contactEmail={contactEmail} />
    </>,
  )
  expect(screen.queryByRole('dialog')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Book a call' }))
  return screen.findByRole('dialog', { name: TITLE })
}

describe('BookingDialog', () => {
  it('without a booking URL, says online booking is unavailable and offers the contact page instead', async () => {
    const dialog = await openBooking(null)
    expect(dialog.querySelector('iframe')).toBeNull()
    expect(within(dialog).getByText(/^Online booking is not available right now\./)).toBeTruthy()
    const contact = within(dialog).getByRole('link', { name: 'Contact us to book a call' })
    expect(contact.getAttribute('href')).toBe('/contact')
    // The only way on is the contact page: no link to a booking page that does not exist.
    expect(within(dialog).getAllByRole('link')).toEqual([contact])
    // Following it closes the dialog, so the contact page is not covered by it. (jsdom cannot load
    // another page: the click's default action is cancelled before it would try.)
    dialog.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(contact)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('with a booking URL, shows the calendar, a link to open it in a tab and the contact page', async () => {
    const url = 'https://cal.com/kestrel-ai/design-consultation'
    const dialog = await openBooking(url)
    const calendar = dialog.querySelector('iframe')!
    expect(calendar.getAttribute('src')).toBe(url)
    expect(calendar.getAttribute('title')).toBe('Scheduling calendar for the free 30-minute design consultation')
    // jsdom joins the hidden "(opens in a new tab)" without the space a browser keeps.
    const tab = within(dialog).getByRole('link', { name: /^Open the booking page ?\(opens in a new tab\)$/ })
    expect(tab.getAttribute('href')).toBe(url)
    expect(tab.getAttribute('target')).toBe('_blank')
    expect(within(dialog).getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact')
    expect(within(dialog).queryByText(/Online booking is not available/)).toBeNull()
  })

  const URL = 'https://cal.com/kestrel-ai/design-consultation'

  it("opens with what the visitor already gave filled in, as the scheduler's prefill parameters", async () => {
    rememberBookingDetails({
      name: 'Dana Reyes',
      email: 'dana@brightsmile.example',
      notes: bookingNotes({ company: 'Bright Smile Dental', need: 'We miss calls at lunch, 2 dentists' }),
    })
    const dialog = await openBooking(URL)
    const src = new globalThis.URL(dialog.querySelector('iframe')!.getAttribute('src')!)
    expect(src.origin + src.pathname).toBe(URL)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      name: 'Dana Reyes',
      email: 'dana@brightsmile.example',
      notes: 'Company: Bright Smile Dental. We miss calls at lunch, 2 dentists',
    })
  })

  it('says the calendar is loading until the provider answers and its frame has loaded', async () => {
    let answer: (response: Response) => void = () => undefined
    provider = () => new Promise<Response>((resolve) => (answer = resolve))
    const dialog = await openBooking(URL)
    await act(async () => fireEvent.load(dialog.querySelector('iframe')!))
    // Loaded, but the provider has not answered: an error page loads too.
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the calendar…')
    await act(async () => answer(new Response(null)))
    expect(within(dialog).queryByRole('status')).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('when the provider is blocked, offers the direct link, the email address and the contact form instead of the frame', async () => {
    provider = () => Promise.reject(new TypeError('Failed to fetch'))
    rememberBookingDetails({ name: 'Dana Reyes' })
    const dialog = await openBooking(URL, 'hello@kestrel-ai.com')
    const alert = await within(dialog).findByRole('alert')
    expect(dialog.querySelector('iframe')).toBeNull()
    expect(within(alert).getByText('The calendar is not loading.')).toBeTruthy()
    const direct = within(alert).getByRole('link', { name: /^Open the booking page/ })
    expect(direct.getAttribute('href')).toBe(`${URL}?name=Dana+Reyes`)
    expect(within(alert).getByRole('link', { name: 'hello@kestrel-ai.com' }).getAttribute('href')).toBe(
      'mailto:hello@kestrel-ai.com',
    )
    expect(within(alert).getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact')
  })

  it(`when the calendar takes longer than ${CALENDAR_TIMEOUT_MS / 1000} s, offers the same way around it`, async () => {
    vi.useFakeTimers()
    provider = () => new Promise<Response>(() => undefined)
    render(
      <>
        <BookingButton>Book a call</BookingButton>
        <BookingHost bookingUrl={URL} />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Book a call' }))
    await act(async () => vi.advanceTimersByTimeAsync(100))
    const dialog = screen.getByRole('dialog', { name: TITLE })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await act(async () => vi.advanceTimersByTimeAsync(CALENDAR_TIMEOUT_MS))
    expect(within(dialog).getByRole('alert').textContent).toContain('The calendar is not loading.')
  })

  it('is never shown without its calendar, not even for the frame before its next render', () => {
    // Rendered outside act(), as the host renders it once the dialog's chunk has loaded: whatever React
    // leaves for a later task is not done when flushSync returns, and the browser could paint then.
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    try {
      flushSync(() => root.render(<BookingDialog open bookingUrl={URL} onClose={() => undefined} />))
      const dialog = container.querySelector('dialog')!
      expect(dialog.open).toBe(true)
      expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(URL)
      expect(dialog.textContent).not.toContain('Online booking is not available')
    } finally {
      root.unmount()
      container.remove()
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous
    }
  })

  it('puts focus on its Close button when it opens and back on the button that opened it when it closes', async () => {
    const dialog = await openBooking(URL)
    const close = within(dialog).getByRole('button', { name: 'Close' })
    expect(document.activeElement).toBe(close)
    fireEvent.click(close)
    ;(dialog as HTMLDialogElement).close()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book a call' }))
  })
})
