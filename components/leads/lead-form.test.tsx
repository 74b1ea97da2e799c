// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { bookingDetails } from '@/components/booking/booking-details'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LeadSubmissionError } from '@/lib/leads/browser/capture-lead'
import { LeadForm } from './lead-form'

const mocks = vi.hoisted(() => ({ showToast: vi.fn(), captureLead: vi.fn(), push: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }))
vi.mock('@/components/ui/toasts', () => ({ showToast: mocks.showToast }))
vi.mock('@/lib/leads/browser/capture-lead', async (importActual) => ({
  ...(await importActual<typeof import('@/lib/leads/browser/capture-lead')>()),
  captureLead: mocks.captureLead,
}))

const PHONE_ERROR = 'Enter a valid phone number, with the country code if it is not a US number'

beforeEach(() => {
  mocks.showToast.mockReset()
  mocks.captureLead.mockReset().mockResolvedValue({ id: 'lead-1' })
  mocks.push.mockReset()
})
afterEach(cleanup)

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement
const form = () => document.querySelector('form')!

/** The contact form as the leadForm section renders it. */
function renderContactForm() {
  return render(<LeadForm source="contact" successPath="/thank-you" optionalFields={['phone', 'message']} />)
}

function fill(
  values: Partial<Record<'Name' | 'Email' | 'Company' | 'Phone (optional)' | 'Message (optional)', string>>,
) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } })
}

async function submit() {
  await act(async () => {
    fireEvent.submit(form())
  })
}

/** The message beside a field, through the field's aria-describedby; null when it has none. */
function errorOf(label: string): string | null {
  const input = field(label)
  const id = input.getAttribute('aria-describedby')
  if (!id) {
    expect(input.getAttribute('aria-invalid')).toBeNull()
    return null
  }
  expect(input.getAttribute('aria-invalid')).toBe('true')
  return document.getElementById(id)!.textContent
}

/** Every error message the form shows, wherever it is. */
const shownErrors = () => [...form().querySelectorAll('[id$="-error"], [role="alert"]')].map((node) => node.textContent)

describe('the contact form', () => {
  it('asks for name, email and company, and an optional phone and message, with its own checks', () => {
    renderContactForm()
    // The browser's bubbles would cover the messages beside the fields: the form checks itself.
    expect(form().noValidate).toBe(true)
    expect(field('Email').type).toBe('email')
    expect(field('Phone (optional)').type).toBe('tel')
    expect(field('Phone (optional)').autocomplete).toBe('tel')
    expect(field('Message (optional)').tagName).toBe('TEXTAREA')
    expect(field('Message (optional)').maxLength).toBe(2000)
    for (const label of ['Name', 'Email', 'Company']) expect(field(label).getAttribute('aria-required')).toBe('true')
    for (const label of ['Phone (optional)', 'Message (optional)'])
      expect(field(label).getAttribute('aria-required')).toBeNull()
  })

  it('shows one message beside each wrong field, no toast when nothing required is empty, and focuses the first', async () => {
    renderContactForm()
    fill({ Name: 'A', Email: 'not-an-email', Company: 'Reyes Plumbing' })
    await submit()
    expect(errorOf('Name')).toBeNull()
    expect(errorOf('Email')).toBe('Enter a valid email address')
    expect(errorOf('Company')).toBeNull()
    expect(shownErrors()).toEqual(['Enter a valid email address'])
    expect(mocks.showToast).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(field('Email'))
    expect(mocks.captureLead).not.toHaveBeenCalled()
  })

  it('with an empty company beside a wrong email: one message for each, and no toast that speaks of one only', async () => {
    renderContactForm()
    fill({ Name: 'A', Email: 'not-an-email' })
    await submit()
    expect(errorOf('Name')).toBeNull()
    expect(errorOf('Email')).toBe('Enter a valid email address')
    expect(errorOf('Company')).toBe('Company is required')
    expect(shownErrors()).toEqual(['Enter a valid email address', 'Company is required'])
    expect(mocks.showToast).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(field('Email'))
    expect(mocks.captureLead).not.toHaveBeenCalled()
  })

  it('shows the Missing Information toast with the messages when required fields are empty', async () => {
    renderContactForm()
    fill({ Name: 'Dana Reyes', Email: 'dana@reyesplumbing.com', 'Phone (optional)': '(212) 555-0147' })
    await submit()
    expect(errorOf('Company')).toBe('Company is required')
    expect(shownErrors()).toEqual(['Company is required'])
    expect(mocks.showToast).toHaveBeenCalledTimes(1)
    expect(mocks.showToast).toHaveBeenCalledWith('error', 'Missing Information', 'Please fill in all fields.')
    expect(document.activeElement).toBe(field('Company'))
    expect(mocks.captureLead).not.toHaveBeenCalled()
  })

  it('names every empty required field, focusing the first, and never asks for the optional ones', async () => {
    renderContactForm()
    await submit()
    expect(shownErrors()).toEqual(['Name is required', 'Email is required', 'Company is required'])
    expect(errorOf('Phone (optional)')).toBeNull()
    expect(errorOf('Message (optional)')).toBeNull()
    expect(mocks.showToast).toHaveBeenCalledWith('error', 'Missing Information', 'Please fill in all fields.')
    expect(document.activeElement).toBe(field('Name'))
  })

  it('takes an error away as soon as its field is right, and says what is wrong with an email meanwhile', async () => {
    renderContactForm()
    await submit()
    fill({ Name: 'Dana Reyes' })
    expect(errorOf('Name')).toBeNull()
    fill({ Email: 'dana@' })
    expect(errorOf('Email')).toBe('Enter a valid email address')
    fill({ Email: 'dana@reyesplumbing.com' })
    expect(errorOf('Email')).toBeNull()
    expect(errorOf('Company')).toBe('Company is required')
  })

  it('sends the phone and the message with the details, trimmed, and goes to the thank-you page', async () => {
    renderContactForm()
    fill({
      Name: ' Dana Reyes ',
      Email: 'dana@reyesplumbing.com',
      Company: 'Reyes Plumbing',
      'Phone (optional)': ' (212) 555-0147 ',
      'Message (optional)': ' We miss calls after 5pm.\nMornings are best. ',
    })
    await submit()
    expect(mocks.captureLead).toHaveBeenCalledWith(
      {
        name: 'Dana Reyes',
        email: 'dana@reyesplumbing.com',
        company: 'Reyes Plumbing',
        phone: '(212) 555-0147',
        message: 'We miss calls after 5pm.\nMornings are best.',
        source: 'contact',
      },
      { idempotencyKey: expect.any(String) },
    )
    expect(mocks.showToast).toHaveBeenCalledWith('success', 'Success!', 'Your information has been submitted.')
    expect(mocks.push).toHaveBeenCalledWith('/thank-you')
    // The scheduler then opens with them: the message, on one line, is the booking's notes.
    expect(bookingDetails()).toEqual({
      name: 'Dana Reyes',
      email: 'dana@reyesplumbing.com',
      notes: 'Company: Reyes Plumbing. We miss calls after 5pm. Mornings are best.',
    })
  })

  it('sends neither when they are left empty', async () => {
    renderContactForm()
    fill({ Name: 'Dana Reyes', Email: 'dana@reyesplumbing.com', Company: 'Reyes Plumbing', 'Phone (optional)': '  ' })
    await submit()
    expect(mocks.captureLead.mock.calls[0]![0]).not.toHaveProperty('phone')
    expect(mocks.captureLead.mock.calls[0]![0]).not.toHaveProperty('message')
  })

  it('shows a phone the server refuses beside the phone, alone, focused, until it is edited', async () => {
    mocks.captureLead.mockRejectedValue(
      new LeadSubmissionError('Please check the fields and try again.', 400, { phone: PHONE_ERROR }),
    )
    renderContactForm()
    fill({ Name: 'Dana Reyes', Email: 'dana@reyesplumbing.com', Company: 'Reyes Plumbing', 'Phone (optional)': '555' })
    await submit()
    expect(errorOf('Phone (optional)')).toBe(PHONE_ERROR)
    expect(shownErrors()).toEqual([PHONE_ERROR])
    expect(mocks.showToast).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(field('Phone (optional)'))
    expect(field('Phone (optional)').value).toBe('555')
    fill({ 'Phone (optional)': '(212) 555-0147' })
    expect(errorOf('Phone (optional)')).toBeNull()
  })

  it('says the server failed in a toast when no field is to blame, keeping what was typed', async () => {
    mocks.captureLead.mockRejectedValue(new LeadSubmissionError('boom', 500))
    renderContactForm()
    fill({ Name: 'Dana Reyes', Email: 'dana@reyesplumbing.com', Company: 'Reyes Plumbing' })
    await submit()
    expect(mocks.showToast).toHaveBeenCalledWith(
      'error',
      'Error',
      'Failed to submit your information. Please try again.',
    )
    expect(shownErrors()).toEqual([])
    expect(field('Name').value).toBe('Dana Reyes')
  })
})

describe('the chat’s lead form', () => {
  it('asks for name, email and company only: the conversation says the rest', () => {
    render(<LeadForm source="chat" submitLabel="Send details" />)
    expect(screen.getByLabelText('Company')).toBeTruthy()
    expect(screen.queryByLabelText('Phone (optional)')).toBeNull()
    expect(screen.queryByLabelText('Message (optional)')).toBeNull()
  })

  it('starts from the details typed into the chat, leaving the missing one empty', () => {
    render(<LeadForm source="chat" defaults={{ email: 'tom@acme.example', company: 'Acme Plumbing' }} />)
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('tom@acme.example')
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Acme Plumbing')
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('')
  })
})
