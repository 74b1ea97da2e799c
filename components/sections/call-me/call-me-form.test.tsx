// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingDetails } from '@/components/booking/booking-details'
import { CALL_ME_MESSAGES, type CallMeAnswer } from '@/lib/voice/call-me/messages'
import { CALL_STATE_POLL_MS, CallMeForm } from './call-me-form'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => '/' }))

const CONSENT = 'Kestrel AI will call this number once with an AI agent; the call may be recorded'

type Sent = { url: string; body?: Record<string, unknown> }
let sent: Sent[]
let answer: () => Response
let states: string[]

beforeEach(() => {
  sent = []
  states = []
  sessionStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined })
      if (url.startsWith('/api/call-me/')) return Response.json({ state: states.shift() ?? 'ended' })
      return answer()
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const fill = ({ phone = '(212) 555-4567', firstName = 'Dana', business = 'Dental practice', consent = true } = {}) => {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: phone } })
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: firstName } })
  fireEvent.change(screen.getByLabelText('Kind of business (optional)'), { target: { value: business } })
  if (consent) fireEvent.click(screen.getByLabelText(CONSENT))
}
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Call me now' }))
  })
}
const refusal = (body: Extract<CallMeAnswer, { ok: false }>, status: number) => () => Response.json(body, { status })

describe('the call-me form', () => {
  it('asks for the number, the first name and consent before sending anything, beside each field', async () => {
    render(<CallMeForm consentText={CONSENT} submitLabel="Call me now" />)
    await submit()
    expect(sent).toEqual([])
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(CALL_ME_MESSAGES.invalidNumber)).toBeTruthy()
    expect(screen.getByText(CALL_ME_MESSAGES.firstName)).toBeTruthy()
    expect(screen.getByText(CALL_ME_MESSAGES.consent)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'))
  })

  it('shows the number masked and the call’s state until it ends, then offers the consultation, prefilled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    answer = () =>
      Response.json(
        { ok: true, callId: 'c0ffee00-0000-4000-8000-000000000001', number: '+1 ••• ••• 4567', state: 'queued' },
        { status: 201 },
      )
    states = ['ringing', 'in-progress', 'ended']
    render(<CallMeForm consentText={CONSENT} submitLabel="Call me now" />)
    fill()
    await submit()
    expect(sent[0]).toMatchObject({
      url: '/api/call-me',
      body: { phone: '(212) 555-4567', firstName: 'Dana', business: 'Dental practice', consent: true },
    })
    expect(screen.getByRole('heading', { name: 'Calling +1 ••• ••• 4567 now' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Queued')
    for (const expected of ['Ringing: pick up when your phone rings', 'In progress']) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CALL_STATE_POLL_MS)
      })
      expect(screen.getByRole('status').textContent).toBe(expected)
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CALL_STATE_POLL_MS)
    })
    expect(screen.getByRole('heading', { name: 'The call has ended' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Book your free consultation' })).toBeTruthy()
    expect(bookingDetails()).toEqual({
      name: 'Dana',
      notes: 'Company: Dental practice. Had a demo call from the AI receptionist',
    })
    const polls = sent.filter(({ url }) => url === '/api/call-me/c0ffee00-0000-4000-8000-000000000001')
    expect(polls).toHaveLength(3)
  })

  it('shows a refused number beside the field', async () => {
    answer = refusal(
      {
        ok: false,
        reason: 'country',
        error: 'We can only call numbers in the United States and Canada.',
        fields: { phone: 'We can only call numbers in the United States and Canada.' },
      },
      400,
    )
    render(<CallMeForm consentText={CONSENT} submitLabel="Call me now" />)
    fill({ phone: '+44 20 7946 0958' })
    await submit()
    const field = screen.getByLabelText('Phone number')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
      'We can only call numbers in the United States and Canada.',
    )
  })

  it('says calls are paused today and offers the chat and the scheduler instead', async () => {
    answer = refusal({ ok: false, reason: 'capped', error: CALL_ME_MESSAGES.capped }, 429)
    render(<CallMeForm consentText={CONSENT} submitLabel="Call me now" />)
    fill()
    await submit()
    expect(screen.getByRole('alert').textContent).toContain('Calls are paused for today.')
    expect(screen.getByRole('link', { name: 'Chat with Michael' }).getAttribute('href')).toBe('/chat')
    expect(screen.getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toBe('/contact')
  })

  it('says so when the server cannot be reached, and keeps what was typed', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    render(<CallMeForm consentText={CONSENT} submitLabel="Call me now" />)
    fill()
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(CALL_ME_MESSAGES.unavailable)
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('(212) 555-4567')
  })
})
