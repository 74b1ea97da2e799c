import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StartedCall, VoiceClient, VoiceClientEvent, VoiceClientEvents } from '@/lib/voice/voice-client'
import { VoiceSession, type VoiceSessionOptions, type VoiceTarget } from '@/lib/voice/voice-session'

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * The SDK's event interface without the SDK: start() waits until the test answers it, like
 * POST /call/web; emit() plays the SDK's events. Like Vapi, setMuted throws without a call.
 */
class FakeVoiceClient implements VoiceClient {
  private readonly listeners = new Map<VoiceClientEvent, Set<(...args: never[]) => void>>()
  starts: Array<{ args: unknown[]; answer: ReturnType<typeof deferred<StartedCall | null>> }> = []
  stops = 0
  hasCall = false
  muted = false

  start(...args: unknown[]) {
    const answer = deferred<StartedCall | null>()
    this.starts.push({ args, answer })
    return answer.promise.then((call) => {
      this.hasCall = call !== null
      return call
    })
  }

  async stop() {
    this.stops += 1
    const had = this.hasCall
    this.hasCall = false
    if (had) this.emit('call-end')
  }

  setMuted(muted: boolean) {
    if (!this.hasCall) throw new Error('Call object is not available.')
    this.muted = muted
  }

  isMuted() {
    return this.muted
  }

  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener as (...args: never[]) => void)
    return this
  }

  removeListener<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]) {
    this.listeners.get(event)?.delete(listener as (...args: never[]) => void)
    return this
  }

  emit<E extends VoiceClientEvent>(event: E, ...args: Parameters<VoiceClientEvents[E]>) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }

  listenerCount(event: VoiceClientEvent) {
    return this.listeners.get(event)?.size ?? 0
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(overrides: Partial<VoiceSessionOptions> = {}) {
  const client = new FakeVoiceClient()
  const logger = { error: vi.fn(), warn: vi.fn() }
  const loadClient = vi.fn(async () => client as VoiceClient)
  const session = new VoiceSession({
    loadClient,
    checkEnvironment: () => null,
    checkMicrophone: async () => null,
    logger,
    ...overrides,
  })
  const states: string[] = []
  session.subscribe(() => {
    const { status } = session.getSnapshot()
    if (states.at(-1) !== status) states.push(status)
  })
  return { client, session, logger, loadClient, states }
}

/** Starts a call and waits until the fake client has been asked to create it. */
async function startUntilRequested(
  session: VoiceSession,
  client: FakeVoiceClient,
  target: VoiceTarget = { assistantId: 'asst-1' },
) {
  const done = session.start(target)
  await vi.waitFor(() => expect(client.starts.length).toBeGreaterThan(0))
  // Wrapped: an async function returning the promise itself would wait for the call to start.
  return { done }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('VoiceSession', () => {
  it('goes idle -> connecting -> active on call-start and records the call id', async () => {
    const { client, session, states } = setup()
    const { done: started } = await startUntilRequested(session, client)
    expect(session.getSnapshot().status).toBe('connecting')
    expect(client.starts[0]!.args).toEqual(['asst-1', undefined, undefined])

    client.starts[0]!.answer.resolve({ id: 'call-123' })
    await started
    expect(session.getSnapshot().status).toBe('connecting')
    expect(session.isCallActive()).toBe(false)

    client.emit('call-start')
    expect(session.getSnapshot()).toMatchObject({ status: 'active', callId: 'call-123', error: null })
    expect(session.isCallActive()).toBe(true)
    expect(states).toEqual(['connecting', 'active'])
  })

  it('records the call id when call-start arrives before start() resolves', async () => {
    const { client, session } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.emit('call-start')
    expect(session.getSnapshot()).toMatchObject({ status: 'active', callId: null })
    expect(session.isCallActive()).toBe(false)
    client.starts[0]!.answer.resolve({ id: 'call-9' })
    await started
    expect(session.getSnapshot().callId).toBe('call-9')
    expect(session.isCallActive()).toBe(true)
  })

  it('is active without a call id when the created call has none, and reports the call as not active', async () => {
    const { client, session } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.resolve({})
    await started
    client.emit('call-start')
    expect(session.getSnapshot()).toMatchObject({ status: 'active', callId: null })
    expect(session.isCallActive()).toBe(false)
  })

  it('clears the call id and returns to idle on call-end', async () => {
    const { client, session, states } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    client.emit('call-start')
    client.emit('call-end')
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', callId: null, error: null })
    expect(session.isCallActive()).toBe(false)
    expect(states).toEqual(['connecting', 'active', 'idle'])
  })

  it('stops an active call: active -> ending -> idle', async () => {
    const { client, session, states } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    client.emit('call-start')
    await session.stop()
    expect(client.stops).toBe(1)
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', callId: null })
    expect(states).toEqual(['connecting', 'active', 'ending', 'idle'])
  })

  it('stops a call that is still connecting, and hangs up the call that start() then creates', async () => {
    const { client, session, states } = setup()
    const { done: started } = await startUntilRequested(session, client)
    const stopped = session.stop()
    expect(session.getSnapshot().status).toBe('ending')

    // POST /call/web answers after Stop: the session hangs that call up instead of going active.
    client.starts[0]!.answer.resolve({ id: 'late-call' })
    await stopped
    await started
    client.emit('call-start')
    expect(client.stops).toBe(2)
    expect(client.hasCall).toBe(false)
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', callId: null, error: null })
    expect(states).toEqual(['connecting', 'ending', 'idle'])
  })

  it('stops at once while the microphone prompt is open, and never creates that call', async () => {
    const prompts: Array<ReturnType<typeof deferred<string | null>>> = []
    const { client, session } = setup({
      checkMicrophone: () => {
        prompts.push(deferred<string | null>())
        return prompts.at(-1)!.promise
      },
    })
    const started = session.start({ assistantId: 'asst-1' })
    await session.stop()
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', error: null })

    // Start works again although the first prompt is still unanswered.
    const again = session.start({ assistantId: 'asst-1' })
    expect(session.getSnapshot().status).toBe('connecting')
    prompts[0]!.resolve(null)
    await started
    expect(client.starts).toHaveLength(0)
    prompts[1]!.resolve(null)
    await vi.waitFor(() => expect(client.starts).toHaveLength(1))
    client.starts[0]!.answer.resolve({ id: 'call-2' })
    await again
    client.emit('call-start')
    expect(session.getSnapshot()).toMatchObject({ status: 'active', callId: 'call-2' })
  })

  it('ignores Start while a call is starting or active', async () => {
    const { client, session, loadClient } = setup()
    const { done: started } = await startUntilRequested(session, client)
    void session.start({ assistantId: 'asst-1' })
    await flush()
    expect(client.starts).toHaveLength(1)

    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    client.emit('call-start')
    await session.start({ assistantId: 'asst-1' })
    expect(client.starts).toHaveLength(1)
    expect(loadClient).toHaveBeenCalledTimes(1)
    expect(session.getSnapshot()).toMatchObject({ status: 'active', callId: 'call-1' })
  })

  it('reports a failed start (POST /call/web refused: start resolves null), cleans up and returns to idle', async () => {
    const { client, session, logger, states } = setup()
    const { done: started } = await startUntilRequested(session, client)
    // The SDK emits its error, then resolves null.
    client.emit('error', { type: 'start-method-error', error: { message: 'Request failed with status 500' } })
    client.starts[0]!.answer.resolve(null)
    await started
    expect(session.getSnapshot()).toMatchObject({
      status: 'idle',
      callId: null,
      error: 'Failed to initialize voice chat service. Please try again later.',
    })
    expect(client.stops).toBe(1)
    expect(logger.error).toHaveBeenCalled()
    expect(states).toEqual(['connecting', 'idle'])
  })

  it('reports a start that throws the same way, without throwing itself', async () => {
    const { client, session } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.reject(new Error('network down'))
    await expect(started).resolves.toBeUndefined()
    expect(session.getSnapshot()).toMatchObject({
      status: 'idle',
      error: 'Failed to initialize voice chat service. Please try again later.',
    })
  })

  it('reports a client that cannot be created, and can try again', async () => {
    const client = new FakeVoiceClient()
    const loadClient = vi
      .fn<() => Promise<VoiceClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(client)
    const { session } = setup({ loadClient })
    await session.start({ assistantId: 'asst-1' })
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', error: 'Failed to initialize voice service' })

    void session.start({ assistantId: 'asst-1' })
    await vi.waitFor(() => expect(client.starts).toHaveLength(1))
    expect(session.getSnapshot()).toMatchObject({ status: 'connecting', error: null })
  })

  it("reports 'Assistant or Squad must be provided.' when starting without either", async () => {
    const { session, loadClient } = setup()
    await session.start({ assistantId: '', squadId: null })
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', error: 'Assistant or Squad must be provided.' })
    expect(loadClient).not.toHaveBeenCalled()
  })

  it('starts a squad when no assistant is set', async () => {
    const { client, session } = setup()
    await startUntilRequested(session, client, { squadId: 'squad-7' })
    expect(client.starts[0]!.args).toEqual([undefined, undefined, 'squad-7'])
  })

  it('stops at the preflight message without asking for the microphone or loading the SDK', async () => {
    const checkMicrophone = vi.fn(async () => null)
    const insecure =
      "Voice chat requires a secure connection (HTTPS). Please ensure you're accessing the site via HTTPS."
    const { session, loadClient } = setup({ checkEnvironment: () => insecure, checkMicrophone })
    await session.start({ assistantId: 'asst-1' })
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', error: insecure })
    expect(checkMicrophone).not.toHaveBeenCalled()
    expect(loadClient).not.toHaveBeenCalled()
  })

  it('shows the microphone message and never creates a call when the microphone is denied', async () => {
    const denied = 'Microphone access was denied. Please enable microphone permissions in your browser settings.'
    const { client, session } = setup({ checkMicrophone: async () => denied })
    await session.start({ assistantId: 'asst-1' })
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', error: denied })
    expect(client.starts).toHaveLength(0)
  })

  it("reports 'Call object is not available.' when muting without a call", () => {
    const { session } = setup()
    expect(session.toggleMute()).toBe(false)
    expect(session.getSnapshot()).toMatchObject({ muted: false, error: 'Call object is not available.' })
  })

  it('toggles the microphone during a call', async () => {
    const { client, session } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    client.emit('call-start')
    expect(session.toggleMute()).toBe(true)
    expect(client.muted).toBe(true)
    expect(session.getSnapshot().muted).toBe(true)
    session.toggleMute()
    expect(session.getSnapshot().muted).toBe(false)
  })

  it('logs and shows SDK errors during a call without throwing, and logs non-fatal ones only', async () => {
    const { client, session, logger } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    client.emit('call-start')

    expect(() =>
      client.emit('error', { type: 'audio-processing-setup-error', error: { message: 'KrispInitError' } }),
    ).not.toThrow()
    expect(session.getSnapshot().error).toBeNull()
    expect(logger.warn).toHaveBeenCalled()

    expect(() =>
      client.emit('error', { type: 'daily-error', error: { message: 'Meeting ended due to ejection' } }),
    ).not.toThrow()
    expect(session.getSnapshot()).toMatchObject({ status: 'active', error: 'Meeting ended due to ejection' })
    expect(logger.error).toHaveBeenCalledWith('[voice] voice SDK error', expect.anything())
  })

  it('never lets a failing subscriber throw into the SDK', async () => {
    const { client, session, logger } = setup()
    session.subscribe(() => {
      throw new Error('render bug')
    })
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    expect(() => client.emit('call-start')).not.toThrow()
    expect(session.getSnapshot().status).toBe('active')
    expect(logger.error).toHaveBeenCalled()
  })

  it('subscribes to the shared client once, however many calls it makes', async () => {
    const { client, session } = setup()
    for (let call = 0; call < 2; call += 1) {
      const { done: started } = await startUntilRequested(session, client)
      client.starts.at(-1)!.answer.resolve({ id: `call-${call}` })
      await started
      client.emit('call-start')
      await session.stop()
      client.starts = []
    }
    expect(client.listenerCount('call-start')).toBe(1)
    expect(client.listenerCount('error')).toBe(1)
  })

  it('shows both voices as levels and who is speaking, ending the visitor after 1 s of quiet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, session } = setup()
    const started = session.start({ assistantId: 'asst-1' })
    await vi.waitFor(() => expect(client.starts).toHaveLength(1))
    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    client.emit('call-start')

    client.emit('volume-level', 0.6)
    client.emit('speech-start')
    expect(session.getSnapshot()).toMatchObject({ assistantLevel: 0.6, assistantSpeaking: true })
    client.emit('speech-end')
    expect(session.getSnapshot().assistantSpeaking).toBe(false)
    client.emit('volume-level', 7)
    expect(session.getSnapshot().assistantLevel).toBe(1)

    // The microphone level is scaled like the assistant's: level / 0.15, capped at 1.
    client.emit('local-volume-level', 0.03)
    expect(session.getSnapshot().visitorLevel).toBeCloseTo(0.2)
    expect(session.getSnapshot().visitorSpeaking).toBe(true)
    client.emit('local-volume-level', 0.005)
    vi.advanceTimersByTime(999)
    expect(session.getSnapshot().visitorSpeaking).toBe(true)
    vi.advanceTimersByTime(1)
    expect(session.getSnapshot().visitorSpeaking).toBe(false)
  })

  it('shows partial captions, then replaces them with the final line', async () => {
    const { client, session } = setup()
    const { done: started } = await startUntilRequested(session, client)
    client.starts[0]!.answer.resolve({ id: 'call-1' })
    await started
    client.emit('call-start')

    const transcript = (role: string, transcriptType: string, text: string) =>
      client.emit('message', { type: 'transcript', role, transcriptType, transcript: text })
    transcript('assistant', 'partial', 'Hi, I')
    transcript('assistant', 'partial', 'Hi, I am the')
    expect(session.getSnapshot().captions.map(({ role, text, final }) => ({ role, text, final }))).toEqual([
      { role: 'assistant', text: 'Hi, I am the', final: false },
    ])
    transcript('assistant', 'final', 'Hi, I am the Kestrel voice agent.')
    transcript('user', 'partial', 'How much')
    client.emit('message', { type: 'status-update', status: 'in-progress' })
    expect(session.getSnapshot().captions.map(({ role, text, final }) => ({ role, text, final }))).toEqual([
      { role: 'assistant', text: 'Hi, I am the Kestrel voice agent.', final: true },
      { role: 'user', text: 'How much', final: false },
    ])

    // After the call the final lines stay readable; the unfinished one goes.
    client.emit('call-end')
    expect(session.getSnapshot().captions.map(({ text }) => text)).toEqual(['Hi, I am the Kestrel voice agent.'])
  })
})
