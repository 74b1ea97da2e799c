import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../fixtures/postgres'

/**
 * On Supabase the Data API serves every table of the public schema to anyone holding the site's
 * public key (the `anon` role, and `authenticated` for any signed-in user) unless row level
 * security is on. Every migration must leave every table locked: this applies them all to a
 * fresh PostgreSQL database and fails on any table without it.
 */
const database = await createTestDatabase()
if ('unavailable' in database) console.warn(`\n⚠ Skipping the row level security tests: ${database.unavailable}.\n`)

describe.skipIf('unavailable' in database)('row level security after all migrations (PostgreSQL)', () => {
  let sql: postgres.Sql
  beforeAll(() => {
    sql = postgres((database as TestDatabase).url, { max: 1, onnotice: () => undefined })
  })
  // A role of this run's own, standing in for Supabase's `anon` (roles are shared by the whole server).
  const anon = `rls_anon_${process.pid}_${Date.now().toString(36)}`
  afterAll(async () => {
    await sql?.end({ timeout: 5 })
    await (database as TestDatabase).drop()
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => undefined })
    await admin.unsafe(`DROP ROLE IF EXISTS ${anon}`)
    await admin.end({ timeout: 5 })
  })

  it('is enabled on every table in the public schema', async () => {
    const tables = await sql<{ table: string; rls: boolean }[]>`
      SELECT c.relname AS table, c.relrowsecurity AS rls
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`
    // The tables the site stores things in are there (a wrong schema would pass vacuously).
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining(['leads', 'rate_limits', 'lead_events']))
    expect(tables.filter((t) => !t.rls).map((t) => t.table)).toEqual([])
  })

  it('shows the Data API roles nothing, even with the grants Supabase gives them, while the owner reads on', async () => {
    await sql`INSERT INTO leads (name, email, company, source, idempotency_key) VALUES ('Dana', 'dana@example.com', 'Plumbing Co', 'contact', 'rls-test-key-1')`
    // What a Supabase project grants its API roles on the public schema by default.
    await sql.unsafe(`CREATE ROLE ${anon} NOLOGIN;
      GRANT USAGE ON SCHEMA public TO ${anon};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${anon};`)
    const asAnon = await sql.begin(async (tx) => {
      await tx.unsafe(`SET LOCAL ROLE ${anon}`)
      const leads = await tx`SELECT * FROM leads`
      const limits = await tx`SELECT * FROM rate_limits`
      const events = await tx`SELECT * FROM lead_events`
      const updated = await tx`UPDATE leads SET name = 'changed' RETURNING id`
      return { leads: leads.length, limits: limits.length, events: events.length, updated: updated.length }
    })
    expect(asAnon).toEqual({ leads: 0, limits: 0, events: 0, updated: 0 })
    expect(await sql`SELECT name FROM leads`).toEqual([{ name: 'Dana' }])
  })
})
