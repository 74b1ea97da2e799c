'use client'

import { useEffect, useRef, useState } from 'react'
import type { ChatWidgetContent } from '@/lib/chat/widget-content'
import { ChatDialog } from './chat-dialog'
import { CloseIcon } from '@/components/ui/close-icon'
import { AssistantAvatar } from './chat-icons'
import { Announcer } from './message-list'
import { useChat } from './use-chat'

export type ChatWidgetProps = {
  content: ChatWidgetContent
  /** Shown, as the dialog or minimised to a bar. */
  open: boolean
  /** Changes with every open request: a request while minimised restores the dialog. */
  request: number
  onClose: () => void
}

/**
 * Michael's chat, loaded on the first open request (see ChatLauncher). Stays mounted after
 * that, so closing or minimising the dialog keeps the conversation and any reply in flight.
 */
export function ChatWidget({ content, open, request, onClose }: ChatWidgetProps) {
  const chat = useChat(content)
  const [minimised, setMinimised] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const [handledRequest, setHandledRequest] = useState(request)
  const restoreRef = useRef<HTMLButtonElement>(null)

  if (request !== handledRequest) {
    setHandledRequest(request)
    setMinimised(false)
  }

  useEffect(() => {
    if (open && minimised) restoreRef.current?.focus()
  }, [open, minimised])

  return (
    <>
      {/* Inside the dialog while it is open, since a modal hides what lies outside it. */}
      {open && !minimised ? null : <Announcer announcement={chat.announcement} />}
      {open && !minimised ? (
        <ChatDialog
          chat={chat}
          content={content}
          expanded={expanded}
          onToggleExpanded={() => setExpanded((value) => !value)}
          onMinimise={() => setMinimised(true)}
          onClose={onClose}
        />
      ) : null}
      {open && minimised ? (
        <div
          data-floating-chat
          className="fixed right-4 bottom-4 z-40 flex items-center gap-1 rounded-full border border-border bg-card p-1 text-card-foreground shadow-lg shadow-black/20 md:right-6 md:bottom-6"
        >
          <button
            ref={restoreRef}
            type="button"
            onClick={() => setMinimised(false)}
            className="inline-flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold hover:bg-muted"
          >
            <AssistantAvatar name={content.assistantName} />
            <span>
              Chat with {content.assistantName}
              {chat.busy ? <span className="ml-2 font-normal text-muted-foreground">typing…</span> : null}
            </span>
          </button>
          <button
            type="button"
            aria-label="Close chat"
            onClick={onClose}
            className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </>
  )
}
