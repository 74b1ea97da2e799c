'use client'

import { type ReactNode, useId, useRef } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'

export const dialogClass =
  'm-auto w-[min(100%-2rem,28rem)] max-w-none rounded-2xl border border-border bg-background p-6 text-foreground shadow-2xl backdrop:bg-black/60'

/**
 * A form whose submission asks first, in a native modal <dialog> (focus moves into it and
 * returns, Escape cancels, the page behind is inert). The question is asked only where
 * JavaScript runs; without it the button submits as it says.
 */
export function ConfirmForm({
  action,
  children,
  title,
  description,
  confirmLabel,
  className,
}: {
  action: (formData: FormData) => void | Promise<void>
  /** The form's fields and its submit button. */
  children: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  className?: string
}) {
  const form = useRef<HTMLFormElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const confirmed = useRef(false)
  const titleId = useId()
  const descriptionId = useId()
  return (
    <>
      <form
        ref={form}
        action={action}
        className={className}
        onSubmit={(event) => {
          if (confirmed.current) {
            confirmed.current = false
            return
          }
          event.preventDefault()
          dialog.current?.showModal()
        }}
      >
        {children}
      </form>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={dialogClass}
        // A click on the backdrop lands on the <dialog> itself: cancel, as Escape does.
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-muted-foreground">
          {description}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* First in the dialog, so Enter on an open dialog cancels rather than acts. */}
          <button
            type="button"
            autoFocus
            className={buttonClasses({ variant: 'secondary' })}
            onClick={() => dialog.current?.close()}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonClasses({ variant: 'primary' })}
            onClick={() => {
              dialog.current?.close()
              confirmed.current = true
              form.current?.requestSubmit()
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  )
}
