// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BookingButton } from './booking-button'
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

afterEach(cleanup)

const TITLE = 'Book your free 30-minute consultation'

/** The page as a visitor gets it: the host from the layout and a button that opens the dialog. */
async function openBooking(bookingUrl: string | null) {
  render(
    <>
      <BookingButton>Book a call</BookingButton>
      <BookingHost bookingUrl={bookingUrl} />
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
})
