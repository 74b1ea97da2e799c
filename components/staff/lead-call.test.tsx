// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadCall } from './lead-call'

afterEach(cleanup)

describe('the call behind a lead, on its page', () => {
  it('shows the length, the recording, the summary and the transcript of a reported call', () => {
    render(
      <LeadCall
        call={{
          outbound: true,
          consentAt: new Date('2026-11-26T15:00:00Z'),
          durationSeconds: 185,
          recordingUrl: 'https://storage.vapi.ai/call-1-mono.wav',
          summary: 'Dana asked about pricing.',
          transcript: 'AI: Hi Dana.\nUser: How much is it?',
        }}
      />,
    )
    expect(screen.getByText('3 min 05 s')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Listen to the recording' }).getAttribute('href')).toBe(
      'https://storage.vapi.ai/call-1-mono.wav',
    )
    expect(screen.getByText('Dana asked about pricing.')).toBeTruthy()
    expect(screen.getByText(/User: How much is it\?/)).toBeTruthy()
    expect(screen.queryByText(/No report from the call yet/)).toBeNull()
  })

  it('says when no report has come, instead of an empty panel', () => {
    render(<LeadCall call={{ outbound: true, consentAt: new Date('2026-11-26T15:00:00Z') }} />)
    expect(screen.getByText(/No report from the call yet/)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
