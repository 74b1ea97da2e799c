/**
 * The attribute that names what a press on a button asks for (a dialog's window event, the voice
 * chat's Start, the phone menu), so that a press made before the code that answers it listens is
 * kept rather than lost. The buttons write it out as `data-early-press`: a helper to spread it
 * cost every page's first load more bytes than it saved.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press'

/**
 * `pending` holds the button last pressed for each name whose handler is not listening yet,
 * `hosts` the names whose handler is.
 */
type EarlyPresses = { pending: Record<string, HTMLElement | undefined>; hosts: Record<string, boolean> }

const earlyPresses = () => (window as typeof window & { __earlyPresses?: EarlyPresses }).__earlyPresses

/**
 * Runs in <head> before first paint. On a slow phone the buttons are visible a few hundred
 * milliseconds (seconds on a slow network) before they work: before the page's scripts have run,
 * or while a block waits for its lazy chunk to hydrate, React drops a click on it. This listener
 * comes first (the document, capture phase) and keeps the press for the handler, which takes it
 * when it starts listening (`listenForPresses`). A static string, like the theme script.
 */
export const EARLY_PRESS_SCRIPT = `(function(){var d=window.__earlyPresses={pending:{},hosts:{}};document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest('[${EARLY_PRESS_ATTRIBUTE}]'):null;if(!t)return;var n=t.getAttribute('${EARLY_PRESS_ATTRIBUTE}');if(!d.hosts[n])d.pending[n]=t},true)})()`

/**
 * For the code that answers presses named `name`, once it listens (in an effect): marks the name
 * as listened to, and hands `onEarlyPress` the button of a press that came before. That call
 * comes a task later: when a press is what makes React hydrate the block (it does so at once for
 * a click), React also delivers that same click to the hydrated button after this effect has run,
 * so `onEarlyPress` must be safe to follow or precede a press the button itself handled (open, not
 * toggle; start once). It comes even if the listener stopped meanwhile: React's development mode
 * stops and starts every effect once on mount, and a component that is gone ignores its state
 * updates. Returns the function that stops listening.
 */
export function listenForPresses(name: string, onEarlyPress: (button: HTMLElement) => void): () => void {
  const early = earlyPresses()
  if (!early) return () => {}
  early.hosts[name] = true
  const button = early.pending[name]
  delete early.pending[name]
  if (button) setTimeout(() => onEarlyPress(button))
  return () => {
    early.hosts[name] = false
  }
}
