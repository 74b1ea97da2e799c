/** The inbox's keyboard shortcuts, as the help dialog lists them. */
export const INBOX_SHORTCUTS = [
  { keys: ['j'], action: 'Next lead' },
  { keys: ['k'], action: 'Previous lead' },
  { keys: ['Enter'], action: 'Open the lead' },
  { keys: ['/'], action: 'Search' },
  { keys: ['?'], action: 'Show these shortcuts' },
] as const

export type InboxCommand = 'next' | 'previous' | 'search' | 'help'

type KeyPress = {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  /** Where the key was pressed: shortcuts never apply while typing in a field. */
  target: EventTarget | null
}

/** Whether a key pressed here is typing (a field, an editable element): then it is never a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
}

/** The command a key press asks for, or null (a modifier held, typing, or not one of ours). Enter is the link's own. */
export function inboxCommand(press: KeyPress): InboxCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null
  if (isTyping(press.target)) return null
  switch (press.key) {
    case 'j':
      return 'next'
    case 'k':
      return 'previous'
    case '/':
      return 'search'
    case '?':
      return 'help'
    default:
      return null
  }
}

/** The lead to move to: from none, j takes the first and k the last; the ends stay where they are. */
export function moveSelection(current: number, count: number, command: 'next' | 'previous'): number {
  if (count === 0) return -1
  if (current < 0 || current >= count) return command === 'next' ? 0 : count - 1
  return command === 'next' ? Math.min(count - 1, current + 1) : Math.max(0, current - 1)
}
