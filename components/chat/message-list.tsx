'use client'

import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { bookingDialog } from '@/components/booking/open-booking-dialog'
import { offersToBookACall } from '@/lib/chat/lead-trigger'
import { AssistantAvatar, CalendarIcon } from './chat-icons'
import { withPageLinks } from './reply-links'
import type { ChatMessage } from '@/lib/chat/types'
import type { Chat } from './use-chat'

type MessageListProps = {
  assistantName: string
  greeting: string
  messages: ChatMessage[]
  typing: string | null
  leadCaptured: boolean
  /** The last message is the visitor's and has no reply: it offers to send it again. */
  unanswered: boolean
  onResend: () => void
  /** Shown below the last message, inside the conversation (the details form). */
  after?: ReactNode
}

const bubble = 'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap break-words'

function AssistantMessage({ name, children, action }: { name: string; children: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex items-end gap-2">
      <AssistantAvatar name={name} className="mb-0.5 size-7 text-xs" />
      <div className="flex max-w-[85%] flex-col items-start gap-2">
        <p className={`${bubble} max-w-full rounded-bl-md bg-muted text-foreground`}>
          <span className="sr-only">{name}: </span>
          {children}
        </p>
        {action}
      </div>
    </li>
  )
}

function BookCallButton() {
  return (
    <button
      type="button"
      {...bookingDialog.triggerProps}
      className="inline-flex h-9 items-center gap-2 rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90"
    >
      <CalendarIcon />
      Book a Call
    </button>
  )
}

/** The conversation: the greeting, every turn, and the reply being typed. */
export function MessageList({
  assistantName,
  greeting,
  messages,
  typing,
  leadCaptured,
  unanswered,
  onResend,
  after,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // Follow the conversation as it grows, unless the visitor scrolled up to reread.
  const pinned = useRef(true)

  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    if (pinned.current || messages.at(-1)?.role === 'user') element.scrollTop = element.scrollHeight
  }, [messages, typing])

  // What joins below the conversation comes into view, its top first (the last message stays above it).
  const hasAfter = Boolean(after)
  useLayoutEffect(() => {
    const element = scrollRef.current
    const last = element?.querySelector<HTMLElement>('[data-after]')
    if (element && last) element.scrollTop = Math.max(0, last.offsetTop - element.clientHeight / 3)
  }, [hasAfter])

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Conversation"
      aria-busy={typing !== null}
      // Focusable, so keyboard users can scroll back through the conversation.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
      }}
      className="relative h-full overflow-y-auto overscroll-contain bg-background px-4 py-4 focus-visible:outline-offset-[-2px]"
    >
      <ol className="flex flex-col gap-3">
        <AssistantMessage name={assistantName}>{greeting}</AssistantMessage>
        {messages.map((message, index) =>
          message.role === 'user' ? (
            <li key={index} className="flex flex-col items-end gap-1.5">
              <p className={`${bubble} rounded-br-md bg-primary text-primary-foreground`}>
                <span className="sr-only">You: </span>
                {message.content}
              </p>
              {unanswered && index === messages.length - 1 ? (
                <p className="flex items-center gap-2 text-xs text-muted-foreground">
                  Not answered
                  <button
                    type="button"
                    onClick={onResend}
                    className="rounded-full border border-border px-3 py-1 font-semibold text-foreground transition-colors hover:bg-muted"
                  >
                    Send again
                  </button>
                </p>
              ) : null}
            </li>
          ) : (
            <AssistantMessage
              key={index}
              name={assistantName}
              action={leadCaptured && offersToBookACall(message.content) ? <BookCallButton /> : null}
            >
              {withPageLinks(message.content)}
            </AssistantMessage>
          ),
        )}
        {typing === '' ? (
          <li className="flex items-end gap-2">
            <AssistantAvatar name={assistantName} className="mb-0.5 size-7 text-xs" />
            <p className={`${bubble} flex items-center gap-1 rounded-bl-md bg-muted`} role="status">
              <span className="sr-only">{assistantName} is typing…</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  style={{ animationDelay: `${delay}ms` }}
                  className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
                />
              ))}
            </p>
          </li>
        ) : typing ? (
          <AssistantMessage name={assistantName}>
            {withPageLinks(typing)}
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 bg-foreground/60 motion-safe:animate-pulse"
            />
          </AssistantMessage>
        ) : null}
      </ol>
      {after ? (
        <div data-after="" className="mt-3">
          {after}
        </div>
      ) : null}
    </div>
  )
}

/** Screen readers hear each finished reply once, not every typed character. */
export function Announcer({ announcement }: { announcement: Chat['announcement'] }) {
  return (
    <div aria-live="polite" className="sr-only">
      {announcement ? <p key={announcement.id}>{announcement.text}</p> : null}
    </div>
  )
}
