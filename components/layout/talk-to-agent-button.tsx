'use client'

import { chatDialog } from '@/components/chat/open-chat'
import { buttonClasses } from '@/components/ui/button-classes'
import { ChatIcon } from '../ui/chrome-icons'

type Props = {
  className?: string
  size?: 'md' | 'lg'
  /** Icon only below 1280px, where the header is tight. */ compact?: boolean
}

/**
 * 'Talk to an AI Agent', in the header of every page: opens the chat dialog. Its code is fetched on hover or
 * focus, or on the first click, not with the page.
 */
export function TalkToAgentButton({ className = '', size = 'md', compact = false }: Props) {
  return (
    <button
      type="button"
      title={compact ? 'Talk to an AI Agent' : undefined}
      {...chatDialog.triggerProps}
      className={buttonClasses({
        variant: 'secondary',
        size,
        className: `whitespace-nowrap ${compact ? 'max-xl:w-11 max-xl:px-0' : ''} ${className}`,
      })}
    >
      <ChatIcon className="size-4 shrink-0" />
      <span className={compact ? 'max-xl:sr-only' : undefined}>Talk to an AI Agent</span>
    </button>
  )
}
