import { fetchVoiceChatSettings } from '@/lib/voice/voice-settings'
import { VoiceChat } from './voice-chat'

/** Server Component: the voice chat with the key from the environment and the assistant from the CMS. */
export async function VoiceChatFromSettings() {
  return <VoiceChat {...await fetchVoiceChatSettings()} />
}
