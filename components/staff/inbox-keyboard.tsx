'use client'

import { useEffect, useId, useRef } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { INBOX_SHORTCUTS, inboxCommand, moveSelection } from '@/lib/staff/inbox-keys'
import { dialogClass } from './confirm-dialog'

/** The leads' links on screen (the cards or the table, whichever this width shows), in order. */
function visibleLeadLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[data-lead-link]')].filter(
    (link) => link.getClientRects().length > 0,
  )
}

/**
 * The inbox's keyboard: j and k move focus through the leads (the focused one is highlighted and
 * read out; Enter opens it, as any link), / goes to the search box, ? opens the list of
 * shortcuts. None of them while typing in a field, with a modifier held, or with a dialog open.
 */
export function InboxKeyboard() {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return
      const command = inboxCommand(event)
      if (!command) return
      event.preventDefault()
      if (command === 'help') return dialog.current?.showModal()
      if (command === 'search') return document.getElementById('inbox-q')?.focus()
      const links = visibleLeadLinks()
      const index = moveSelection(links.indexOf(document.activeElement as HTMLAnchorElement), links.length, command)
      const link = links[index]
      if (!link) return
      link.focus()
      link.scrollIntoView({ block: 'nearest' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className={buttonClasses({ variant: 'ghost', className: 'max-lg:hidden' })}
      >
        Keyboard shortcuts
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className={dialogClass}
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {INBOX_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.action} className="contents">
              <dt>
                {shortcut.keys.map((key) => (
                  <kbd key={key} className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{shortcut.action}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">Shortcuts do nothing while you type in a field.</p>
        <form method="dialog" className="mt-6 flex justify-end">
          <button type="submit" autoFocus className={buttonClasses({ variant: 'secondary' })}>
            Close
          </button>
        </form>
      </dialog>
    </>
  )
}
