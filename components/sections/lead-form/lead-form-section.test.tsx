// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '../types'
import { LeadFormSection } from './lead-form-section'

// The form navigates with the App Router after a successful submission; no router exists here.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))
// The Server Action runs on the server (the database, the request's headers); here it is only a reference.
vi.mock('@/lib/leads/capture/form-action', () => ({ submitLeadForm: vi.fn() }))
const settings = vi.hoisted(() => ({ phone: '+1 (212) 555-0147' as string | null }))
vi.mock('@/lib/content/site', () => ({ fetchSiteSettings: async () => ({ phone: settings.phone }) }))
// The section's async Server Component child cannot run in a client render: a stand-in marks its place.
vi.mock('@/components/sections/lead-form/agency-phone', () => ({ AgencyPhone: () => <p>agency phone goes here</p> }))

/** The real Server Component, awaited here as the server would. */
async function renderAgencyPhone() {
  const { AgencyPhone } = await vi.importActual<typeof import('./agency-phone')>('./agency-phone')
  return render(<>{await AgencyPhone()}</>)
}

afterEach(() => {
  cleanup()
  settings.phone = '+1 (212) 555-0147'
})

const leadForm = (overrides: Partial<SectionOf<'leadForm'>> = {}): SectionOf<'leadForm'> => ({
  _key: 'lead1',
  _type: 'leadForm',
  heading: 'Talk to us',
  intro: 'Tell us about your business.',
  submitLabel: 'Send my details',
  source: 'contact',
  successPath: '/thank-you',
  ...overrides,
})

describe('LeadFormSection', () => {
  it('shows the heading, the intro and a form asking for name, email and company', async () => {
    render(<LeadFormSection {...leadForm()} />)
    // Rendered once the form's chunk has loaded (components/ui/lazy-component.tsx).
    expect(await screen.findByRole('region', { name: 'Talk to us' })).toBeTruthy()
    expect(screen.getByText('Tell us about your business.')).toBeTruthy()
    expect((await screen.findByLabelText('Name')).getAttribute('autocomplete')).toBe('name')
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email')
    expect(screen.getByLabelText('Company')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send my details' })).toBeTruthy()
  })

  it('asks for an optional phone and message, and shows the agency’s number under the form', async () => {
    const { container } = render(<LeadFormSection {...leadForm()} />)
    expect((await screen.findByLabelText('Phone (optional)')).getAttribute('type')).toBe('tel')
    expect(screen.getByLabelText('Message (optional)').tagName).toBe('TEXTAREA')
    const phone = screen.getByText('agency phone goes here')
    expect(container.querySelector('form')!.compareDocumentPosition(phone)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('hides the honeypot field from people and assistive technology', async () => {
    const { container } = render(<LeadFormSection {...leadForm()} />)
    await screen.findByLabelText('Name')
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it.each([
    ['records the source the CMS names', 'demo', 'demo'],
    ['records a source the server would refuse as the contact form', 'pricing-page', 'contact'],
    ['records a missing source as the contact form', null, 'contact'],
  ])('%s', async (_name, source, recorded) => {
    // A dataset from before the Studio offered a list may hold any text.
    const { container } = render(
      <LeadFormSection {...leadForm({ source: source as SectionOf<'leadForm'>['source'] })} />,
    )
    await screen.findByLabelText('Name')
    expect((container.querySelector('input[name="source"]') as HTMLInputElement).value).toBe(recorded)
  })

  it('leaves out an empty intro, keeping the heading and the form', async () => {
    const { container } = render(<LeadFormSection {...leadForm({ intro: null })} />)
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe('Talk to us')
    expect(screen.getByRole('region', { name: 'Talk to us' })).toBeTruthy()
    // The heading is followed by the form's card at once: no empty intro paragraph between them.
    expect(heading.nextElementSibling!.querySelector('form')).not.toBeNull()
    expect(screen.queryByText('Tell us about your business.')).toBeNull()
    expect(await screen.findByLabelText('Name')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send my details' })).toBeTruthy()
    expect(container.innerHTML).not.toContain('null')
  })
})

describe('AgencyPhone', () => {
  it('shows the number of the site settings as they write it, as a link that dials it', async () => {
    await renderAgencyPhone()
    const link = screen.getByRole('link', { name: '+1 (212) 555-0147' })
    expect(link.getAttribute('href')).toBe('tel:+12125550147')
    expect(link.parentElement!.textContent).toBe('Prefer to talk? Call us at +1 (212) 555-0147')
  })

  it.each([null, '', 'call us'])('shows nothing for the setting %j', async (phone) => {
    settings.phone = phone
    const { container } = await renderAgencyPhone()
    expect(container.innerHTML).toBe('')
  })
})
