// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VoiceChatSettings } from '@/lib/voice/voice-settings'
import type { SectionOf } from '../types'
import { VoiceChatSection } from './voice-chat-section'

const settings = vi.hoisted(() => ({
  current: { publicKey: null, apiBaseUrl: null, assistantId: null, squadId: null } as VoiceChatSettings,
}))
vi.mock('@/lib/voice/voice-settings', () => ({ fetchVoiceChatSettings: async () => settings.current }))
// The section's async Server Component child cannot run in a client render: a stand-in marks its place.
vi.mock('@/components/voice/voice-chat-from-settings', () => ({
  VoiceChatFromSettings: () => <p>voice chat goes here</p>,
}))

/** The real Server Component, awaited here as the server would. */
async function renderFromSettings() {
  const { VoiceChatFromSettings } = await vi.importActual<typeof import('@/components/voice/voice-chat-from-settings')>(
    '@/components/voice/voice-chat-from-settings',
  )
  const result = render(await VoiceChatFromSettings())
  // The Start card is its own chunk (lazy-voice-chat.tsx): wait for it to load.
  await screen.findByRole('button')
  return result
}

afterEach(() => {
  cleanup()
  settings.current = { publicKey: null, apiBaseUrl: null, assistantId: null, squadId: null }
})

const section: SectionOf<'voiceChat'> = {
  _key: 'vc1',
  _type: 'voiceChat',
  heading: 'Talk to our voice agent now',
  intro: 'Press Start and ask anything.',
  note: 'Your microphone is used only during this conversation.',
}

describe('VoiceChatSection', () => {
  it('names the section by its heading and shows the intro and note', () => {
    render(<VoiceChatSection {...section} />)
    const region = screen.getByRole('region', { name: 'Talk to our voice agent now' })
    expect(region.dataset.section).toBe('voiceChat')
    expect(region.textContent).toContain('Press Start and ask anything.')
    expect(region.textContent).toContain('Your microphone is used only during this conversation.')
    expect(region.querySelector('#voice-chat')!.textContent).toContain('voice chat goes here')
  })

  it('leaves out an empty note', () => {
    const { container } = render(<VoiceChatSection {...section} note={null} />)
    expect(container.textContent).not.toContain('microphone is used')
  })
})

describe('VoiceChatFromSettings', () => {
  it('says clearly that voice is not configured when there is no key or assistant, and does nothing on press', async () => {
    await renderFromSettings()
    const button = screen.getByRole('button', { name: 'Voice chat unavailable' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Voice chat is not configured on this site yet.')
    fireEvent.click(button)
    expect(screen.getByRole('status').textContent).toBe('Voice chat is not configured on this site yet.')
  })

  it('is not configured with a key but no assistant or squad', async () => {
    settings.current = { ...settings.current, publicKey: 'pk' }
    await renderFromSettings()
    expect(screen.getByRole('button', { name: 'Voice chat unavailable' })).toBeTruthy()
  })

  it('offers Start with a key and an assistant (or a squad)', async () => {
    settings.current = { ...settings.current, publicKey: 'pk', squadId: 'squad-1' }
    await renderFromSettings()
    const button = screen.getByRole('button', { name: 'Start voice chat' })
    expect(button.getAttribute('aria-disabled')).toBeNull()
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id)
  })

  it('loads the call panel on Start, which runs the browser checks first (jsdom has no WebRTC)', async () => {
    settings.current = { ...settings.current, publicKey: 'pk', assistantId: 'asst-1' }
    await renderFromSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Start voice chat' }))
    expect(screen.getByRole('status').textContent).toBe('Connecting to the voice assistant…')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      "Your browser doesn't fully support voice chat features. For the best experience, please use Chrome, Firefox, Safari, or Edge. If you're using Safari or another browser, make sure it's updated to the latest version and that microphone permissions are enabled.",
    )
    // The panel took over with the same button, focused, back in its idle state.
    const button = screen.getByRole('button', { name: 'Start voice chat' })
    await waitFor(() => expect(document.activeElement).toBe(button))
    expect(screen.queryByRole('button', { name: 'Mute microphone' })).toBeNull()
  })
})
