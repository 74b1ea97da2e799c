import { fetchVoiceChatSettings } from '@/lib/voice/voice-settings'
// Its own chunk: only the pages with a voice chat section load it.
import { LazyVoiceChat as VoiceChat } from './lazy-voice-chat'

/** Server Component: the voice chat with the key from the environment and the assistant from the CMS. */
export async function VoiceChatFromSettings() {
  return <VoiceChat {...await fetchVoiceChatSettings()} />
}
