/** What the voice session needs from the SDK; `@vapi-ai/web`'s default export satisfies it. */
export type VoiceClientEvents = {
  'call-start': () => void
  'call-end': () => void
  /** The assistant's voice, 0 to 1 (the summed level / 0.15, capped at 1). */
  'volume-level': (level: number) => void
  /** The visitor's microphone, the raw level 0 to 1. */
  'local-volume-level': (level: number) => void
  'speech-start': () => void
  'speech-end': () => void
  message: (message: unknown) => void
  error: (error: unknown) => void
}

export type VoiceClientEvent = keyof VoiceClientEvents

/** The part of the created web call the session reads. */
export type StartedCall = { id?: string | null }

export interface VoiceClient {
  /** Creates the web call (POST /call/web) and joins it; resolves null when that fails. */
  start(assistantId?: string, assistantOverrides?: undefined, squadId?: string): Promise<StartedCall | null>
  stop(): Promise<void>
  /** Throws 'Call object is not available.' without a call. */
  setMuted(muted: boolean): void
  isMuted(): boolean
  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]): unknown
  removeListener<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]): unknown
}
