'use client'

import { Link } from '@/components/ui/link'
import { useEffect, useId, useRef } from 'react'
import { LeadForm } from '@/components/leads/lead-form'
import type { ChatWidgetContent } from '@/lib/chat/widget-content'
import { AssistantAvatar, CloseIcon, CollapseIcon, ExpandIcon, MicIcon, MinimiseIcon } from './chat-icons'
import { Composer } from './composer'
import { Announcer, MessageList } from './message-list'
import { ChatNotice, useChatNotice } from './chat-notice'
import type { Chat } from './use-chat'
import { useFocusTrap } from './use-focus-trap'

type ChatDialogProps = {
  chat: Chat
  content: ChatWidgetContent
  expanded: boolean
  onToggleExpanded: () => void
  onMinimise: () => void
  onClose: () => void
}

const headerButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground'

/**
 * The chat panel: a modal dialog, a full-width sheet on phones and a panel in the bottom-right
 * corner from 768px (SPEC.md 9). Escape closes it; the launcher returns focus to the opener.
 */
export function ChatDialog({ chat, content, expanded, onToggleExpanded, onMinimise, onClose }: ChatDialogProps) {
  const { assistantName, greeting } = content
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const titleId = useId()
  useFocusTrap(panelRef)
  const { notice, dismiss } = useChatNotice()

  // On opening, and when the lead form closes, the visitor carries on typing.
  useEffect(() => {
    if (!chat.leadFormOpen) inputRef.current?.focus()
  }, [chat.leadFormOpen])

  // A click on Send disables it while the reply comes, which drops focus: take it back.
  useEffect(() => {
    if (!chat.busy && (document.activeElement === document.body || !document.activeElement)) inputRef.current?.focus()
  }, [chat.busy])

  return (
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-black/50 md:bg-black/25" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return
          event.preventDefault()
          onClose()
        }}
        className={`absolute inset-x-0 bottom-0 flex max-h-dvh flex-col overflow-hidden border border-border bg-card text-card-foreground shadow-2xl shadow-black/40 transition-[opacity,translate] duration-200 outline-none starting:translate-y-4 starting:opacity-0 md:inset-x-auto md:right-6 md:bottom-6 md:max-h-[calc(100dvh-3rem)] md:rounded-2xl ${
          expanded ? 'h-dvh md:h-[min(48rem,calc(100dvh-3rem))] md:w-[44rem]' : 'rounded-t-2xl md:w-[25rem]'
        }`}
      >
        <div className="flex items-center gap-3 border-b border-border px-4 py-3">
          <span className="relative">
            <AssistantAvatar name={assistantName} className="size-9 text-sm" />
            <span aria-hidden="true" className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-500 ring-2 ring-card" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-sm font-semibold">
              <span className="sr-only">Chat with </span>
              {assistantName}
            </h2>
            <p className="truncate text-xs text-muted-foreground">Your AI agent guide</p>
          </div>
          <button type="button" aria-label={expanded ? 'Collapse chat' : 'Expand chat'} onClick={onToggleExpanded} className={headerButton}>
            {expanded ? <CollapseIcon /> : <ExpandIcon />}
          </button>
          <button type="button" aria-label="Minimise chat" onClick={onMinimise} className={headerButton}>
            <MinimiseIcon />
          </button>
          <button type="button" aria-label="Close chat" onClick={onClose} className={headerButton}>
            <CloseIcon />
          </button>
        </div>

        <ChatNotice
          notice={notice}
          onDismiss={() => {
            dismiss()
            ;(inputRef.current ?? panelRef.current)?.focus()
          }}
        />

        {/* SPEC.md 9: the chat area is 400px high (taller when expanded; never taller than the screen). */}
        <div className={expanded ? 'min-h-0 flex-1' : 'h-[400px] max-h-[calc(100dvh-11rem)] shrink'}>
          {chat.leadFormOpen ? (
            <section aria-labelledby={`${titleId}-lead`} className="h-full overflow-y-auto overscroll-contain px-4 py-4">
              <h3 id={`${titleId}-lead`} className="text-sm font-semibold">
                Share your details
              </h3>
              <p className="mt-1 mb-4 text-sm text-muted-foreground">
                Our team will follow up, and you can book a free 30-minute consultation right after.
              </p>
              <LeadForm source="chat" submitLabel="Send details" onSuccess={chat.onLeadCaptured} onCancel={chat.closeLeadForm} autoFocus />
            </section>
          ) : (
            <MessageList
              assistantName={assistantName}
              greeting={greeting}
              messages={chat.messages}
              typing={chat.typing}
              leadCaptured={chat.leadCaptured}
              unanswered={chat.unanswered}
              onResend={() => {
                // The button goes while the reply comes: the visitor carries on in the input.
                inputRef.current?.focus()
                chat.resend()
              }}
            />
          )}
        </div>

        {chat.leadFormOpen ? null : (
          <Composer
            assistantName={assistantName}
            value={chat.draft}
            onChange={chat.setDraft}
            onSend={chat.send}
            busy={chat.busy}
            inputRef={inputRef}
          />
        )}
        <p className="flex items-center justify-center gap-1.5 border-t border-border px-4 py-2 text-xs text-muted-foreground">
          <MicIcon className="size-3.5" />
          Prefer to speak?
          <Link href="/voice-chat" onClick={onClose} className="font-semibold text-foreground underline underline-offset-4 hover:text-primary">
            Talk instead
          </Link>
        </p>
        <Announcer announcement={chat.announcement} />
      </div>
    </div>
  )
}
