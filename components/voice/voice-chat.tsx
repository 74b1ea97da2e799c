'use client'

import { type ComponentType, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { listenForPresses } from '@/components/ui/early-press'
import { voiceMessages } from '@/lib/voice/messages'
import type { VoiceCallPanelProps } from './voice-call-panel'
import { IDLE_HINT, MicrophoneIcon, Spinner, voiceCardClasses, voiceStatusClasses } from './voice-chat-parts'

export type VoiceChatProps = {
  publicKey?: string | null
  apiBaseUrl?: string | null
  assistantId?: string | null
  squadId?: string | null
}

/** The call machinery, its UI and (through it) the SDK: fetched on the first Start press. */
const loadCallPanel = () => import('./voice-call-panel')

/**
 * The voice chat as it ships in the page: a Start button and a status line, nothing more.
 * Pressing Start loads the call panel, which takes over this card and starts the call.
 */
export function VoiceChat({ publicKey, apiBaseUrl, assistantId, squadId }: VoiceChatProps) {
  const [Panel, setPanel] = useState<ComponentType<VoiceCallPanelProps> | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const statusId = useId()
  // Set by the first start: a press kept from before hydration and the same press delivered by
  // React once it has hydrated this card must start one call, not two.
  const started = useRef(false)

  const configured = Boolean(publicKey && (assistantId || squadId))
  const config = { publicKey: publicKey ?? '', apiBaseUrl: apiBaseUrl ?? undefined }
  const target = { assistantId, squadId }

  const start = () => {
    if (!configured || started.current) return
    started.current = true
    setLoading(true)
    setError(null)
    loadCallPanel().then(
      (module) => {
        module.startVoiceCall(config, target)
        setPanel(() => module.VoiceCallPanel)
      },
      (reason: unknown) => {
        console.error('[voice] could not load the voice chat', reason)
        started.current = false
        setLoading(false)
        setError(voiceMessages.clientUnavailable)
      },
    )
  }

  // A press on Start before this card hydrated (the page's scripts or this card's chunk still
  // loading) starts the call now.
  const startEarly = useEffectEvent(start)
  useEffect(() => listenForPresses(`voice-start${statusId}`, () => startEarly()), [statusId])

  if (Panel) return <Panel config={config} target={target} focusOnMount />

  return (
    <div
      className={voiceCardClasses}
      data-voice-state={configured ? (loading ? 'connecting' : 'idle') : 'unconfigured'}
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={start}
          data-early-press={`voice-start${statusId}`}
          aria-disabled={!configured || loading || undefined}
          aria-describedby={statusId}
          className={buttonClasses({ className: configured ? '' : 'cursor-not-allowed opacity-60' })}
        >
          {loading ? <Spinner /> : <MicrophoneIcon off={!configured} />}
          {configured ? 'Start voice chat' : 'Voice chat unavailable'}
        </button>
      </div>
      <p id={statusId} role="status" className={`mt-4 ${voiceStatusClasses}`}>
        {!configured
          ? 'Voice chat is not configured on this site yet.'
          : loading
            ? 'Connecting to the voice assistant…'
            : IDLE_HINT}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-foreground">
          {error}
        </p>
      )}
    </div>
  )
}
