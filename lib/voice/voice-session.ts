import { voiceMessages } from './messages'
import type { VoiceClient, VoiceClientEvent, VoiceClientEvents } from './voice-client'

export type VoiceStatus = 'idle' | 'connecting' | 'active' | 'ending'

export type Caption = { id: number; role: 'assistant' | 'user'; text: string; final: boolean }

export type VoiceSnapshot = {
  status: VoiceStatus
  /** Set while a call runs; the call is "active" exactly when this is set. */
  callId: string | null
  /** The last call that was active, kept after it ends (a lead left then is kept with its report); cleared by the next start. */
  lastCallId: string | null
  muted: boolean
  /** The assistant's voice, 0 to 1. */
  assistantLevel: number
  /** The visitor's microphone, 0 to 1 (scaled like the assistant's). */
  visitorLevel: number
  assistantSpeaking: boolean
  visitorSpeaking: boolean
  /** Final lines, oldest first; at most one partial line per speaker, last. */
  captions: readonly Caption[]
  /** What to tell the visitor; cleared by the next start. */
  error: string | null
}

export type VoiceTarget = { assistantId?: string | null; squadId?: string | null }

export type VoiceSessionOptions = {
  /** The one shared client for the page; rejects when it cannot be created. */
  loadClient: () => Promise<VoiceClient>
  /** The browser's prerequisites (secure page, WebRTC, microphone, audio): a message, or null when voice can start. */
  checkEnvironment: () => string | null
  /** Asks for the microphone: a message, or null when granted. */
  checkMicrophone: () => Promise<string | null>
  logger?: Pick<Console, 'error' | 'warn'>
}

/** Speech starts above this level and ends after a second of quiet. */
export const SPEECH_THRESHOLD = 0.01
export const SPEECH_QUIET_MS = 1_000
/** A level is the summed level divided by 0.15, capped at 1. */
export const LEVEL_SCALE = 0.15
const MAX_CAPTIONS = 40

const initialSnapshot: VoiceSnapshot = {
  status: 'idle',
  callId: null,
  lastCallId: null,
  muted: false,
  assistantLevel: 0,
  visitorLevel: 0,
  assistantSpeaking: false,
  visitorSpeaking: false,
  captions: [],
  error: null,
}

const clamp = (level: number) => (Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : 0)

/** SDK errors that do not end the call (noise cancellation failed to load): logged, not shown. */
const NON_FATAL_ERRORS = new Set(['audio-processing-setup-error', 'audio-processor-recovery-error'])

function errorType(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'type' in error && typeof error.type === 'string'
    ? error.type
    : undefined
}

/** A readable line for an SDK error payload ({ type, error: { message } }, an Error, or a string). */
export function describeVoiceError(error: unknown): string {
  if (typeof error === 'string' && error) return error
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>
    const inner = record.error
    if (inner && typeof inner === 'object' && typeof (inner as Record<string, unknown>).message === 'string') {
      return (inner as { message: string }).message
    }
    if (typeof inner === 'string' && inner) return inner
    if (typeof record.errorMsg === 'string' && record.errorMsg) return record.errorMsg
    if (typeof record.message === 'string' && record.message) return record.message
  }
  return 'The voice chat ran into a problem.'
}

type Transcript = { role: 'assistant' | 'user'; transcriptType: 'partial' | 'final'; transcript: string }

function asTranscript(message: unknown): Transcript | null {
  if (!message || typeof message !== 'object') return null
  const m = message as Record<string, unknown>
  if (m.type !== 'transcript' || typeof m.transcript !== 'string') return null
  if (m.role !== 'assistant' && m.role !== 'user') return null
  if (m.transcriptType !== 'partial' && m.transcriptType !== 'final') return null
  return { role: m.role, transcriptType: m.transcriptType, transcript: m.transcript }
}

/**
 * One voice conversation at a time over the shared client: idle -> connecting -> active ->
 * ending -> idle. A store for useSyncExternalStore (subscribe / getSnapshot). No method throws
 * and no SDK event escapes as an exception: failures become `error` on the snapshot.
 */
export class VoiceSession {
  private snapshot: VoiceSnapshot = initialSnapshot
  private readonly listeners = new Set<() => void>()
  private client: VoiceClient | null = null
  private subscribedClient: VoiceClient | null = null
  /** Bumped by stop(): an in-flight start that sees a newer generation gives up and hangs up. */
  private generation = 0
  /** The running start sequence, until it settles; Start is ignored meanwhile unless Stop made it stale. */
  private starting: { generation: number; done: Promise<void> } | null = null
  /** True while the client creates and joins the call, the one step Stop must wait out. */
  private creatingCall = false
  /** The id of the web call start() created, until call-start makes it the active call. */
  private pendingCallId: string | null = null
  private visitorQuietTimer: ReturnType<typeof setTimeout> | null = null
  private captionSequence = 0
  private readonly logger: Pick<Console, 'error' | 'warn'>

  constructor(private readonly options: VoiceSessionOptions) {
    this.logger = options.logger ?? console
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  readonly getSnapshot = () => this.snapshot

  static readonly initialSnapshot = initialSnapshot

  /** The call is reported active exactly when an active call id is set. */
  isCallActive() {
    return this.snapshot.callId !== null
  }

  /** Starts a call; does nothing while one is starting, active or ending. */
  start(target: VoiceTarget): Promise<void> {
    if (this.starting?.generation === this.generation) return this.starting.done
    if (this.snapshot.status !== 'idle') return Promise.resolve()
    const assistantId = target.assistantId || undefined
    const squadId = target.squadId || undefined
    if (!assistantId && !squadId) {
      this.update({ error: voiceMessages.missingAssistant })
      return Promise.resolve()
    }
    const generation = this.generation
    this.pendingCallId = null
    this.update({ ...initialSnapshot, status: 'connecting' })
    const starting = {
      generation,
      done: this.runStart(generation, assistantId, squadId).finally(() => {
        if (this.starting === starting) this.starting = null
      }),
    }
    this.starting = starting
    return starting.done
  }

  private async runStart(generation: number, assistantId?: string, squadId?: string) {
    const stale = () => generation !== this.generation

    const environmentProblem = this.options.checkEnvironment()
    if (environmentProblem) return this.fail(environmentProblem)

    // The SDK downloads while the visitor answers the permission prompt.
    const clientPromise = this.options.loadClient()
    clientPromise.catch(() => {})

    const microphoneProblem = await this.options.checkMicrophone()
    if (stale()) return
    if (microphoneProblem) return this.fail(microphoneProblem)

    let client: VoiceClient
    try {
      client = await clientPromise
    } catch (error) {
      this.logger.error('[voice] could not create the voice client', error)
      if (stale()) return
      return this.fail(voiceMessages.clientUnavailable)
    }
    if (stale()) return
    this.client = client
    this.listenTo(client)

    let call
    this.creatingCall = true
    try {
      // An assistant wins when both are set: the API takes one or the other.
      call = await client.start(assistantId, undefined, assistantId ? undefined : squadId)
    } catch (error) {
      this.logger.error('[voice] the call did not start', error)
      call = null
    } finally {
      this.creatingCall = false
    }
    if (stale()) {
      // Stop was pressed while connecting: hang up whatever the start set up.
      if (call) await this.safeStop(client)
      return
    }
    if (!call) {
      await this.safeStop(client)
      return this.fail(voiceMessages.startFailed)
    }
    const callId = call.id ?? null
    if (this.snapshot.status === 'active') {
      if (this.snapshot.callId === null) this.update({ callId, lastCallId: callId })
    } else if (this.snapshot.status === 'connecting') {
      this.pendingCallId = callId
    }
  }

  /** Ends the call, also while it is still connecting; resolves once back to idle. */
  async stop(): Promise<void> {
    const { status } = this.snapshot
    if (status === 'idle' || status === 'ending') return
    this.generation += 1
    // Before the call is being created (browser checks, a microphone prompt left open) there is
    // nothing to hang up: the stale start gives up by itself. During creation, wait it out.
    const creating = this.creatingCall ? this.starting?.done : undefined
    this.update({ status: 'ending' })
    if (this.client) await this.safeStop(this.client)
    if (creating) await creating
    this.pendingCallId = null
    this.toIdle({})
  }

  /** Mutes or unmutes the microphone; without a call it reports 'Call object is not available.'. */
  toggleMute(): boolean {
    if (!this.client || this.snapshot.status !== 'active') {
      this.update({ error: voiceMessages.noCall })
      return false
    }
    try {
      this.client.setMuted(!this.snapshot.muted)
      this.update({ muted: this.client.isMuted(), error: null })
      return true
    } catch (error) {
      this.logger.error('[voice] mute failed', error)
      this.update({ error: error instanceof Error && error.message ? error.message : voiceMessages.noCall })
      return false
    }
  }

  private listenTo(client: VoiceClient) {
    if (this.subscribedClient === client) return
    this.subscribedClient = client
    const on = <E extends VoiceClientEvent>(event: E, handler: VoiceClientEvents[E]) => {
      const guarded = ((...args: unknown[]) => {
        try {
          ;(handler as (...a: unknown[]) => void)(...args)
        } catch (error) {
          this.logger.error(`[voice] ${event} handler failed`, error)
        }
      }) as VoiceClientEvents[E]
      client.on(event, guarded)
    }
    on('call-start', () => this.onCallStart())
    on('call-end', () => this.onCallEnd())
    on('volume-level', (level) => {
      if (this.snapshot.status === 'active') this.update({ assistantLevel: clamp(level) })
    })
    on('local-volume-level', (level) => this.onLocalLevel(level))
    on('speech-start', () => this.update({ assistantSpeaking: true }))
    on('speech-end', () => this.update({ assistantSpeaking: false }))
    on('message', (message) => this.onMessage(message))
    on('error', (error) => this.onError(error))
  }

  private onCallStart() {
    if (this.snapshot.status !== 'connecting') return
    const callId = this.pendingCallId
    this.pendingCallId = null
    this.update({ status: 'active', callId, lastCallId: callId, muted: false })
  }

  private onCallEnd() {
    this.pendingCallId = null
    // While ending, stop() finishes the move to idle; while connecting, the failed start does.
    if (this.snapshot.status === 'active') this.toIdle({})
    else this.update({ callId: null })
  }

  private onLocalLevel(level: number) {
    if (this.snapshot.status !== 'active') return
    const raw = Number.isFinite(level) ? level : 0
    const patch: Partial<VoiceSnapshot> = { visitorLevel: clamp(raw / LEVEL_SCALE) }
    if (raw > SPEECH_THRESHOLD && !this.snapshot.muted) {
      patch.visitorSpeaking = true
      if (this.visitorQuietTimer) clearTimeout(this.visitorQuietTimer)
      this.visitorQuietTimer = setTimeout(() => {
        this.visitorQuietTimer = null
        this.update({ visitorSpeaking: false })
      }, SPEECH_QUIET_MS)
    }
    this.update(patch)
  }

  private onMessage(message: unknown) {
    const transcript = asTranscript(message)
    if (!transcript || this.snapshot.status === 'idle') return
    const captions = [...this.snapshot.captions]
    const partialIndex = captions.findIndex((caption) => !caption.final && caption.role === transcript.role)
    const final = transcript.transcriptType === 'final'
    if (partialIndex !== -1) captions.splice(partialIndex, 1)
    if (final || transcript.transcript.trim()) {
      captions.push({ id: ++this.captionSequence, role: transcript.role, text: transcript.transcript, final })
    }
    // Finals first, in order; partial lines stay last so they read as "still talking".
    const ordered = [...captions.filter((c) => c.final).slice(-MAX_CAPTIONS), ...captions.filter((c) => !c.final)]
    this.update({ captions: ordered })
  }

  private onError(error: unknown) {
    const type = errorType(error)
    if (type && NON_FATAL_ERRORS.has(type)) {
      this.logger.warn('[voice] non-fatal voice error', error)
      return
    }
    this.logger.error('[voice] voice SDK error', error)
    // While connecting, the failed start reports its own message.
    if (this.snapshot.status === 'active') this.update({ error: describeVoiceError(error) })
  }

  private fail(message: string) {
    this.toIdle({ error: message })
  }

  private toIdle(patch: Partial<VoiceSnapshot>) {
    if (this.visitorQuietTimer) clearTimeout(this.visitorQuietTimer)
    this.visitorQuietTimer = null
    // Back to the initial state, keeping the finished captions and any error being shown.
    this.update({
      ...initialSnapshot,
      error: this.snapshot.error,
      captions: this.snapshot.captions.filter((caption) => caption.final),
      lastCallId: this.snapshot.callId ?? this.snapshot.lastCallId,
      ...patch,
    })
  }

  private async safeStop(client: VoiceClient) {
    try {
      await client.stop()
    } catch (error) {
      this.logger.error('[voice] stopping the call failed', error)
    }
  }

  private update(patch: Partial<VoiceSnapshot>) {
    const next = { ...this.snapshot, ...patch }
    const changed = (Object.keys(patch) as (keyof VoiceSnapshot)[]).some((key) => next[key] !== this.snapshot[key])
    if (!changed) return
    this.snapshot = next
    for (const listener of [...this.listeners]) {
      try {
        listener()
      } catch (error) {
        this.logger.error('[voice] listener failed', error)
      }
    }
  }
}
