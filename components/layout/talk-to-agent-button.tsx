import Link from 'next/link'
import { buttonStyles } from './button-styles'
import { ChatIcon } from './icons'

type Props = { className?: string; /** Icon only below 1280px, where the header is tight. */ compact?: boolean }

/**
 * 'Talk to an AI Agent' (SPEC.md 2). For now a link to /chat; this is the seam where the chat
 * issue turns it into a button that opens the chat dialog (loaded on demand), so callers in the
 * header and mobile menu stay unchanged.
 */
export function TalkToAgentButton({ className = '', compact = false }: Props) {
  return (
    <Link
      href="/chat"
      title={compact ? 'Talk to an AI Agent' : undefined}
      className={`${buttonStyles.secondary} ${compact ? 'max-xl:w-10 max-xl:px-0' : ''} ${className}`}
    >
      <ChatIcon className="size-4 shrink-0" />
      <span className={compact ? 'max-xl:sr-only' : undefined}>Talk to an AI Agent</span>
    </Link>
  )
}
