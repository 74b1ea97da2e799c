import { getLeadStore } from '@/lib/leads'
import { handleHealth } from '@/lib/ops/health'
import { readinessChecks } from '@/lib/ops/readiness'

// Answered per request, never from a cache.
export const dynamic = 'force-dynamic'

/** Liveness and, with ?ready=1, readiness for load balancers and orchestrators (lib/ops/health.ts). */
export function GET(request: Request) {
  return handleHealth(request, { checks: () => [['leads', () => getLeadStore().ping()], ...readinessChecks()] })
}
