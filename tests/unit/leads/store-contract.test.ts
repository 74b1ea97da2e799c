import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { createPgliteLeadStore } from '@/lib/leads/store/drizzle-store'
import { createPostgresLeadStore } from '@/lib/leads/store/drizzle-store'
import type { DeliveryChannel } from '@/lib/leads/store/schema'
import type { LeadStore } from '@/lib/leads/store/store'
import type { NewLead } from '@/lib/leads/capture/validation'
import { createTestDatabase, type TestDatabase } from '../../fixtures/postgres'

const postgresDb = await createTestDatabase()
if ('unavailable' in postgresDb) {
  console.warn(`\n⚠ Skipping the PostgreSQL lead store contract tests: ${postgresDb.unavailable}.\n`)
}

const lead = (n: number, overrides: Partial<NewLead> = {}): NewLead => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  company: `Company ${n}`,
  source: 'contact',
  idempotencyKey: `key-${n}-${'x'.repeat(8)}`,
  ...overrides,
})

type Driver = {
  name: string
  open: (channels?: DeliveryChannel[]) => LeadStore & { truncate: () => Promise<unknown> }
  skip: boolean
}

const drivers: Driver[] = [
  {
    name: 'pglite',
    skip: false,
    open: (channels) => {
      const store = createPgliteLeadStore(undefined, { channels })
      return Object.assign(store, {
        truncate: () => store.count().then(() => store.client.exec('TRUNCATE leads CASCADE')),
      })
    },
  },
  {
    name: 'postgres',
    skip: 'unavailable' in postgresDb,
    open: (channels) => {
      const store = createPostgresLeadStore((postgresDb as TestDatabase).url, { channels })
      return Object.assign(store, { truncate: () => store.sql`TRUNCATE leads CASCADE` })
    },
  },
]

afterAll(async () => {
  if (!('unavailable' in postgresDb)) await postgresDb.drop()
})

describe.each(drivers)('$name lead store', ({ name, open, skip }) => {
  let store: ReturnType<Driver['open']>
  beforeAll(() => {
    if (skip) return
    store = open()
    return () => store.close()
  })
  // Each test starts from an empty table.
  beforeEach(async (context) => {
    if (skip) context.skip()
    await store.truncate()
  })

  it('saves a lead with its source and creation time', async () => {
    const before = Date.now()
    const saved = await store.save(lead(1, { message: 'We miss calls after 5pm' }))
    expect(saved.created).toBe(true)
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/)
    const [stored] = await store.list()
    expect(stored).toMatchObject({
      id: saved.id,
      name: 'Visitor 1',
      company: 'Company 1',
      source: 'contact',
      message: 'We miss calls after 5pm',
    })
    expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000)
    expect(store.driver).toBe(name)
  })

  it('keeps the phone and the message, and none for a lead without them, in every view of the lead', async () => {
    const withBoth = await store.save(lead(10, { phone: '+442079460958', message: 'Line one\nLine two' }))
    const without = await store.save(lead(11))
    expect((await store.list()).map(({ phone, message }) => ({ phone, message }))).toEqual([
      { phone: '+442079460958', message: 'Line one\nLine two' },
      { phone: undefined, message: undefined },
    ])
    expect((await store.findByEmail('visitor10@example.com'))[0]).toMatchObject({ phone: '+442079460958' })
    // The staff inbox's list (and CSV), a lead's page, and the delivery overview.
    const { leads } = await store.inbox.search({}, { page: 1, pageSize: 10 })
    expect(leads.find((l) => l.id === withBoth.id)).toMatchObject({ phone: '+442079460958' })
    expect(leads.find((l) => l.id === without.id)?.phone).toBeUndefined()
    expect((await store.inbox.find(withBoth.id))?.lead).toMatchObject({
      phone: '+442079460958',
      message: 'Line one\nLine two',
    })
    expect((await store.deliveryOverview.list()).leads.find((l) => l.id === withBoth.id)?.phone).toBe('+442079460958')
  })

  it('saves a submission once, however often its idempotency key is sent', async () => {
    const first = await store.save(lead(2))
    const again = await store.save(lead(2, { name: 'Changed on retry' }))
    expect(again).toEqual({ id: first.id, created: false })
    expect(await store.count()).toBe(1)
    expect((await store.list())[0]?.name).toBe('Visitor 2')
    expect(await store.findIdByIdempotencyKey(lead(2).idempotencyKey)).toBe(first.id)
    expect(await store.findIdByIdempotencyKey('never-sent-key')).toBeUndefined()
  })

  it('finds leads by email whatever its case', async () => {
    await store.save(lead(3, { email: 'Dana.Owner@Plumbing.example' }))
    await store.save(lead(4))
    const found = await store.findByEmail('  dana.owner@plumbing.EXAMPLE ')
    expect(found.map((l) => l.email)).toEqual(['Dana.Owner@Plumbing.example'])
  })

  it('lists leads oldest first', async () => {
    for (const n of [5, 6, 7]) await store.save(lead(n))
    expect((await store.list()).map((l) => l.name)).toEqual(['Visitor 5', 'Visitor 6', 'Visitor 7'])
  })

  it('stores a lead with one pending delivery per configured channel, in one transaction', async () => {
    // A store that delivers by email and webhook, and one whose second delivery row always breaks
    // the unique (lead, channel) rule (on PostgreSQL the same database, on PGlite each its own).
    const withChannels = open(['email', 'webhook'])
    const broken = open(['email', 'email'])
    onTestFinished(() => Promise.all([withChannels.close(), broken.close()]).then(() => undefined))
    const saved = await withChannels.save(lead(8))
    const page = await withChannels.deliveryOverview.list()
    expect(page.leads.map((l) => [l.id, l.deliveries.map((d) => [d.channel, d.status, d.attempts])])).toEqual([
      [
        saved.id,
        [
          ['email', 'pending', 0],
          ['webhook', 'pending', 0],
        ],
      ],
    ])
    // A delivery row that cannot be written takes the lead with it: never a lead without its deliveries.
    await expect(broken.save(lead(9))).rejects.toThrow(/failed/)
    expect(await broken.findIdByIdempotencyKey(lead(9).idempotencyKey)).toBeUndefined()
  })

  it('keeps exactly 200 rows for 200 concurrent submissions, and for the same 200 sent again', async () => {
    const batch = Array.from({ length: 200 }, (_, i) => lead(1000 + i))
    const first = await Promise.all(batch.map((l) => store.save(l)))
    expect(await store.count()).toBe(200)
    expect(new Set(first.map((r) => r.id)).size).toBe(200)
    const second = await Promise.all(batch.map((l) => store.save(l)))
    expect(await store.count()).toBe(200)
    expect(second.map((r) => r.id)).toEqual(first.map((r) => r.id))
    expect(second.every((r) => !r.created)).toBe(true)
  })
})
