import type { VoiceClient } from './voice-client'

export type VoiceClientConfig = { publicKey: string; apiBaseUrl?: string }

let shared: Promise<VoiceClient> | null = null

/**
 * The page's one voice client, created on the first call: the SDK and its call library
 * (@daily-co/daily-js) are fetched here with import(), never in a page's first-load JavaScript.
 * A failed attempt is forgotten so the next Start can try again.
 */
export function loadVoiceClient(config: VoiceClientConfig): Promise<VoiceClient> {
  shared ??= createVoiceClient(config).catch((error: unknown) => {
    shared = null
    throw error
  })
  return shared
}

async function createVoiceClient({ publicKey, apiBaseUrl }: VoiceClientConfig): Promise<VoiceClient> {
  const sdk = await import('@vapi-ai/web')
  // The package is CommonJS with `exports.default`; bundlers may hand back either shape.
  const Vapi = ((sdk.default as unknown as { default?: typeof sdk.default }).default ??
    sdk.default) as typeof sdk.default
  // avoidEval: the call library loads its call machine as a script instead of eval(), so the
  // site's Content-Security-Policy needs no 'unsafe-eval'.
  const client: VoiceClient = new Vapi(publicKey, apiBaseUrl, { avoidEval: true })
  return client
}
