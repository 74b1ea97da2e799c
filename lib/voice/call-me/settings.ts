import 'server-only'
import { getConfig } from '../../config'
import { fetchSiteSettings } from '../../content/site'
import { createVapiCalls, type VapiCalls } from './vapi-calls'

const present = (value: string | null | undefined) => value?.trim() || null

/**
 * Vapi's calls API with the server's private key and the agency's phone number, or null when
 * either is missing: then no call can be placed and the call-me section is not rendered.
 */
export function callMeVapi(): VapiCalls | null {
  const { callMe } = getConfig()
  const privateKey = present(callMe.privateKey)
  const phoneNumberId = present(callMe.phoneNumberId)
  return privateKey && phoneNumberId
    ? createVapiCalls({ apiBaseUrl: callMe.apiBaseUrl, privateKey, phoneNumberId })
    : null
}

/**
 * The assistant that places demo calls: CALL_ME_ASSISTANT_ID when set (a staging site, the
 * tests), else the CMS's (Site settings > Voice assistant), else the browser voice chat's.
 */
export async function callMeAssistantId(): Promise<string | null> {
  const override = present(getConfig().callMe.assistantId)
  if (override) return override
  const assistant = (await fetchSiteSettings())?.voiceAssistant
  return (
    present(assistant?.callMeAssistantId) ?? present(getConfig().voice.assistantId) ?? present(assistant?.assistantId)
  )
}

/** Whether the section can take a request: the key, the number and an assistant are all set. */
export async function callMeConfigured(): Promise<boolean> {
  return callMeVapi() !== null && (await callMeAssistantId()) !== null
}
