import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { trafficSource } from '@/lib/leads/capture/attribution'
import type { NewLead } from '@/lib/leads/capture/validation'
import type { MailMessage } from '@/lib/leads/delivery/channels'
import { createDigestRun } from '@/lib/leads/inbox/digest'
import { ROUND_ROBIN_ACTOR } from '@/lib/leads/inbox/ownership'
import { createPgliteLeadStore, createPostgresLeadStore } from '@/lib/leads/store/drizzle-store'
import type { LeadStore } from '@/lib/leads/store/store'
import { dana, leadBuilder, sam } from '../../fixtures/leads'
import { createTestDatabase, type TestDatabase } from '../../fixtures/postgres'

const postgresDb = await createTestDatabase()
if ('unavailable' in postgresDb)
  console.warn(`\n⚠ Skipping the PostgreSQL ownership tests: ${postgresDb.unavailable}.\n`)

const kim = { id: '9c2e3f40-5b6c-4d7e-8f90-1a2b3c4d5e6f', email: 'kim@agency.example' }
const lee = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', email: 'lee@agency.example' }

const lead = leadBuilder('owner-key')

type Store = LeadStore & { exec: (statement: string) => Promise<unknown> }
type Driver = { name: string; open: () => Store; skip: boolean }

const drivers: Driver[] = [
  {
    name: 'pglite',
    skip: false,
    open: () => {
      const store = createPgliteLeadStore()
      return Object.assign(store, {
        exec: (statement: string) => store.count().then(() => store.client.exec(statement)),
      })
    },
  },
  {
    name: 'postgres',
    skip: 'unavailable' in postgresDb,
    open: () => {
      const store = createPostgresLeadStore((postgresDb as TestDatabase).url)
      return Object.assign(store, { exec: (statement: string) => store.sql.unsafe(statement) })
    },
  },
]

afterAll(async () => {
  if (!('unavailable' in postgresDb)) await postgresDb.drop()
})

describe.each(drivers)('$name ownership, follow-ups, sources and digest', ({ open, skip }) => {
  let store: Store
  beforeAll(() => {
    if (skip) return
    store = open()
    return () => store.close()
  })
  beforeEach(async (context) => {
    if (skip) context.skip()
    await store.exec('TRUNCATE leads, staff_profiles, follow_up_digests CASCADE')
  })

  const optIn = async (...members: { id: string; email: string }[]) => {
    for (const member of members) {
      await store.ownership.ensureProfile(member)
      await store.ownership.updateProfile(member.id, { displayName: null, roundRobin: true })
    }
  }
  const owners = async () => (await store.inbox.matching({})).map((saved) => saved.ownerId)
  const tally = (ids: (string | null)[]) =>
    ids.reduce<Record<string, number>>(
      (counts, id) => ({ ...counts, [id ?? 'none']: (counts[id ?? 'none'] ?? 0) + 1 }),
      {},
    )

  describe('round-robin', () => {
    it('leaves new leads unassigned while nobody has opted in', async () => {
      await store.ownership.ensureProfile(dana)
      const saved = await store.save(lead())
      const found = await store.inbox.find(saved.id)
      expect(found!.lead.ownerId).toBeNull()
      expect(found!.events).toEqual([])
    })

    it('gives each opted-in member one lead in turn, and records it in the history', async () => {
      await optIn(dana, sam, kim)
      await store.ownership.ensureProfile(lee) // not opted in: never picked
      const ids: string[] = []
      for (let i = 0; i < 9; i++) ids.push((await store.save(lead())).id)
      const inOrder = (await owners()).reverse()
      expect(tally(inOrder)).toEqual({ [dana.id]: 3, [sam.id]: 3, [kim.id]: 3 })
      // Consecutive leads go to consecutive members.
      expect(new Set(inOrder.slice(0, 3)).size).toBe(3)
      expect(inOrder.slice(3, 6)).toEqual(inOrder.slice(0, 3))
      const found = await store.inbox.find(ids[0]!)
      expect(found!.events).toEqual([
        expect.objectContaining({
          change: 'assigned',
          owner: { id: found!.lead.ownerId, email: expect.stringMatching(/@agency\.example$/) },
          actor: ROUND_ROBIN_ACTOR,
        }),
      ])
    })

    it('stays fair when leads arrive at the same moment, and a repeated submission takes no turn', async () => {
      await optIn(dana, sam, kim)
      const batch = Array.from({ length: 30 }, () => lead())
      const saved = await Promise.all(batch.map((each) => store.save(each)))
      expect(saved.every((each) => each.created)).toBe(true)
      expect(tally(await owners())).toEqual({ [dana.id]: 10, [sam.id]: 10, [kim.id]: 10 })
      // The same submissions again: nothing new, nobody's turn used.
      await Promise.all(batch.map((each) => store.save(each)))
      const next = await Promise.all(Array.from({ length: 3 }, () => store.save(lead())))
      const latest = await Promise.all(next.map(async ({ id }) => (await store.inbox.find(id))!.lead.ownerId))
      expect(new Set(latest).size).toBe(3)
    })

    it('leaves a member out from the moment they opt out', async () => {
      await optIn(dana, sam)
      await store.ownership.updateProfile(sam.id, { displayName: 'Sam', roundRobin: false })
      for (let i = 0; i < 4; i++) await store.save(lead())
      expect(tally(await owners())).toEqual({ [dana.id]: 4 })
    })
  })

  describe('assignment', () => {
    it('assigns, reassigns and unassigns, each an event, and the views follow', async () => {
      await store.ownership.ensureProfile(dana)
      await store.ownership.ensureProfile(sam)
      const { id } = await store.save(lead())
      const other = await store.save(lead())
      expect(await store.ownership.assign(id, { from: null, to: dana.id, actor: sam })).toMatchObject({
        outcome: 'assigned',
        owner: { id: dana.id },
      })
      expect((await store.inbox.matching({ owner: dana.id })).map((each) => each.id)).toEqual([id])
      expect((await store.inbox.matching({ owner: null })).map((each) => each.id)).toEqual([other.id])

      expect(await store.ownership.assign(id, { from: dana.id, to: sam.id, actor: dana })).toMatchObject({
        outcome: 'assigned',
      })
      expect(await store.ownership.assign(id, { from: sam.id, to: null, actor: sam })).toEqual({
        outcome: 'assigned',
        owner: null,
      })
      const { events } = (await store.inbox.find(id))!
      expect(events.map((event) => [event.change, event.owner?.email ?? null, event.actor.email])).toEqual([
        ['unassigned', null, sam.email],
        ['assigned', sam.email, dana.email],
        ['assigned', dana.email, sam.email],
      ])
    })

    it('refuses a reassignment made from an out-of-date page, an unknown member and an unknown lead', async () => {
      await store.ownership.ensureProfile(dana)
      await store.ownership.ensureProfile(sam)
      const { id } = await store.save(lead())
      await store.ownership.assign(id, { from: null, to: dana.id, actor: dana })
      // Sam's page still showed it unassigned.
      expect(await store.ownership.assign(id, { from: null, to: sam.id, actor: sam })).toEqual({
        outcome: 'conflict',
        current: dana.id,
      })
      expect(await store.ownership.assign(id, { from: dana.id, to: kim.id, actor: sam })).toEqual({
        outcome: 'unknown-owner',
      })
      expect(
        await store.ownership.assign('00000000-0000-4000-8000-000000000000', { from: null, to: sam.id, actor: sam }),
      ).toEqual({ outcome: 'not-found' })
      expect((await store.inbox.find(id))!.lead.ownerId).toBe(dana.id)
      expect((await store.inbox.find(id))!.events).toHaveLength(1)
    })

    it('keeps a profile per member, its email refreshed, names sorted', async () => {
      await store.ownership.ensureProfile(sam)
      await store.ownership.ensureProfile(dana)
      await store.ownership.updateProfile(dana.id, { displayName: 'Zoë Dana', roundRobin: false })
      await store.ownership.ensureProfile({ id: sam.id, email: 'sam.new@agency.example' })
      expect((await store.ownership.staff()).map((member) => [member.email, member.displayName])).toEqual([
        ['sam.new@agency.example', null],
        [dana.email, 'Zoë Dana'],
      ])
    })
  })

  describe('follow-ups', () => {
    it('lists open leads due today and overdue, and records setting and clearing the date', async () => {
      const today = '2026-11-26'
      const due = await store.save(lead())
      const overdue = await store.save(lead())
      const later = await store.save(lead())
      const closed = await store.save(lead())
      await store.ownership.setFollowUp(due.id, { on: today, note: 'Send the quote', actor: dana })
      await store.ownership.setFollowUp(overdue.id, { on: '2026-11-25', actor: dana })
      await store.ownership.setFollowUp(later.id, { on: '2026-11-27', actor: dana })
      await store.ownership.setFollowUp(closed.id, { on: '2026-11-20', actor: dana })
      await store.exec(`UPDATE leads SET status = 'lost' WHERE id = '${closed.id}'`)

      const ids = async (when: 'due' | 'overdue') =>
        (await store.inbox.matching({ followUp: { when, today } })).map((each) => each.id)
      expect(await ids('due')).toEqual([due.id])
      expect(await ids('overdue')).toEqual([overdue.id])

      const found = (await store.inbox.find(due.id))!
      expect(found.lead).toMatchObject({ followUpOn: today, followUpNote: 'Send the quote' })
      await store.ownership.setFollowUp(due.id, { on: null, actor: sam })
      const cleared = (await store.inbox.find(due.id))!
      expect(cleared.lead).toMatchObject({ followUpOn: null, followUpNote: null })
      expect(cleared.events.map((event) => [event.change, event.followUpOn, event.note])).toEqual([
        ['follow-up-cleared', null, null],
        ['follow-up', today, 'Send the quote'],
      ])
      expect(await ids('due')).toEqual([])
      expect(await store.ownership.setFollowUp('nope', { on: today, actor: sam })).toEqual({ outcome: 'not-found' })
    })
  })

  describe('attribution', () => {
    it('keeps where each lead came from, and filters by traffic source and campaign', async () => {
      const google = await store.save(
        lead({
          attribution: {
            landingPage: '/pricing',
            referrer: 'https://www.google.com/',
            utmSource: 'Google',
            utmMedium: 'cpc',
            utmCampaign: 'spring',
            utmTerm: 'ai receptionist',
            utmContent: 'ad-1',
            pagesViewed: ['/pricing', '/contact'],
          },
        }),
      )
      const linked = await store.save(lead({ attribution: { referrer: 'https://www.news.example/story' } }))
      const direct = await store.save(lead())
      expect((await store.inbox.find(google.id))!.lead.attribution).toEqual({
        landingPage: '/pricing',
        referrer: 'https://www.google.com/',
        utmSource: 'Google',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        utmTerm: 'ai receptionist',
        utmContent: 'ad-1',
        pagesViewed: ['/pricing', '/contact'],
      })
      expect((await store.inbox.find(direct.id))!.lead.attribution).toBeUndefined()
      const ids = async (filter: { traffic?: string; campaign?: string }) =>
        (await store.inbox.matching(filter)).map((each) => each.id)
      expect(await ids({ traffic: 'google' })).toEqual([google.id])
      expect(await ids({ traffic: 'news.example' })).toEqual([linked.id])
      expect(await ids({ traffic: 'direct' })).toEqual([direct.id])
      expect(await ids({ campaign: 'spring' })).toEqual([google.id])
      // The SQL rule is the browser's and the CSV's rule.
      const stored = await store.list()
      expect((await store.sourcesReport.options()).traffic).toEqual(
        [...new Set(stored.map((each) => trafficSource(each.attribution ?? {})))].sort(),
      )
      expect((await store.sourcesReport.options()).campaigns).toEqual(['spring'])
    })
  })

  describe('Sources view', () => {
    it('counts leads per source and campaign per week, weeks without leads as zeros', async () => {
      const at = async (iso: string, attribution?: NewLead['attribution']) => {
        const { id } = await store.save(lead(attribution ? { attribution } : {}))
        await store.exec(`UPDATE leads SET created_at = '${iso}' WHERE id = '${id}'`)
      }
      const now = new Date('2026-11-26T15:00:00Z') // a Thursday
      await at('2026-11-23T14:00:00Z', { utmSource: 'google', utmCampaign: 'spring' }) // this week (Monday)
      await at('2026-11-24T14:00:00Z', { utmSource: 'google', utmCampaign: 'spring' })
      // Monday 03:00 UTC is still Sunday in New York: the week before.
      await at('2026-11-23T03:00:00Z')
      await at('2026-09-07T15:00:00Z', { utmSource: 'newsletter' }) // 12th week back
      await at('2026-08-31T15:00:00Z', { utmSource: 'newsletter' }) // 13 weeks back: outside
      const report = await store.sourcesReport.weekly({ now, timeZone: 'America/New_York' })
      expect(report.weeks).toHaveLength(12)
      expect(report.weeks[0]).toBe('2026-09-07')
      expect(report.weeks.at(-1)).toBe('2026-11-23')
      expect(report.rows).toEqual([
        { source: 'google', campaign: 'spring', counts: [...Array(11).fill(0), 2], total: 2 },
        { source: 'direct', campaign: '(none)', counts: [...Array(10).fill(0), 1, 0], total: 1 },
        { source: 'newsletter', campaign: '(none)', counts: [1, ...Array(11).fill(0)], total: 1 },
      ])
      expect(report.totals).toEqual([1, ...Array(9).fill(0), 1, 2])
    })
  })

  describe('daily digest', () => {
    const timeZone = 'America/New_York'
    const run = (at: string, sent: { message: MailMessage; file: string }[], fail = false) =>
      createDigestRun({
        digests: store.digests,
        mailer: {
          send: async (message, file) => {
            if (fail) throw new Error('mail server down')
            sent.push({ message, file: file.name })
          },
        },
        timeZone,
        siteUrl: 'https://agency.example',
        now: () => new Date(at),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      })()

    beforeEach(async (context) => {
      if (skip) return context.skip()
      await store.ownership.ensureProfile(dana)
      await store.ownership.ensureProfile(sam)
      await store.ownership.updateProfile(dana.id, { displayName: 'Dana', roundRobin: false })
    })

    async function leadFor(owner: { id: string }, on: string, note?: string) {
      const saved = await store.save(lead())
      await store.ownership.assign(saved.id, { from: null, to: owner.id, actor: dana })
      await store.ownership.setFollowUp(saved.id, { on, ...(note ? { note } : {}), actor: dana })
      return saved.id
    }

    it('sends each owner their due and overdue leads once a day, with links', async () => {
      const due = await leadFor(dana, '2026-11-26', 'Call about the <pilot>')
      const overdue = await leadFor(dana, '2026-11-20')
      await leadFor(dana, '2026-11-30') // upcoming: not in it
      await leadFor(sam, '2026-11-26')
      const sent: { message: MailMessage; file: string }[] = []
      // 6:30 in New York: too early.
      expect(await run('2026-11-26T11:30:00Z', sent)).toBe(0)
      // 7:05: both owners, once each, even when another process runs at the same moment.
      const [a, b] = await Promise.all([run('2026-11-26T12:05:00Z', sent), run('2026-11-26T12:05:00Z', sent)])
      expect(a + b).toBe(2)
      expect(await run('2026-11-26T20:00:00Z', sent)).toBe(0)
      expect(sent.map((each) => each.message.to).sort()).toEqual([dana.email, sam.email])
      const danas = sent.find((each) => each.message.to === dana.email)!
      expect(danas.message.subject).toBe('Follow-ups for Thu, Nov 26, 2026: 1 due today, 1 overdue')
      expect(danas.message.messageId).toBe(`<digest-${dana.id}-2026-11-26@lead-delivery.invalid>`)
      expect(danas.file).toBe(`2026-11-26-digest-${dana.id}.eml`)
      expect(danas.message.text).toContain('Hello Dana,')
      expect(danas.message.text).toContain(`Due today (1):\n- Visitor`)
      expect(danas.message.text).toContain(`https://agency.example/staff/leads/${due}`)
      expect(danas.message.text).toContain(`Overdue (1):`)
      expect(danas.message.text).toContain(`https://agency.example/staff/leads/${overdue}`)
      expect(danas.message.text).not.toContain('Nov 30')
      expect(danas.message.html).toContain('Call about the &lt;pilot&gt;')
      expect(danas.message.html).toContain(`href="https://agency.example/staff/leads/${due}"`)
      // The next day, another digest.
      expect(await run('2026-11-27T12:05:00Z', sent)).toBe(2)
    })

    it('sends nothing to an owner with nothing due, and retries a failed send later', async () => {
      await leadFor(sam, '2026-11-30')
      const closed = await leadFor(dana, '2026-11-26')
      await store.exec(`UPDATE leads SET status = 'won' WHERE id = '${closed}'`)
      const sent: { message: MailMessage; file: string }[] = []
      expect(await run('2026-11-26T12:05:00Z', sent)).toBe(0)

      await leadFor(dana, '2026-11-26')
      expect(await run('2026-11-26T12:10:00Z', sent, true)).toBe(0)
      // Not due again until its backoff has passed.
      expect(await run('2026-11-26T12:10:00Z', sent)).toBe(0)
      await store.exec(`UPDATE follow_up_digests SET next_attempt_at = now()`)
      expect(await run('2026-11-26T12:11:00Z', sent)).toBe(1)
      expect(sent).toHaveLength(1)
    })
  })
})
