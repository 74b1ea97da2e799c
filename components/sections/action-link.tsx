'use client'

import type { ReactNode } from 'react'
import { bookingDialog } from '@/components/booking/open-booking-dialog'
import { chatDialog } from '@/components/chat/open-chat'

const DIALOGS = { book: bookingDialog, chat: chatDialog }

/**
 * A CMS button whose action opens a dialog over the page: the booking calendar (prefilled with what
 * the visitor gave us) or the chat with Michael. Its address is where it goes before the page's
 * JavaScript has run, or if the dialog's code cannot load: a real link, never a dead button.
 */
export function ActionLink({
  action,
  href,
  className,
  children,
}: {
  action: keyof typeof DIALOGS
  href: string
  className?: string
  children: ReactNode
}) {
  const { onClick, ...trigger } = DIALOGS[action].triggerProps
  return (
    <a
      href={href}
      className={className}
      {...trigger}
      onClick={(event) => {
        event.preventDefault()
        onClick(event)
      }}
    >
      {children}
    </a>
  )
}
