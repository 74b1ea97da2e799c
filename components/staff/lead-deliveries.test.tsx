// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeliverySummary } from '@/lib/leads/delivery/overview'
import { LeadDeliveries } from './lead-deliveries'

afterEach(cleanup)

const failing: DeliverySummary = {
  id: 'delivery-1',
  channel: 'webhook',
  status: 'pending',
  attempts: 1,
  nextAttemptAt: new Date('2026-11-26T10:05:00Z'),
  lastAttemptAt: new Date('2026-11-26T10:00:00Z'),
  lastError: 'the webhook receiver answered 500',
  deliveredAt: null,
}
const delivered: DeliverySummary = {
  ...failing,
  status: 'delivered',
  attempts: 2,
  lastError: null,
  deliveredAt: new Date('2026-11-26T10:01:00Z'),
}
const notice = 'Webhook: sending again now. Reload in a moment to see how it went.'

describe('LeadDeliveries: "Retry now"', () => {
  it('says the retry is on its way, and says delivered when the delivery arrived before the page came back', async () => {
    const retry = vi.fn(async () => ({ notice }))
    const view = render(<LeadDeliveries leadId="lead-1" deliveries={[failing]} retry={retry} />)
    expect(screen.getByRole('listitem').textContent).toContain('Not delivered yet: 1 attempt failed')

    const button = screen.getByRole('button', { name: 'Retry now: Webhook' })
    button.focus()
    await act(async () => fireEvent.click(button))
    expect(retry).toHaveBeenCalledTimes(1)
    const sent = retry.mock.calls[0] as unknown as [unknown, FormData]
    expect(Object.fromEntries(sent[1])).toEqual({ leadId: 'lead-1', deliveryId: 'delivery-1' })
    expect(screen.getByRole('status').textContent).toBe(notice)

    // The page comes back from the action with the delivery arrived: no button, and the message
    // tells what happened instead of vanishing with it.
    view.rerender(<LeadDeliveries leadId="lead-1" deliveries={[delivered]} retry={retry} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('listitem').textContent).toMatch(/Delivered .* after 2 attempts/)
    expect(screen.getByRole('status').textContent).toBe('Webhook: delivered.')
    // Keyboard focus was on the button: it is on the message now, not back at the top of the page.
    expect(screen.getByRole('status').parentElement).toBe(document.activeElement)
  })

  it('says delivered, not nothing, when the worker’s own attempt got there before the click', async () => {
    // The receiver recovered and the scheduled attempt went through while the page was open: the
    // action finds nothing to retry, and the page comes back with the delivery arrived.
    const retry = vi.fn(async () => ({
      error: 'Not retried: this delivery has been made meanwhile, or no longer exists. The page shows the latest.',
    }))
    const view = render(<LeadDeliveries leadId="lead-1" deliveries={[failing]} retry={retry} />)
    const button = screen.getByRole('button', { name: 'Retry now: Webhook' })
    button.focus()
    await act(async () => fireEvent.click(button))
    view.rerender(<LeadDeliveries leadId="lead-1" deliveries={[delivered]} retry={retry} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Webhook: delivered.')
    expect(screen.getByRole('status').parentElement).toBe(document.activeElement)
  })

  it('leaves focus where the salesperson put it when they moved on before the retry came back', async () => {
    const retry = vi.fn(async () => ({ notice }))
    const view = render(
      <>
        <LeadDeliveries leadId="lead-1" deliveries={[failing]} retry={retry} />
        <textarea aria-label="Note" />
      </>,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry now: Webhook' })))
    screen.getByRole('textbox', { name: 'Note' }).focus()
    view.rerender(
      <>
        <LeadDeliveries leadId="lead-1" deliveries={[delivered]} retry={retry} />
        <textarea aria-label="Note" />
      </>,
    )
    expect(screen.getByRole('status').textContent).toBe('Webhook: delivered.')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }))
  })

  it('shows no message on a delivery that arrived without a retry from this page', () => {
    render(<LeadDeliveries leadId="lead-1" deliveries={[delivered]} retry={vi.fn()} />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('tells sales what went wrong in plain words, never the server’s own error', () => {
    const email: DeliverySummary = {
      ...failing,
      id: 'delivery-2',
      channel: 'email',
      lastError: "EEXIST: file already exists, mkdir '/srv/site/.data/mail'",
    }
    render(<LeadDeliveries leadId="lead-1" deliveries={[email, failing]} retry={vi.fn()} />)
    const [emailItem, webhookItem] = screen.getAllByRole('listitem')
    expect(emailItem!.textContent).toContain('Last error: The site could not save the email in its mail folder.')
    expect(webhookItem!.textContent).toContain(
      'Last error: The receiving system refused it (it answered with error 500).',
    )
    expect(document.body.textContent).not.toMatch(/EEXIST|mkdir|\/srv|answered 500/)
  })
})
