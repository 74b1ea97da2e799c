import { listenForPresses } from './early-press'

/**
 * The seam for opening a dialog whose code loads on demand (Michael's chat, the booking dialog)
 * from anywhere: a window event that the dialog's host, mounted once in the site layout, listens
 * for. Callers import only the tiny module that defines the opener; the dialog's code loads on the
 * first request, or earlier on hover and focus so that a click rarely waits.
 */
export function lazyDialog<Module>({ event, load }: { event: string; load: () => Promise<Module> }) {
  /** Opens the dialog; focus goes back to `opener` (default: the focused element) on close. */
  const open = (opener?: HTMLElement | null) => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    window.dispatchEvent(new CustomEvent<HTMLElement | null>(event, { detail: opener ?? focused }))
  }
  return {
    load,
    open,
    /** For the host: `onOpen` gets the opener of each request; returns the function that stops listening. */
    listen(onOpen: (opener: HTMLElement | null) => void) {
      const handler = (request: Event) => onOpen((request as CustomEvent<HTMLElement | null>).detail)
      window.addEventListener(event, handler)
      // A press that came before this host listened opens the dialog too, for the button pressed.
      const stopEarly = listenForPresses(event, onOpen)
      return () => {
        window.removeEventListener(event, handler)
        stopEarly()
      }
    },
    /** The props of a button that opens the dialog. */
    triggerProps: {
      'aria-haspopup': 'dialog',
      // A press before the host listens is kept for it (./early-press.ts).
      'data-early-press': event,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: (click: { currentTarget: HTMLElement }) => open(click.currentTarget),
    },
  } as const
}
