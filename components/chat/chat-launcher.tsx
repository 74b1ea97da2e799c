'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { ChatIcon } from '@/components/ui/chrome-icons'
import { showToast } from '@/components/ui/toasts'
import type { ChatWidgetContent } from '@/lib/chat/widget-content'
import type { ChatWidgetProps } from './chat-widget'
import { chatDialog } from './open-chat'

// The floating chat button appears only on this page (elsewhere 'Talk to an AI Agent' opens the chat).
const FLOATING_BUTTON_PATH = '/chat'

const isShown = (element: HTMLElement | null): element is HTMLElement =>
  Boolean(element?.isConnected && element.getClientRects().length > 0)

/**
 * Mounted once in the site layout, so the conversation outlives page changes. Renders only the
 * floating button on /chat until someone calls chatDialog.open(); then it loads the widget with import().
 */
export function ChatLauncher({ content }: { content: ChatWidgetContent }) {
  const pathname = usePathname()
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null)
  const [open, setOpen] = useState(false)
  // Bumped by every open request, so a request restores a minimised dialog too.
  const [request, setRequest] = useState(0)
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)

  useEffect(
    () =>
      chatDialog.listen((requestOpener) => {
        opener.current = requestOpener
        chatDialog.load().then(
          (module) => {
            setWidget(() => module.ChatWidget)
            setOpen(true)
            setRequest((count) => count + 1)
          },
          // Offline or a stale deployment: say so rather than fail silently.
          () => showToast('error', 'Error', 'Failed to get a response. Please try again.'),
        )
      }),
    [],
  )

  // Focus goes back once the dialog is gone; to the main content when the opener went away
  // meanwhile (the mobile menu closes as the dialog takes focus).
  useEffect(() => {
    if (open) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      const target = isShown(opener.current) ? opener.current : document.getElementById('main')
      target?.focus({ preventScroll: target !== opener.current })
    }
  }, [open])

  return (
    <>
      {pathname === FLOATING_BUTTON_PATH ? (
        <button
          type="button"
          hidden={open}
          data-floating-chat
          {...chatDialog.triggerProps}
          className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-black/20 transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:right-6 md:bottom-6"
        >
          <ChatIcon className="size-6" />
          <span className="sr-only">Chat with {content.assistantName}</span>
        </button>
      ) : null}
      {Widget ? <Widget content={content} open={open} request={request} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
