import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clientAddressHeader } from '@/lib/http/client-address'
import { createMemoryLimiter } from '@/lib/http/rate-limit'
import type { CallMeDeps } from '@/lib/leads/capture/call-me'
import { handleCallMePost, handleCallStateGet } from '@/lib/leads/capture/call-me-endpoint'
import { CALL_REPORT_BODY_LIMIT_BYTES, handleCallReport } from '@/lib/leads/capture/call-report'
import type { ClaimedDelivery } from '@/lib/leads/delivery/queue'
import { leadEmail, leadWebhookPayload } from '@/lib/leads/delivery/lead-message'
import { createDeliveryWorker, type DeliveryWorker } from '@/lib/leads/delivery/worker'
import { createPgliteLeadStore, createPostgresLeadStore } from '@/lib/leads/store/drizzle-store'
import type { LeadStore } from '@/lib/leads/store/store'
import { CALL_ME_MESSAGES } from '@/lib/voice/call-me/messages'
import { createVapiCalls } from '@/lib/voice/call-me/vapi-calls'
import { startFakeVapi } from '../../fixtures/fake-voice-api'
import { createTestDatabase, type TestDatabase } from '../../fixtures/postgres'

const postgresDb = await createTestDatabase()
if ('unavailable' in postgresDb) console.warn(`\n⚠ Skipping the PostgreSQL call-me tests: ${postgresDb.unavailable}.\n`)
afterAll(async () => {
  if (!('unavailable' in postgresDb)) await postgresDb.drop()
})

const PRIVATE_KEY = 'test-private-key'
const SECRET = 'test-server-secret-4b1d'
const channels = ['email', 'webhook'] as const

type TestStore = LeadStore & { empty: () => Promise<unknown> }
type Driver = { name: string; skip: boolean; open: () => TestStore }
// Every test starts with no leads, no calls and an empty STOP list: its own day of calls.
const EMPTY = 'truncate leads, do_not_call, staff_profiles cascade'
const drivers: Driver[] = [
  {
    name: 'pglite',
    skip: false,
    open: () => {
      const store = createPgliteLeadStore(undefined, { channels })
      return Object.assign(store, { empty: () => store.client.exec(EMPTY) })
    },
  },
  {
    name: 'postgres',
    skip: 'unavailable' in postgresDb,
    open: () => {
      const store = createPostgresLeadStore((postgresDb as TestDatabase).url, { channels })
      return Object.assign(store, { empty: () => store.sql.unsafe(EMPTY) })
    },
  },
]

let visitorAddress = 1
const post = (body: unknown, address = `203.0.113.${visitorAddress}`) =>
  new Request('http://localhost/api/call-me', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [clientAddressHeader()]: address },
    body: JSON.stringify(body),
  })
const request = (overrides: Record<string, unknown> = {}) => ({
  phone: '(212) 555-0147',
  firstName: 'Dana',
  business: 'Dental practice',
  consent: true,
  ...overrides,
})
const report = (body: unknown, secret: string | null = SECRET) =>
  new Request('http://localhost/api/voice/calls', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-vapi-secret': secret }) },
    body: JSON.stringify(body),
  })

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000, what = 'the condition') {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.each(drivers)('$name: "Have the AI receptionist call me"', ({ open, skip }) => {
  let store: TestStore
  let fake: Awaited<ReturnType<typeof startFakeVapi>>
  let logs: string[]
  let deps: CallMeDeps

  const depsFor = (overrides: Partial<CallMeDeps> = {}): CallMeDeps => ({
    store: () => store,
    limiter: createMemoryLimiter({ keyPrefix: `call-me-${Math.random()}`, points: 3, durationSeconds: 3600 }),
    vapi: () => createVapiCalls({ apiBaseUrl: fake.url, privateKey: PRIVATE_KEY, phoneNumberId: 'agency-number-id' }),
    assistantId: async () => 'demo-assistant-id',
    countries: ['US', 'CA'],
    dailyCap: 50,
    reportWaitMs: 60_000,
    log: { info: (line) => logs.push(line), error: (line) => logs.push(line) },
    ...overrides,
  })

  beforeAll(async () => {
    if (skip) return
    store = open()
    await store.ready()
  })
  afterAll(async () => {
    if (!skip) await store.close()
  })
  beforeEach(async ({ skip: skipTest }) => {
    if (skip) return skipTest()
    await store.empty()
    fake = await startFakeVapi({ privateKey: PRIVATE_KEY, timeline: { ringing: 100, inProgress: 200, ended: 300 } })
    logs = []
    deps = depsFor()
    visitorAddress++
  })
  afterEach(async () => {
    if (skip) return
    await fake.close()
  })

  it('places the call from the agency number with the demo assistant and the visitor’s first name and business', async () => {
    const response = await handleCallMePost(post(request()), deps)
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { ok: true; callId: string; number: string; state: string }
    expect(answer).toMatchObject({ ok: true, number: '+1 ••• ••• 0147', state: 'queued' })

    const [call] = fake.calls()
    expect(fake.calls()).toHaveLength(1)
    expect(call!.body).toEqual({
      assistantId: 'demo-assistant-id',
      phoneNumberId: 'agency-number-id',
      customer: { number: '+12125550147', name: 'Dana' },
      assistantOverrides: { variableValues: { firstName: 'Dana', business: 'Dental practice' } },
    })
    const [lead] = await store.list()
    expect(lead).toMatchObject({ name: 'Dana', phone: '+12125550147', company: 'Dental practice', source: 'call-me' })
    expect(logs).toContain(`[call-me] placed call ${call!.id} for lead ${lead!.id}`)
  })

  it('records where the visitor came from and gives the lead an owner in turn, like every other lead', async () => {
    await store.ownership.ensureProfile({ id: '8f0c1f5e-6d0a-4c55-9a57-2f8a2b1c0d11', email: 'sam@example.com' })
    await store.ownership.updateProfile('8f0c1f5e-6d0a-4c55-9a57-2f8a2b1c0d11', {
      displayName: 'Sam',
      roundRobin: true,
    })
    const sent = { landingPage: '/ai-receptionist', utmSource: 'newsletter', pagesViewed: ['/ai-receptionist'] }
    expect((await handleCallMePost(post(request({ attribution: sent })), deps)).status).toBe(201)
    // A client that sends none still says which page it was on (the Referer).
    const bare = post(request({ phone: '(212) 555-0148' }))
    const withReferer = new Request(bare, {
      headers: new Headers([...bare.headers, ['referer', 'http://localhost/voice-chat?utm_campaign=fall']]),
    })
    expect((await handleCallMePost(withReferer, deps)).status).toBe(201)

    const leads = await store.list()
    expect(leads.map((lead) => lead.attribution)).toEqual(
      expect.arrayContaining([sent, { landingPage: '/voice-chat', pagesViewed: ['/voice-chat'], utmCampaign: 'fall' }]),
    )
    for (const lead of leads) {
      const found = await store.inbox.find(lead.id)
      expect(found!.lead.ownerId).toBe('8f0c1f5e-6d0a-4c55-9a57-2f8a2b1c0d11')
      expect(found!.events).toEqual(expect.arrayContaining([expect.objectContaining({ change: 'assigned' })]))
    }
  })

  it('shows the visitor the call’s state as Vapi reports it, until it ends', async () => {
    const { callId } = (await (await handleCallMePost(post(request()), deps)).json()) as { callId: string }
    const state = async () => {
      const response = await handleCallStateGet(new Request('http://localhost'), callId, {
        ...deps,
        limiter: createMemoryLimiter({ keyPrefix: `s-${Math.random()}`, points: 100, durationSeconds: 60 }),
      })
      return ((await response.json()) as { state: string }).state
    }
    const seen = new Set<string>()
    await until(async () => {
      seen.add(await state())
      return seen.has('ended')
    })
    expect([...seen].every((s) => ['queued', 'ringing', 'in-progress', 'ended'].includes(s))).toBe(true)
    expect(seen.size).toBeGreaterThan(1)
    const unknown = await handleCallStateGet(new Request('http://localhost'), crypto.randomUUID(), {
      ...deps,
      limiter: createMemoryLimiter({ keyPrefix: 'u', points: 5, durationSeconds: 60 }),
    })
    expect(unknown.status).toBe(404)
  })

  const refusal = async (response: Response) => ({
    status: response.status,
    ...((await response.json()) as { reason: string; error: string; fields?: Record<string, string> }),
  })

  it.each([
    [
      'a country the operator does not allow',
      { phone: '+44 20 7946 0958' },
      'country',
      'We can only call numbers in the United States and Canada.',
    ],
    ['a premium-rate number', { phone: '+1 900 555 0100' }, 'premium', CALL_ME_MESSAGES.premium],
    ['a toll-free number', { phone: '800-555-0100' }, 'premium', CALL_ME_MESSAGES.premium],
    ['a number that is not one', { phone: '555' }, 'invalid', CALL_ME_MESSAGES.invalidNumber],
    ['no consent', { consent: false }, 'invalid', CALL_ME_MESSAGES.consent],
    ['consent as text', { consent: 'yes' }, 'invalid', CALL_ME_MESSAGES.consent],
    ['no first name', { firstName: '  ' }, 'invalid', 'First name is required'],
  ])('refuses %s with a message and places no call', async (_, overrides, reason, message) => {
    const answer = await refusal(await handleCallMePost(post(request(overrides)), deps))
    expect(answer).toMatchObject({ status: 400, reason, error: message })
    expect(Object.values(answer.fields ?? {})).toContain(message)
    expect(fake.calls()).toHaveLength(0)
    expect(await store.count()).toBe(0)
  })

  it('calls a number once in 24 hours, however it is written', async () => {
    expect((await handleCallMePost(post(request()), deps)).status).toBe(201)
    const again = await refusal(
      await handleCallMePost(post(request({ phone: '+1 212-555-0147' }), '198.51.100.9'), deps),
    )
    expect(again).toMatchObject({ status: 409, reason: 'repeat', error: CALL_ME_MESSAGES.repeat })
    expect(fake.calls()).toHaveLength(1)
  })

  it('limits each visitor’s requests, whatever the numbers', async () => {
    for (const phone of ['212 555 0101', '212 555 0102', '212 555 0103'])
      expect((await handleCallMePost(post(request({ phone })), deps)).status).toBe(201)
    const fourth = await refusal(await handleCallMePost(post(request({ phone: '212 555 0104' })), deps))
    expect(fourth).toMatchObject({ status: 429, reason: 'limited', error: CALL_ME_MESSAGES.limited })
    expect(fake.calls()).toHaveLength(3)
  })

  it('stops for the day at the daily cap, for every visitor, and says calls are paused', async () => {
    const capped = depsFor({ dailyCap: 2 })
    expect((await handleCallMePost(post(request({ phone: '212 555 0111' }), '192.0.2.1'), capped)).status).toBe(201)
    expect((await handleCallMePost(post(request({ phone: '212 555 0112' }), '192.0.2.2'), capped)).status).toBe(201)
    const third = await refusal(await handleCallMePost(post(request({ phone: '212 555 0113' }), '192.0.2.3'), capped))
    expect(third).toMatchObject({
      status: 429,
      reason: 'capped',
      error: 'Calls are paused for today. Chat with us or book a consultation instead.',
    })
    expect(fake.calls()).toHaveLength(2)
  })

  it('holds the daily cap when requests arrive together (one lock in the database)', async () => {
    const capped = depsFor({
      dailyCap: 3,
      limiter: createMemoryLimiter({ keyPrefix: 'many', points: 100, durationSeconds: 60 }),
    })
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => handleCallMePost(post(request({ phone: `212 555 01${20 + n}` })), capped)),
    )
    expect(answers.filter((response) => response.status === 201)).toHaveLength(3)
    expect(fake.calls()).toHaveLength(3)
  })

  it('never calls a number on the STOP list, and calls it again once staff take it off', async () => {
    await store.calls.addDoNotCall('+12125550147', 'sales@example.com')
    const answer = await refusal(await handleCallMePost(post(request()), deps))
    expect(answer).toMatchObject({ status: 409, reason: 'do-not-call', error: CALL_ME_MESSAGES.doNotCall })
    expect(fake.calls()).toHaveLength(0)
    expect(await store.calls.listDoNotCall()).toMatchObject([{ number: '+12125550147', addedBy: 'sales@example.com' }])
    expect(await store.calls.removeDoNotCall('+12125550147')).toBe(true)
    expect((await handleCallMePost(post(request()), deps)).status).toBe(201)
  })

  it('says calls are unavailable, and places none, without the key, the number id or an assistant', async () => {
    for (const missing of [depsFor({ vapi: () => null }), depsFor({ assistantId: async () => null })]) {
      const answer = await refusal(await handleCallMePost(post(request()), missing))
      expect(answer).toMatchObject({ status: 404, reason: 'not-configured', error: CALL_ME_MESSAGES.notConfigured })
    }
    expect(fake.calls()).toHaveLength(0)
  })

  it('keeps the lead and sends it to sales at once when Vapi refuses the call; the number may be tried again', async () => {
    await fake.close()
    fake = await startFakeVapi({ privateKey: PRIVATE_KEY, refuseCalls: 402 })
    const answer = await refusal(await handleCallMePost(post(request()), deps))
    expect(answer).toMatchObject({ status: 502, reason: 'call-failed', error: CALL_ME_MESSAGES.callFailed })
    expect(logs.some((line) => line.includes('Vapi did not place the call') && line.includes('402'))).toBe(true)
    const due = await store.deliveries.claimDue(10, 60_000)
    expect(due.map((delivery) => delivery.lead.phone)).toEqual(['+12125550147', '+12125550147'])
    expect(
      await store.calls.reserve({
        lead: { name: 'D', email: '', company: '', source: 'call-me', idempotencyKey: 'again-1234' },
        number: '+12125550147',
        consentAt: new Date(),
        dailyCap: 50,
        reportWaitMs: 0,
      }),
    ).toMatchObject({ kind: 'reserved' })
  })

  it('places one call for one submission sent twice (its idempotency key)', async () => {
    const body = request({ idempotencyKey: 'once-only-1234' })
    const first = (await (await handleCallMePost(post(body), deps)).json()) as { callId: string }
    const second = (await (await handleCallMePost(post(body), deps)).json()) as { callId: string }
    expect(second.callId).toBe(first.callId)
    expect(fake.calls()).toHaveLength(1)
  })

  describe('the end-of-call report', () => {
    let sent: ClaimedDelivery[]
    let worker: DeliveryWorker
    const sender = { send: async (delivery: ClaimedDelivery) => void sent.push(delivery), close: async () => undefined }

    beforeEach(() => {
      if (skip) return
      sent = []
      worker = createDeliveryWorker({
        queue: store.deliveries,
        senders: { email: sender, webhook: sender },
        pollMs: 50,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      })
      worker.start()
    })
    afterEach(async () => {
      if (!skip) await worker.stop()
    })

    const placeCall = async () => {
      await handleCallMePost(post(request()), deps)
      return fake.calls()[0]!
    }
    const reportDeps = { secret: SECRET, store: () => store, log: { info: () => undefined, error: () => undefined } }

    it('keeps the report with the lead and sends the lead to sales once, with phone, consent, transcript and summary', async () => {
      const call = await placeCall()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(sent).toHaveLength(0) // the lead waits for its call

      const response = await handleCallReport(report(fake.reportOf(call)), reportDeps)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true, stored: true })
      await until(() => sent.length === 2, 5_000, 'both deliveries')
      expect(sent.map((delivery) => delivery.channel).sort()).toEqual(['email', 'webhook'])

      const { lead } = sent[0]!
      expect(lead.phone).toBe('+12125550147')
      expect(lead.call).toMatchObject({
        outbound: true,
        summary: 'Dana asked about pricing and heard that plans start at $297 a month.',
        durationSeconds: 42,
        recordingUrl: `https://storage.vapi.ai/${call.id}-mono.wav`,
      })
      expect(lead.call?.consentAt).toBeInstanceOf(Date)
      expect(lead.call?.transcript).toContain('AI: Hi Dana, this is the Kestrel AI receptionist.')

      const email = leadEmail(lead)
      expect(email.subject).toBe('New lead: Dana, Dental practice (phone call)')
      expect(email.text).toContain('Phone:    +12125550147')
      expect(email.text).toContain('Consent:')
      expect(email.text).toContain('Summary:\nDana asked about pricing')
      expect(email.text).toContain('Transcript:\nAI: Hi Dana')
      expect(email.text).not.toContain('Email:')
      expect(leadWebhookPayload(lead).data.call).toMatchObject({ kind: 'phone', durationSeconds: 42 })
      // The staff inbox's lead page reads the same call.
      expect((await store.inbox.find(lead.id))?.call).toEqual(lead.call)

      // A replay changes nothing and sends nothing.
      const replay = await handleCallReport(report(fake.reportOf(call)), reportDeps)
      expect(await replay.json()).toEqual({ received: true, stored: false, duplicate: true })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(sent).toHaveLength(2)
    })

    it('sends the lead without a report when none comes in time, so nothing is lost', async () => {
      deps = depsFor({ reportWaitMs: 200 })
      await placeCall()
      await until(() => sent.length === 2, 5_000, 'both deliveries')
      expect(sent[0]!.lead.call).toMatchObject({ outbound: true })
      expect(sent[0]!.lead.call?.transcript).toBeUndefined()
      expect(leadEmail(sent[0]!.lead).text).toContain('no report from the call')
    })

    it('refuses a report without the secret, or with a wrong one, and keeps nothing', async () => {
      const call = await placeCall()
      const missing = await handleCallReport(report(fake.reportOf(call), null), reportDeps)
      expect(missing.status).toBe(401)
      const wrong = await handleCallReport(report(fake.reportOf(call), `${SECRET}x`), reportDeps)
      expect(wrong.status).toBe(401)
      const short = await handleCallReport(report(fake.reportOf(call), 'x'), reportDeps)
      expect(short.status).toBe(401)
      const off = await handleCallReport(report(fake.reportOf(call)), { ...reportDeps, secret: undefined })
      expect(off.status).toBe(404)
      // Still waiting for the real report.
      expect(await store.deliveries.claimDue(10, 60_000)).toEqual([])
    })

    it('refuses a body over its bound, and acknowledges messages it does not keep', async () => {
      const big = new Request('http://localhost/api/voice/calls', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vapi-secret': SECRET },
        body: 'x'.repeat(CALL_REPORT_BODY_LIMIT_BYTES + 1),
      })
      expect((await handleCallReport(big, reportDeps)).status).toBe(413)
      const status = await handleCallReport(
        report({ message: { type: 'status-update', status: 'ringing' } }),
        reportDeps,
      )
      expect(await status.json()).toEqual({ received: true, ignored: 'status-update' })
      const stranger = await handleCallReport(
        report({ message: { type: 'end-of-call-report', call: { id: 'not-ours' } } }),
        reportDeps,
      )
      expect(await stranger.json()).toEqual({ received: true, stored: false })
      expect((await handleCallReport(report({ nothing: true }), reportDeps)).status).toBe(400)
    })

    it('is sent by the stand-in, as Vapi does, to the server URL with its secret', async () => {
      await fake.close()
      let received: Response | undefined
      const server = (await import('node:http')).createServer(async (req, res) => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        received = await handleCallReport(
          new Request('http://localhost/api/voice/calls', {
            method: 'POST',
            headers: req.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
          reportDeps,
        )
        res.writeHead(received.status).end()
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as import('node:net').AddressInfo
      fake = await startFakeVapi({
        privateKey: PRIVATE_KEY,
        serverUrl: `http://127.0.0.1:${port}/`,
        secret: SECRET,
        timeline: { ringing: 50, inProgress: 100, ended: 150 },
      })
      await placeCall()
      await until(() => sent.length === 2, 5_000, 'both deliveries')
      expect(received?.status).toBe(200)
      expect(sent[0]!.lead.call?.summary).toContain('Dana asked about pricing')
      server.close()
    })
  })
})

describe('the browser voice chat’s call, kept with the lead left at its end', () => {
  let store: ReturnType<typeof createPgliteLeadStore>
  let fake: Awaited<ReturnType<typeof startFakeVapi>>
  beforeAll(async () => {
    store = createPgliteLeadStore(undefined, { channels })
    await store.ready()
    fake = await startFakeVapi({ privateKey: PRIVATE_KEY })
  })
  afterAll(async () => {
    await fake.close()
    await store.close()
  })
  const vapi = () =>
    createVapiCalls({ apiBaseUrl: fake.url, privateKey: PRIVATE_KEY, phoneNumberId: 'agency-number-id' })
  const leadDeps = (browserCallReport?: (id: string) => ReturnType<ReturnType<typeof vapi>['browserCallReport']>) => ({
    store: () => store,
    limiter: createMemoryLimiter({ keyPrefix: `lead-${Math.random()}`, points: 10, durationSeconds: 60 }),
    signer: { verify: () => false },
    log: () => undefined,
    ...(browserCallReport ? { browserCallReport } : {}),
  })
  const lead = (voiceCallId: string, n: number) =>
    new Request('http://localhost/api/gpt-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [clientAddressHeader()]: '203.0.113.200' },
      body: JSON.stringify({
        name: 'Sam Lee',
        email: `sam${n}@example.com`,
        company: 'Lee Plumbing',
        source: 'voice',
        voiceCallId,
      }),
    })

  it('reads the ended call’s report from Vapi when the lead is saved, and sends them together', async () => {
    const { handleLeadPost } = await import('@/lib/leads/capture/endpoint')
    const call = fake.endedWebCall('Sam')
    const response = await handleLeadPost(
      lead(call.id, 1),
      leadDeps((id) => vapi().browserCallReport(id)),
    )
    expect(response.status).toBe(201)
    const due = await store.deliveries.claimDue(10, 60_000)
    expect(due).toHaveLength(2)
    expect(due[0]!.lead.source).toBe('voice')
    expect(due[0]!.lead.call).toMatchObject({
      outbound: false,
      summary: expect.stringContaining('Sam asked about pricing'),
    })
    expect(leadEmail(due[0]!.lead).text).toContain('Voice call with the assistant.')
  })

  it('waits for the webhook when Vapi has no report yet, and keeps it with the lead when it comes', async () => {
    const { handleLeadPost } = await import('@/lib/leads/capture/endpoint')
    const call = fake.endedWebCall('Kim')
    expect((await handleLeadPost(lead(call.id, 2), leadDeps())).status).toBe(201)
    expect(await store.deliveries.claimDue(10, 60_000)).toEqual([])
    const stored = await handleCallReport(report(fake.reportOf(call)), {
      secret: SECRET,
      store: () => store,
      log: { info: () => undefined, error: () => undefined },
    })
    expect(await stored.json()).toEqual({ received: true, stored: true })
    const due = await store.deliveries.claimDue(10, 60_000)
    expect(due.map((delivery) => delivery.lead.call?.transcript)).toEqual([
      expect.stringContaining('Hi Kim'),
      expect.stringContaining('Hi Kim'),
    ])
  })

  it('refuses a call id that is not one', async () => {
    const { handleLeadPost } = await import('@/lib/leads/capture/endpoint')
    const response = await handleLeadPost(lead('not a call id!', 3), leadDeps())
    expect(response.status).toBe(400)
  })
})
