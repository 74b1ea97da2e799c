import { describe, expect, it } from 'vitest'
import { voiceMessages } from '@/lib/voice/messages'
import { preflightVoice, type VoiceEnvironment } from '@/lib/voice/preflight'

const HTTPS_MESSAGE =
  "Voice chat requires a secure connection (HTTPS). Please ensure you're accessing the site via HTTPS."
const UNSUPPORTED_MESSAGE =
  "Your browser doesn't fully support voice chat features. For the best experience, please use Chrome, Firefox, Safari, or Edge. If you're using Safari or another browser, make sure it's updated to the latest version and that microphone permissions are enabled."

class Stub {}

/** A modern browser on an HTTPS page; each test takes one thing away. */
const browser = (overrides: Partial<VoiceEnvironment> = {}): VoiceEnvironment => ({
  isSecureContext: true,
  location: { protocol: 'https:', hostname: 'kestrel-ai.com' },
  navigator: { mediaDevices: { getUserMedia: async () => ({}) } },
  RTCPeerConnection: Stub,
  AudioContext: Stub,
  ...overrides,
})

describe('preflightVoice', () => {
  it('lets a supporting browser on HTTPS start', () => {
    expect(preflightVoice(browser())).toBeNull()
  })

  it('asks for HTTPS on an insecure page, before anything else', () => {
    const insecure = browser({
      isSecureContext: false,
      location: { protocol: 'http:', hostname: 'kestrel-ai.com' },
      // Browsers hide mediaDevices on insecure pages: the HTTPS message must still win.
      navigator: {},
      RTCPeerConnection: undefined,
    })
    expect(preflightVoice(insecure)).toBe(HTTPS_MESSAGE)
    expect(voiceMessages.insecureContext).toBe(HTTPS_MESSAGE)
  })

  it('accepts localhost over plain HTTP as secure', () => {
    for (const hostname of ['localhost', '127.0.0.1', 'app.localhost']) {
      expect(
        preflightVoice(browser({ isSecureContext: undefined, location: { protocol: 'http:', hostname } })),
      ).toBeNull()
    }
  })

  it('reports an unsupported browser without peer connections', () => {
    expect(preflightVoice(browser({ RTCPeerConnection: undefined }))).toBe(UNSUPPORTED_MESSAGE)
  })

  it('accepts the prefixed webkitRTCPeerConnection and webkitAudioContext', () => {
    expect(
      preflightVoice(
        browser({
          RTCPeerConnection: undefined,
          webkitRTCPeerConnection: Stub,
          AudioContext: undefined,
          webkitAudioContext: Stub,
        }),
      ),
    ).toBeNull()
  })

  it('reports an unsupported browser without microphone capture', () => {
    expect(preflightVoice(browser({ navigator: { mediaDevices: {} } }))).toBe(UNSUPPORTED_MESSAGE)
    expect(preflightVoice(browser({ navigator: {} }))).toBe(UNSUPPORTED_MESSAGE)
  })

  it('reports an unsupported browser without an audio context', () => {
    expect(preflightVoice(browser({ AudioContext: undefined }))).toBe(UNSUPPORTED_MESSAGE)
  })
})
