// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FormState } from '@/lib/staff/forms'
import { LeadStatusForm } from './lead-status-form'
import { PasswordSignInForm } from './password-sign-in-form'

afterEach(cleanup)

const submit = async (button: HTMLElement) => act(async () => fireEvent.click(button))

describe('a refused form keeps what was typed', () => {
  it('keeps the email after a wrong password (the password is asked for again), and sends the return path', async () => {
    const action = vi.fn(async (_state: FormState, data: FormData): Promise<FormState> => ({
      error: 'That email and password do not match an account.',
      values: { email: String(data.get('email')) },
    }))
    render(<PasswordSignInForm action={action} next="/staff/leads/4a0c6d8e-2f51-4f0e-9a43-6d1c2b7e9f10" />)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dana@agency.example' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } })
    await submit(screen.getByRole('button', { name: 'Sign in' }))

    expect(screen.getByRole('alert').textContent).toBe('That email and password do not match an account.')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@agency.example')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    const sent = Object.fromEntries((action.mock.calls[0] as unknown as [unknown, FormData])[1])
    expect(sent).toMatchObject({
      email: 'dana@agency.example',
      next: '/staff/leads/4a0c6d8e-2f51-4f0e-9a43-6d1c2b7e9f10',
    })

    // Retrying needs only the password: the email is sent again as it stands.
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } })
    await submit(screen.getByRole('button', { name: 'Sign in' }))
    expect(Object.fromEntries((action.mock.calls[1] as unknown as [unknown, FormData])[1]).email).toBe(
      'dana@agency.example',
    )
  })

  const options = [
    { value: 'contacted' as const, label: 'Contacted' },
    { value: 'lost' as const, label: 'Lost' },
  ]

  it('keeps the note when a status change is refused because someone else changed the lead first', async () => {
    const action = vi.fn(async (_state: FormState, data: FormData): Promise<FormState> => ({
      error: 'Not changed: this lead is now Contacted (someone else may have just updated it).',
      values: { note: String(data.get('note')) },
    }))
    render(<LeadStatusForm action={action} leadId="lead-1" current="new" currentLabel="New" options={options} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Contacted' }))
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Called, wants a demo' } })
    await submit(screen.getByRole('button', { name: 'Update status' }))
    expect(screen.getByRole('alert').textContent).toMatch(/^Not changed/)
    expect((screen.getByLabelText('Note (optional)') as HTMLTextAreaElement).value).toBe('Called, wants a demo')
  })

  it('confirms a change that closes the lead, where the form was, with focus on the confirmation', async () => {
    const notice = 'Status changed to Won. Won is final: this lead is closed, and notes can still be added.'
    const action = vi.fn(async (): Promise<FormState> => ({ notice }))
    const view = render(
      <LeadStatusForm action={action} leadId="lead-1" current="qualified" currentLabel="Qualified" options={options} />,
    )
    fireEvent.click(screen.getByRole('radio', { name: 'Contacted' }))
    await submit(screen.getByRole('button', { name: 'Update status' }))
    // The page comes back with the lead won: nothing left to choose, and the confirmation stays.
    view.rerender(<LeadStatusForm action={action} leadId="lead-1" current="won" currentLabel="Won" options={[]} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(notice)
    expect(screen.getByRole('status').parentElement).toBe(document.activeElement)
  })

  it('says a final lead is final when nothing was changed here', () => {
    render(<LeadStatusForm action={vi.fn()} leadId="lead-1" current="lost" currentLabel="Lost" options={[]} />)
    expect(screen.getByText('Lost is final. Notes can still be added.')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
