import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPgliteLeadStore } from '@/lib/leads/store/drizzle-store'
import { createPostgresLeadStore } from '@/lib/leads/store/drizzle-store'
import type { LeadStore } from '@/lib/leads/store/store'
import { dana, leadBuilder, sam } from '../../fixtures/leads'
import { createTestDatabase, type TestDatabase } from '../../fixtures/postgres'

const postgresDb = await createTestDatabase()
if ('unavailable' in postgresDb)
  console.warn(`\n⚠ Skipping the PostgreSQL lead inbox tests: ${postgresDb.unavailable}.\n`)

const lead = leadBuilder('inbox-key')

type Driver = { name: string; open: () => LeadStore & { truncate: () => Promise<unknown> }; skip: boolean }

const drivers: Driver[] = [
  {
    name: 'pglite',
    skip: false,
    open: () => {
      const store = createPgliteLeadStore()
      return Object.assign(store, {
        truncate: () => store.count().then(() => store.client.exec('TRUNCATE leads CASCADE')),
      })
    },
  },
  {
    name: 'postgres',
    skip: 'unavailable' in postgresDb,
    open: () => {
      const store = createPostgresLeadStore((postgresDb as TestDatabase).url)
      return Object.assign(store, { truncate: () => store.sql`TRUNCATE leads CASCADE` })
    },
  },
]

afterAll(async () => {
  if (!('unavailable' in postgresDb)) await postgresDb.drop()
})

describe.each(drivers)('$name lead inbox', ({ open, skip }) => {
  let store: ReturnType<Driver['open']>
  beforeAll(() => {
    if (skip) return
    store = open()
    return () => store.close()
  })
  beforeEach(async (context) => {
    if (skip) context.skip()
    await store.truncate()
  })

  it('lists leads newest first, a page at a time, with the total', async () => {
    for (let i = 0; i < 5; i++) await store.save(lead({ name: `Person ${i}` }))
    const first = await store.inbox.search({}, { page: 1, pageSize: 2 })
    expect(first.total).toBe(5)
    expect(first.leads.map((l) => l.name)).toEqual(['Person 4', 'Person 3'])
    expect(first.leads[0]!.status).toBe('new')
    const last = await store.inbox.search({}, { page: 3, pageSize: 2 })
    expect(last.leads.map((l) => l.name)).toEqual(['Person 0'])
  })

  it('searches name, email and company whatever the case, and treats % and _ literally', async () => {
    await store.save(lead({ name: 'Dana Owner', company: 'Plumbing Co' }))
    await store.save(lead({ name: 'Sam', email: 'sam@ACME.example', company: 'Acme' }))
    await store.save(lead({ name: 'Percent', company: '100% Roofing' }))
    const names = async (q: string) =>
      (await store.inbox.search({ q }, { page: 1, pageSize: 10 })).leads.map((l) => l.name)
    expect(await names('plumb')).toEqual(['Dana Owner'])
    expect(await names('acme.EXAMPLE')).toEqual(['Sam'])
    expect(await names('dana')).toEqual(['Dana Owner'])
    expect(await names('0%')).toEqual(['Percent'])
    expect(await names('_')).toEqual([])
  })

  it('filters by status and source, and lists the sources there are', async () => {
    const a = await store.save(lead({ source: 'chat' }))
    await store.save(lead({ source: 'contact' }))
    await store.inbox.changeStatus(a.id, { from: 'new', to: 'contacted', actor: dana })
    expect(
      (await store.inbox.search({ status: 'contacted' }, { page: 1, pageSize: 10 })).leads.map((l) => l.id),
    ).toEqual([a.id])
    expect(
      (await store.inbox.search({ source: 'contact', status: 'contacted' }, { page: 1, pageSize: 10 })).total,
    ).toBe(0)
    expect(await store.inbox.sources()).toEqual(['chat', 'contact'])
    expect((await store.inbox.matching({ source: 'chat' })).map((l) => l.id)).toEqual([a.id])
  })

  it('moves a lead along the workflow with a note, recording who and when, newest first', async () => {
    const { id } = await store.save(lead())
    const before = Date.now()
    expect(
      await store.inbox.changeStatus(id, { from: 'new', to: 'contacted', note: 'Left a voicemail', actor: dana }),
    ).toMatchObject({
      outcome: 'changed',
      lead: { status: 'contacted' },
    })
    expect(await store.inbox.addNote(id, 'Call back Tuesday', sam)).toBe(true)
    const found = await store.inbox.find(id)
    expect(found?.lead.status).toBe('contacted')
    expect(found?.events.map((e) => [e.fromStatus, e.toStatus, e.note, e.actor.email])).toEqual([
      [null, null, 'Call back Tuesday', 'sam@agency.example'],
      ['new', 'contacted', 'Left a voicemail', 'dana@agency.example'],
    ])
    expect(found!.events[1]!.at.getTime()).toBeGreaterThanOrEqual(before - 5_000)
  })

  it('refuses a move outside the workflow and a move from a status the lead no longer has', async () => {
    const { id } = await store.save(lead())
    expect(await store.inbox.changeStatus(id, { from: 'new', to: 'won', actor: dana })).toEqual({
      outcome: 'not-allowed',
      current: 'new',
    })
    await store.inbox.changeStatus(id, { from: 'new', to: 'contacted', actor: dana })
    // Sam's page still said "new": his change loses, and nothing is recorded for it.
    expect(await store.inbox.changeStatus(id, { from: 'new', to: 'lost', actor: sam })).toEqual({
      outcome: 'conflict',
      current: 'contacted',
    })
    expect((await store.inbox.find(id))?.events).toHaveLength(1)
  })

  it('lets only one of two simultaneous changes through', async () => {
    const { id } = await store.save(lead())
    const outcomes = await Promise.all([
      store.inbox.changeStatus(id, { from: 'new', to: 'contacted', actor: dana }),
      store.inbox.changeStatus(id, { from: 'new', to: 'lost', actor: sam }),
    ])
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['changed', 'conflict'])
    expect((await store.inbox.find(id))?.events).toHaveLength(1)
  })

  it('finds nothing for an unknown or malformed id, and stores no note for it', async () => {
    expect(await store.inbox.find('00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await store.inbox.find('not-a-uuid')).toBeNull()
    expect(await store.inbox.addNote('00000000-0000-4000-8000-000000000000', 'x', dana)).toBe(false)
    expect(await store.inbox.changeStatus('not-a-uuid', { from: 'new', to: 'contacted', actor: dana })).toEqual({
      outcome: 'not-found',
    })
  })
  it('marks a lead unopened until a staff member first opens it, keeping who did and when, and counts them', async () => {
    const saved = []
    for (let i = 0; i < 3; i++) saved.push(await store.save(lead({ name: `Person ${i}` })))
    const [first, second] = saved.map((s) => s.id)
    expect(await store.inbox.counts()).toEqual({
      total: 3,
      unopened: 3,
      byStatus: { new: 3, contacted: 0, qualified: 0, won: 0, lost: 0 },
    })

    expect(await store.inbox.markOpened(first!, dana)).toBe(true)
    // The first opening is the one kept: Sam opening it later changes nothing.
    expect(await store.inbox.markOpened(first!, sam)).toBe(false)
    expect(await store.inbox.markOpened('not-a-uuid', sam)).toBe(false)
    const opened = (await store.inbox.find(first!))!.lead
    expect(opened.firstOpened).toEqual({ at: expect.any(Date), email: dana.email })
    expect((await store.inbox.find(second!))!.lead.firstOpened).toBeUndefined()

    await store.inbox.changeStatus(first!, { from: 'new', to: 'contacted', actor: dana })
    expect(await store.inbox.counts()).toEqual({
      total: 3,
      unopened: 2,
      byStatus: { new: 2, contacted: 1, qualified: 0, won: 0, lost: 0 },
    })
    const unopened = await store.inbox.search({ unopened: true }, { page: 1, pageSize: 10 })
    expect(unopened.total).toBe(2)
    expect(unopened.leads.map((l) => l.name)).toEqual(['Person 2', 'Person 1'])
    expect(unopened.leads.every((l) => l.firstOpened === undefined)).toBe(true)
  })
})
