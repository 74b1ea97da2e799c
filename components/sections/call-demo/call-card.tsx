import type { ReactNode, Ref } from 'react'
import type { PlayerView } from './call-demo-state'
import type { Speaker, TimedLine } from '@/lib/content/sections/call-demo/timeline'

/** What the card says about a call, whoever renders it (the server's still card or the player). */
export type CallInfo = {
  business: string
  channel: string
  agentName: string
  callerName: string
  summary?: string | null
}

const CHANNEL_LABELS: Record<string, string> = {
  call: 'Phone call',
  text: 'Text messages',
  email: 'Email',
  chat: 'Chat',
}

export const channelLabel = (channel: string) => CHANNEL_LABELS[channel] ?? CHANNEL_LABELS.call!

export const speakerName = (info: CallInfo, speaker: Speaker) =>
  speaker === 'agent' ? info.agentName : info.callerName

/** Heights of the level's bars at rest: a waveform's outline, drawn the same on server and client. */
const BARS = [0.35, 0.6, 0.9, 0.55, 1, 0.7, 0.45, 0.8, 0.5, 0.3]

/**
 * The level beside the speaker: bars that rise and fall while someone talks, still otherwise. Its
 * width is set, not taken from its bars (ten of w-1 with gap-1: 19 spacing units), so a page whose
 * HTML arrives in chunks does not lay it out with some of its bars and then widen it (a shift).
 */
function Level({ animate, speaker }: { animate: boolean; speaker: Speaker | null }) {
  return (
    <span
      aria-hidden="true"
      data-call-level={animate ? 'moving' : 'still'}
      className="flex h-8 w-19 shrink-0 items-center gap-1"
    >
      {BARS.map((height, index) => (
        <span
          key={index}
          style={{ height: `${Math.round(height * 100)}%`, animationDelay: `${(index % 5) * -0.13}s` }}
          className={`w-1 origin-center rounded-full ${speaker === 'caller' ? 'bg-accent' : 'bg-primary'} ${
            animate ? 'animate-call-level' : speaker ? '' : 'opacity-40'
          }`}
        />
      ))}
    </span>
  )
}

/**
 * A call as a card: the business, who is speaking with a level, the transcript in a fixed-height
 * scrolling box and a row for the controls. Sized the same before and after the player takes over,
 * so nothing moves when it does (CLS 0). Without `view` (on the server) every line is shown.
 */
export function CallCard({
  info,
  lines,
  view,
  controls,
  transcriptRef,
  headingId,
}: {
  info: CallInfo
  lines: readonly TimedLine[]
  view?: PlayerView
  controls?: ReactNode
  transcriptRef?: Ref<HTMLOListElement>
  headingId: string
}) {
  const speaker = view?.speaker ?? null
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card text-left text-card-foreground shadow-xl">
      <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-4">
        <div className="min-w-0">
          <p id={headingId} className="truncate font-semibold">
            {info.business}
          </p>
          <p className="text-sm text-muted-foreground">
            {channelLabel(info.channel)} ·{' '}
            {speaker
              ? `${speakerName(info, speaker)} ${info.channel === 'call' ? 'speaking' : 'writing'}`
              : `with ${info.agentName}`}
          </p>
        </div>
        <Level animate={view?.animate ?? false} speaker={speaker} />
      </div>
      <ol
        ref={transcriptRef}
        aria-label={`Transcript: ${info.business}`}
        // A scrolling box a keyboard can reach and scroll (WCAG 2.1.1).
        tabIndex={0}
        className="h-64 space-y-3 overflow-y-auto overscroll-contain px-5 py-4 sm:h-80 lg:h-96"
      >
        {lines.map((line, index) => {
          const state = view?.lines[index]
          const agent = line.speaker === 'agent'
          return (
            <li
              key={line.key}
              data-line-state={state?.state ?? 'said'}
              aria-current={state?.state === 'current' ? 'true' : undefined}
              className={`flex flex-col ${agent ? 'items-start' : 'items-end'} ${
                state?.hidden ? 'invisible opacity-0' : 'opacity-100'
              } transition-opacity duration-300`}
            >
              <span className="text-xs font-semibold text-muted-foreground">{speakerName(info, line.speaker)}</span>
              <span
                className={`mt-1 max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-6 ${
                  agent ? 'rounded-tl-sm bg-background' : 'rounded-tr-sm bg-muted'
                } ${state?.state === 'current' ? 'ring-2 ring-ring' : 'ring-1 ring-border'}`}
              >
                {line.text}
              </span>
            </li>
          )
        })}
      </ol>
      <div className="border-t border-border px-5 py-3">
        {/* The same height with or without the player's buttons in it. */}
        <div className="flex h-11 items-center gap-3">{controls}</div>
        {info.summary && <p className="mt-2 text-sm text-muted-foreground">{info.summary}</p>}
      </div>
    </div>
  )
}
