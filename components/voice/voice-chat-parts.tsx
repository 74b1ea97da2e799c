import { SvgIcon } from '../ui/svg-icon'
/** The card both the first-load button and the loaded call panel sit in, so the swap does not shift. */
export const voiceCardClasses =
  'mx-auto w-full max-w-2xl rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8'

export const voiceStatusClasses = 'min-h-6 text-sm leading-6 text-muted-foreground'

/** What an idle, configured voice chat says before anything happened. */
export const IDLE_HINT = 'Press Start and allow your microphone to talk to our voice assistant.'

export function MicrophoneIcon({ off = false, className = 'size-5' }: { off?: boolean; className?: string }) {
  return (
    <SvgIcon className={className}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {off && <path d="m4 4 16 16" />}
    </SvgIcon>
  )
}

export function StopIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <rect x="6" y="6" width="12" height="12" rx="2" />
    </svg>
  )
}

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.3} strokeWidth={3} />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
    </svg>
  )
}

/** Stands in for the voice chat while its settings load (only seen if the page streams). */
export function VoiceChatPlaceholder() {
  return (
    <div className={voiceCardClasses} data-voice-state="loading" aria-busy="true">
      <span className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary/60 px-5 py-2.5 text-sm font-semibold text-primary-foreground">
        <MicrophoneIcon />
        Start voice chat
      </span>
      <p className={`mt-4 ${voiceStatusClasses}`}>Loading voice chat…</p>
    </div>
  )
}
