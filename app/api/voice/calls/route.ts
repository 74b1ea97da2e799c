import { callReportDeps } from '@/lib/leads'
import { handleCallReport } from '@/lib/leads/capture/call-report'

export const runtime = 'nodejs'

/** Vapi's server URL (docs/voice.md): end-of-call reports, verified with VAPI_SERVER_SECRET. */
export function POST(request: Request) {
  return handleCallReport(request, callReportDeps())
}
