import 'server-only'
import { getConfig } from '../config'
import { fetchSiteSettings } from '../content/site'

/** What the browser needs to start a call; all public (the key is Vapi's client-side key). */
export type VoiceChatSettings = {
  publicKey: string | null
  apiBaseUrl: string | null
  assistantId: string | null
  squadId: string | null
}

const present = (value: string | null | undefined) => value?.trim() || null

/**
 * The key and API base URL from the environment, the assistant (or squad) from the CMS site
 * settings so marketers can switch it. VAPI_ASSISTANT_ID, when set, overrides the CMS choice
 * (a staging site on a test assistant, the end-to-end tests).
 */
export async function fetchVoiceChatSettings(): Promise<VoiceChatSettings> {
  const { voice } = getConfig()
  const assistant = (await fetchSiteSettings())?.voiceAssistant
  const assistantOverride = present(voice.assistantId)
  return {
    publicKey: present(voice.publicKey),
    apiBaseUrl: present(voice.apiBaseUrl),
    assistantId: assistantOverride ?? present(assistant?.assistantId),
    squadId: assistantOverride ? null : present(assistant?.squadId),
  }
}
