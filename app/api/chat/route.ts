import { chatEndpointDeps } from '@/lib/chat'
import { handleChatPost } from '@/lib/chat/handler'

export const runtime = 'nodejs'

/** Michael, the chat assistant: {messages} -> {message, usage}, or a stream with Accept: text/event-stream. */
export function POST(request: Request) {
  return handleChatPost(request, chatEndpointDeps())
}
