import { callMeDeps, callStateLimiter } from '@/lib/leads'
import { handleCallStateGet } from '@/lib/leads/capture/call-me-endpoint'

export const runtime = 'nodejs'

/** How a call the visitor asked for stands (the form polls it). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleCallStateGet(request, (await params).id, { ...callMeDeps(), limiter: callStateLimiter() })
}
