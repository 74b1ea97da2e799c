import { loadVoiceClient, type VoiceClientConfig } from './load-voice-client'
import { checkMicrophone } from './microphone'
import { preflightVoice, type VoiceEnvironment } from './preflight'
import { VoiceSession } from './voice-session'

let session: VoiceSession | null = null

/**
 * The page's one voice session (so the section and the chat dialog never run two calls), over
 * the one shared client. Browser only: it reads `window` when a call starts.
 */
export function getVoiceSession(config: VoiceClientConfig): VoiceSession {
  session ??= new VoiceSession({
    loadClient: () => loadVoiceClient(config),
    checkEnvironment: () => preflightVoice(window as unknown as VoiceEnvironment),
    checkMicrophone: () => checkMicrophone(navigator.mediaDevices),
  })
  return session
}
