import { getConfig } from '@/lib/config'
import { callMeDeps } from '@/lib/leads'
import { handleCallMePost } from '@/lib/leads/capture/call-me-endpoint'

export const runtime = 'nodejs'

/** "Have the AI receptionist call me" (docs/voice.md): 201 {callId, number, state}, or a refusal the form shows. */
export function POST(request: Request) {
  return handleCallMePost(request, { ...callMeDeps(), allowedOrigins: [getConfig().siteUrl] })
}
