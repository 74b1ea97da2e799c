'use client'

import { type RefObject, useId } from 'react'
import { SendIcon } from './chat-icons'
import { REQUEST_LIMITS } from './conversation'

type ComposerProps = {
  assistantName: string
  value: string
  onChange: (value: string) => void
  onSend: (text: string) => void
  busy: boolean
  inputRef: RefObject<HTMLTextAreaElement | null>
}

/**
 * The message input: Enter sends, Shift+Enter adds a line, blank messages are
 * ignored. While a reply is on its way the input is read-only and marked disabled rather
 * than `disabled`, which would throw keyboard focus out of the dialog.
 */
export function Composer({ assistantName, value, onChange, onSend, busy, inputRef }: ComposerProps) {
  const id = useId()
  const canSend = !busy && value.trim() !== ''

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSend(value)
      }}
      className="flex items-end gap-2 border-t border-border px-3 py-3"
    >
      <label htmlFor={id} className="sr-only">
        Message {assistantName}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        rows={1}
        value={value}
        maxLength={REQUEST_LIMITS.messageChars}
        readOnly={busy}
        aria-disabled={busy || undefined}
        placeholder={busy ? `${assistantName} is replying…` : 'Type your message…'}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter while composing (Japanese, Chinese input) confirms the text, it does not send.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
          event.preventDefault()
          onSend(value)
        }}
        className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-disabled:cursor-progress aria-disabled:opacity-60"
      />
      <button
        type="submit"
        aria-label="Send message"
        disabled={!canSend}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground transition-colors hover:bg-primary/90 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-4 rounded-full border-2 border-current border-r-transparent motion-safe:animate-spin"
          />
        ) : (
          <SendIcon />
        )}
      </button>
    </form>
  )
}
