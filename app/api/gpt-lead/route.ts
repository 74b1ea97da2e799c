import { handleLeadPost } from '@/lib/leads/capture/endpoint'
import { leadEndpointDeps } from '@/lib/leads'

export const runtime = 'nodejs'

/** Lead capture (docs/leads.md): {name, email, company} -> 201 {id}. Other methods answer 405. */
export function POST(request: Request) {
  return handleLeadPost(request, leadEndpointDeps())
}
