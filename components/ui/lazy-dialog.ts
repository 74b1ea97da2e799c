/** The attribute that names the dialog a button opens (its window event), for clicks before hydration. */
const OPENS_ATTRIBUTE = 'data-opens-dialog'

/**
 * Where a click that came before the page's scripts waits for the dialog's host: `pending` holds
 * the button last pressed for each dialog whose host is not listening yet, `hosts` the dialogs
 * whose host is.
 */
type EarlyDialogs = { pending: Record<string, HTMLElement | undefined>; hosts: Record<string, boolean> }

const earlyDialogs = () => (window as typeof window & { __lazyDialogs?: EarlyDialogs }).__lazyDialogs

/**
 * Runs in <head> before first paint: a press on a button that opens a dialog (its
 * `data-opens-dialog`), made before the page has hydrated or before that dialog's host listens,
 * is kept, and the host opens the dialog once it does. On a slow phone the buttons are visible a
 * few hundred milliseconds before they work; without this, such a press did nothing. A static
 * string, like the theme script.
 */
export const EARLY_DIALOG_SCRIPT = `(function(){var d=window.__lazyDialogs={pending:{},hosts:{}};document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest('[${OPENS_ATTRIBUTE}]'):null;if(!t)return;var n=t.getAttribute('${OPENS_ATTRIBUTE}');if(!d.hosts[n])d.pending[n]=t},true)})()`

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
      const early = earlyDialogs()
      if (early) {
        early.hosts[event] = true
        // A press that came before this host listened: open now, for the button pressed.
        const opener = early.pending[event]
        delete early.pending[event]
        if (opener) onOpen(opener)
      }
      return () => {
        window.removeEventListener(event, handler)
        if (early) early.hosts[event] = false
      }
    },
    /** The props of a button that opens the dialog. */
    triggerProps: {
      'aria-haspopup': 'dialog',
      [OPENS_ATTRIBUTE]: event,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: (click: { currentTarget: HTMLElement }) => open(click.currentTarget),
    },
  } as const
}
