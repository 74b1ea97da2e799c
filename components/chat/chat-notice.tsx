'use client'

import { useEffect, useState } from 'react'
import { hostToasts, type Toast } from '@/components/ui/toasts'
import { CloseIcon } from '@/components/ui/close-icon'

type Notice = Toast & { id: number }

/** How long a toast shows, in the chat as on the page. */
const SHOWN_MS = 5000

/**
 * Toasts made while the chat is open (its own errors, the lead form's) become a notice inside it,
 * one at a time, for as long as a toast would show.
 */
export function useChatNotice() {
  const [notice, setNotice] = useState<Notice | null>(null)
  useEffect(() => hostToasts((toast) => setNotice((previous) => ({ ...toast, id: (previous?.id ?? 0) + 1 }))), [])
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [notice])
  return { notice, dismiss: () => setNotice(null) }
}

const tones = {
  error: 'bg-red-500/10 [&_strong]:text-red-700 dark:[&_strong]:text-red-300',
  success: 'bg-emerald-500/10 [&_strong]:text-emerald-700 dark:[&_strong]:text-emerald-300',
} as const

/**
 * The notice, in the flow of the panel under its header: it pushes the conversation down rather
 * than covering any of it, and the live region around it reads it out.
 */
export function ChatNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {notice ? (
        <div
          key={notice.id}
          className={`flex items-start gap-3 border-b border-border px-4 py-2.5 text-sm ${tones[notice.kind]}`}
        >
          <p className="min-w-0 flex-1">
            <strong className="block font-semibold">{notice.title}</strong>
            <span className="text-foreground">{notice.description}</span>
          </p>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={onDismiss}
            className="-mr-1.5 inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  )
}
