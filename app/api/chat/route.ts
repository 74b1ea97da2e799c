import { chatEndpointDeps } from '@/lib/chat'
import { handleChatPost } from '@/lib/chat/handler'

export const runtime = 'nodejs'

/** Michael (SPEC.md 4, 7): {messages} -> {message, usage}, or a stream with Accept: text/event-stream. */
export function POST(request: Request) {
  return handleChatPost(request, chatEndpointDeps())
}
