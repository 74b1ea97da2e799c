'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { LazyLeadForm } from '@/components/leads/lazy-lead-form'
import { buttonClasses } from '@/components/ui/button-classes'
import type { VoiceClientConfig } from '@/lib/voice/load-voice-client'
import { getVoiceSession } from '@/lib/voice/shared-session'
import { type Caption, VoiceSession, type VoiceSnapshot, type VoiceTarget } from '@/lib/voice/voice-session'
import { IDLE_HINT, MicrophoneIcon, Spinner, StopIcon, voiceCardClasses, voiceStatusClasses } from './voice-chat-parts'

export type VoiceCallPanelProps = {
  config: VoiceClientConfig
  target: VoiceTarget
  /** Take focus when mounted in place of the first-load button the visitor just pressed. */
  focusOnMount?: boolean
}

/** Starts the page's voice call (a no-op while one is starting or running). */
export function startVoiceCall(config: VoiceClientConfig, target: VoiceTarget) {
  void getVoiceSession(config).start(target)
}

/** Panels on the page; the call stops when the last one leaves (navigating away ends the call). */
let mountedPanels = 0

function statusLine(snapshot: VoiceSnapshot): string {
  switch (snapshot.status) {
    case 'connecting':
      return 'Connecting to the voice assistant…'
    case 'active':
      return snapshot.muted ? 'Connected. Your microphone is muted.' : 'Connected. Speak whenever you are ready.'
    case 'ending':
      return 'Ending the voice chat…'
    case 'idle':
      // The panel exists only once Start was pressed: idle means ended, or never got going.
      return snapshot.error ? IDLE_HINT : 'Voice chat ended.'
  }
}

function speakerLine(snapshot: VoiceSnapshot): string {
  if (snapshot.status !== 'active') return ''
  if (snapshot.assistantSpeaking) return 'Assistant is speaking'
  if (snapshot.visitorSpeaking) return 'You are speaking'
  return 'Listening'
}

function LevelMeter({ label, level }: { label: string; level: number }) {
  const id = useId()
  const percent = Math.round(level * 100)
  return (
    <div>
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span id={id}>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
      >
        {/* Set through the DOM (CSSOM), not markup, so a strict style-src allows it. */}
        <div
          className="h-full origin-left rounded-full bg-primary transition-transform duration-100"
          style={{ transform: `scaleX(${level})` }}
        />
      </div>
    </div>
  )
}

function Captions({ captions }: { captions: readonly Caption[] }) {
  const finals = captions.filter((caption) => caption.final)
  const partials = captions.filter((caption) => !caption.final)
  const endRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [captions])
  const who = (caption: Caption) => (caption.role === 'assistant' ? 'Assistant' : 'You')
  return (
    <div className="mt-6">
      <p className="text-sm font-semibold">Live captions</p>
      <div className="mt-2 max-h-56 overflow-y-auto rounded-xl border border-border bg-background p-4 text-sm leading-6">
        {captions.length === 0 && <p className="text-muted-foreground">Captions appear here as you talk.</p>}
        {/* Only finished lines are announced; partial lines change too often to be read out. */}
        <div role="log" aria-live="polite" aria-label="Live captions" className="space-y-2">
          {finals.map((caption) => (
            <p key={caption.id} data-caption={caption.role}>
              <span className="font-semibold">{who(caption)}: </span>
              {caption.text}
            </p>
          ))}
        </div>
        {partials.map((caption) => (
          <p
            key={caption.id}
            aria-hidden="true"
            data-caption-partial={caption.role}
            className="mt-2 text-muted-foreground italic"
          >
            <span className="font-semibold not-italic">{who(caption)}: </span>
            {caption.text}
          </p>
        ))}
        <div ref={endRef} />
      </div>
    </div>
  )
}

/** The voice call: Start/Stop, mute, level meters, who is speaking and live captions. */
export function VoiceCallPanel({ config, target, focusOnMount = false }: VoiceCallPanelProps) {
  const session = getVoiceSession(config)
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, () => VoiceSession.initialSnapshot)
  const mainButton = useRef<HTMLButtonElement>(null)
  const statusId = useId()

  useEffect(() => {
    if (focusOnMount) mainButton.current?.focus()
  }, [focusOnMount])

  useEffect(() => {
    mountedPanels += 1
    return () => {
      mountedPanels -= 1
      // Deferred: a remount in the same commit (Strict Mode, a moved tree) keeps the call.
      setTimeout(() => {
        if (mountedPanels === 0) void session.stop()
      }, 0)
    }
  }, [session])

  const { status } = snapshot
  const busy = status === 'connecting' || status === 'active'
  const onMain = () => {
    if (status === 'idle') void session.start(target)
    else if (busy) void session.stop()
  }

  return (
    <div className={voiceCardClasses} data-voice-state={status}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={mainButton}
          type="button"
          onClick={onMain}
          aria-disabled={status === 'ending' || undefined}
          aria-describedby={statusId}
          className={buttonClasses({ variant: busy ? 'secondary' : 'primary' })}
        >
          {status === 'idle' && <MicrophoneIcon />}
          {status === 'connecting' && <Spinner />}
          {(status === 'active' || status === 'ending') && <StopIcon />}
          {status === 'idle' ? 'Start voice chat' : status === 'ending' ? 'Ending…' : 'Stop voice chat'}
        </button>
        {status === 'active' && (
          <button
            type="button"
            aria-pressed={snapshot.muted}
            onClick={() => session.toggleMute()}
            className={buttonClasses({ variant: 'secondary', className: snapshot.muted ? 'bg-muted' : '' })}
          >
            <MicrophoneIcon off={snapshot.muted} />
            Mute microphone
          </button>
        )}
        {status === 'active' && (
          <p className="text-sm font-medium" data-speaker>
            {speakerLine(snapshot)}
          </p>
        )}
      </div>
      <p id={statusId} role="status" className={`mt-4 ${voiceStatusClasses}`}>
        {statusLine(snapshot)}
      </p>
      {snapshot.error && (
        <p role="alert" className="mt-2 text-sm font-medium text-foreground">
          {snapshot.error}
        </p>
      )}
      {(status !== 'idle' || snapshot.captions.length > 0) && (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <LevelMeter label="Assistant voice" level={snapshot.assistantLevel} />
            <LevelMeter label="Your microphone" level={snapshot.muted ? 0 : snapshot.visitorLevel} />
          </div>
          <Captions captions={snapshot.captions} />
        </>
      )}
      {status === 'idle' && snapshot.lastCallId && <FollowUp key={snapshot.lastCallId} callId={snapshot.lastCallId} />}
    </div>
  )
}

/**
 * After a call: the visitor may leave their details, and the call (its transcript and summary,
 * from Vapi's end-of-call report) goes to sales with the lead.
 */
function FollowUp({ callId }: { callId: string }) {
  const [state, setState] = useState<'offer' | 'form' | 'sent'>('offer')
  if (state === 'sent')
    return (
      <p role="status" className="mt-6 text-sm">
        Thanks: we have your details and the conversation, and will be in touch within one business day.
      </p>
    )
  return (
    <div className="mt-6 border-t border-border pt-6">
      {state === 'offer' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">Want us to follow up on this conversation?</p>
          <button type="button" onClick={() => setState('form')} className={buttonClasses({ variant: 'secondary' })}>
            Leave your details
          </button>
        </div>
      ) : (
        <LazyLeadForm
          source="voice"
          voiceCallId={callId}
          submitLabel="Send my details"
          autoFocus
          onSuccess={() => setState('sent')}
          onCancel={() => setState('offer')}
        />
      )}
    </div>
  )
}
