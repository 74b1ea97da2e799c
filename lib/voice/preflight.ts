import { voiceMessages } from './messages'

/** The parts of `window` the checks read; injected so tests run without a browser. */
export type VoiceEnvironment = {
  isSecureContext?: boolean
  location?: { protocol: string; hostname: string }
  navigator?: { mediaDevices?: { getUserMedia?: unknown } }
  RTCPeerConnection?: unknown
  webkitRTCPeerConnection?: unknown
  AudioContext?: unknown
  webkitAudioContext?: unknown
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

function isSecure(env: VoiceEnvironment): boolean {
  if (env.isSecureContext) return true
  const location = env.location
  if (!location) return false
  return (
    location.protocol === 'https:' || LOCAL_HOSTS.has(location.hostname) || location.hostname.endsWith('.localhost')
  )
}

/**
 * Voice needs a secure context, then peer connections, microphone capture and an
 * audio context, checked in that order (an insecure page also hides `mediaDevices`, so the
 * HTTPS message must win). Returns the message to show, or null when voice can start.
 */
export function preflightVoice(env: VoiceEnvironment): string | null {
  if (!isSecure(env)) return voiceMessages.insecureContext
  const peerConnections = typeof (env.RTCPeerConnection ?? env.webkitRTCPeerConnection) === 'function'
  const microphoneCapture = typeof env.navigator?.mediaDevices?.getUserMedia === 'function'
  const audioContext = typeof (env.AudioContext ?? env.webkitAudioContext) === 'function'
  if (!peerConnections || !microphoneCapture || !audioContext) return voiceMessages.unsupportedBrowser
  return null
}
