import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '@/lib/config'
import { fetchVoiceChatSettings } from '@/lib/voice/voice-settings'

const state = vi.hoisted(() => ({
  env: {} as Record<string, string>,
  voiceAssistant: null as { assistantId: string | null; squadId: string | null } | null,
}))

vi.mock('@/lib/config', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/config')>()
  return { ...original, getConfig: () => original.parseConfig(state.env) }
})
vi.mock('@/lib/content/site', () => ({
  fetchSiteSettings: async () => ({ voiceAssistant: state.voiceAssistant }),
}))

afterEach(() => {
  state.env = {}
  state.voiceAssistant = null
})

describe('fetchVoiceChatSettings', () => {
  it('is all empty by default (the seed sets no assistant): the voice chat shows "not configured"', async () => {
    expect(parseConfig({}).voice.publicKey).toBeUndefined()
    await expect(fetchVoiceChatSettings()).resolves.toEqual({
      publicKey: null,
      apiBaseUrl: null,
      assistantId: null,
      squadId: null,
    })
  })

  it('takes the key and API base URL from the environment and the assistant from the CMS', async () => {
    state.env = { NEXT_PUBLIC_VAPI_PUBLIC_KEY: 'pk-live', VAPI_API_BASE_URL: 'https://voice.example.com/' }
    state.voiceAssistant = { assistantId: ' asst-cms ', squadId: 'squad-cms' }
    await expect(fetchVoiceChatSettings()).resolves.toEqual({
      publicKey: 'pk-live',
      apiBaseUrl: 'https://voice.example.com',
      assistantId: 'asst-cms',
      squadId: 'squad-cms',
    })
  })

  it('lets VAPI_ASSISTANT_ID override the CMS choice', async () => {
    state.env = { NEXT_PUBLIC_VAPI_PUBLIC_KEY: 'pk', VAPI_ASSISTANT_ID: 'asst-staging' }
    state.voiceAssistant = { assistantId: 'asst-cms', squadId: 'squad-cms' }
    await expect(fetchVoiceChatSettings()).resolves.toMatchObject({ assistantId: 'asst-staging', squadId: null })
  })

  it('treats blank CMS ids as unset', async () => {
    state.voiceAssistant = { assistantId: '  ', squadId: '' }
    await expect(fetchVoiceChatSettings()).resolves.toMatchObject({ assistantId: null, squadId: null })
  })
})
