'use client'

import { Link } from '@/components/ui/link'
import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import { LeadForm } from '@/components/leads/lead-form'
import type { ChatWidgetContent } from '@/lib/chat/widget-content'
import { CloseIcon } from '@/components/ui/close-icon'
import { AssistantAvatar, CollapseIcon, ExpandIcon, MicIcon, MinimiseIcon } from './chat-icons'
import { Composer } from './composer'
import { Announcer, MessageList } from './message-list'
import { ChatNotice, useChatNotice } from './chat-notice'
import type { Chat } from './use-chat'

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
 * The chat panel: a native modal <dialog>, a full-width sheet on phones and a panel in the
 * bottom-right corner from 768px. The browser keeps focus in it and makes the page behind inert
 * (and globals.css stops the page scrolling behind a modal); Escape or a click on the backdrop
 * closes it, and the launcher returns focus to the opener.
 */
export function ChatDialog({ chat, content, expanded, onToggleExpanded, onMinimise, onClose }: ChatDialogProps) {
  const { assistantName, greeting } = content
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const leadRef = useRef<HTMLElement>(null)
  const titleId = useId()
  const { notice, dismiss } = useChatNotice()

  // Mounted while open: shown before the effects below move focus into it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  // On opening, and when the lead form opens or closes, focus goes where the visitor types: in the
  // form, its first field still empty (what the visitor told Michael is filled in already).
  useEffect(() => {
    const fields = [...(leadRef.current?.querySelectorAll<HTMLInputElement>('input:not([tabindex="-1"])') ?? [])]
    const target = chat.leadFormOpen ? (fields.find((field) => field.value === '') ?? fields[0]) : inputRef.current
    target?.focus()
  }, [chat.leadFormOpen])

  // A click on Send disables it while the reply comes, which drops focus: take it back.
  useEffect(() => {
    if (!chat.busy && (document.activeElement === document.body || !document.activeElement)) inputRef.current?.focus()
  }, [chat.busy])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the conversation state closes it, so the launcher knows.
        event.preventDefault()
        onClose()
      }}
      // A click on the backdrop lands on the <dialog> itself, not on its content.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={`fixed inset-x-0 top-auto bottom-0 m-0 max-h-dvh w-full max-w-none flex-col overflow-hidden border border-border bg-card p-0 text-card-foreground shadow-2xl shadow-black/40 transition-[opacity,translate] duration-200 outline-none open:flex starting:translate-y-4 starting:opacity-0 backdrop:bg-black/50 md:inset-x-auto md:right-6 md:bottom-6 md:max-h-[calc(100dvh-3rem)] md:rounded-2xl md:backdrop:bg-black/25 ${
        expanded ? 'h-dvh md:h-[min(48rem,calc(100dvh-3rem))] md:w-[44rem]' : 'rounded-t-2xl md:w-[25rem]'
      }`}
    >
      <div className="flex items-center gap-3 border-b border-border px-4 py-3">
        <span className="relative">
          <AssistantAvatar name={assistantName} className="size-9 text-sm" />
          <span
            aria-hidden="true"
            className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-500 ring-2 ring-card"
          />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold">
            <span className="sr-only">Chat with </span>
            {assistantName}
          </h2>
          <p className="truncate text-xs text-muted-foreground">Your AI agent guide</p>
        </div>
        <button
          type="button"
          aria-label={expanded ? 'Collapse chat' : 'Expand chat'}
          onClick={onToggleExpanded}
          className={headerButton}
        >
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
          ;(inputRef.current ?? dialogRef.current)?.focus()
        }}
      />

      {/* The chat area is 400px high (taller when expanded; never taller than the screen). */}
      <div className={expanded ? 'min-h-0 flex-1' : 'h-[400px] max-h-[calc(100dvh-11rem)] shrink'}>
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
          // The details form joins the conversation below the last message: what was said stays in view above it.
          after={
            chat.leadFormOpen ? (
              <section
                ref={leadRef}
                aria-labelledby={`${titleId}-lead`}
                className="rounded-2xl border border-border bg-card px-4 py-4"
              >
                <h3 id={`${titleId}-lead`} className="text-sm font-semibold">
                  Share your details
                </h3>
                <p className="mt-1 mb-4 text-sm text-muted-foreground">
                  Our team will follow up, and you can book a free 30-minute consultation right after.
                </p>
                <LeadForm
                  source="chat"
                  submitLabel="Send details"
                  transcript={[
                    { role: 'assistant', content: greeting, signature: chat.greetingSignature },
                    ...chat.messages,
                  ]}
                  defaults={chat.leadDefaults}
                  // A number the visitor typed to Michael has its field, so the lead keeps it.
                  optionalFields={chat.leadDefaults?.phone ? ['phone'] : []}
                  onSuccess={chat.onLeadCaptured}
                  onCancel={chat.closeLeadForm}
                  autoFocus
                />
              </section>
            ) : null
          }
        />
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
        <Link
          href="/voice-chat"
          onClick={onClose}
          className="font-semibold text-foreground underline underline-offset-4 hover:text-primary"
        >
          Talk instead
        </Link>
      </p>
      <Announcer announcement={chat.announcement} />
    </dialog>
  )
}
