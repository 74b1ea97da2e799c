/**
 * The seam for opening Michael's chat from anywhere ('Talk to an AI Agent' in the navigation,
 * the floating button on /chat): a window event that ChatLauncher listens for. Callers import
 * only this tiny module; the widget's code loads on the first request.
 */
export const OPEN_CHAT_EVENT = 'kestrel:open-chat'

export type OpenChatDetail = { opener: HTMLElement | null }

/** Opens the chat dialog; focus goes back to `opener` (default: the focused element) on close. */
export function openChat(opener?: HTMLElement | null) {
  const detail: OpenChatDetail = {
    opener: opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  }
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }))
}

/** Loads the widget's code; also called on hover and focus so a click rarely waits. */
export const loadChatWidget = () => import('./chat-widget')
