import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { createPgliteLeadStore } from '../../lib/leads/store/drizzle-store'
import { migratePostgres } from '../../lib/db/connection'
import { formatLoad, runLoad } from './load'
import { startSite } from './server'

const CLIENTS = 50
const LEADS = 1_000

/**
 * The first 50 submissions at once on a server that has just started (its route code not yet
 * loaded and compiled): reported on a line of its own, then the measured load runs on the
 * started server, as a visitor meets it after the first seconds.
 */
async function coldBurst(url: string, run: string): Promise<string> {
  const send = sendLead(url, `${run}-cold`)
  const started = performance.now()
  const responses = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) => send(index).then((r) => r.arrayBuffer().then(() => r.status))),
  )
  const created = responses.filter((status) => status === 201).length
  return `  first ${CLIENTS} at once on the just-started server: all answered in ${(performance.now() - started).toFixed(0)} ms (${created}/${CLIENTS} stored)`
}

function sendLead(url: string, run: string) {
  return (index: number) =>
    fetch(`${url}/api/gpt-lead`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // One address per simulated visitor, as behind a proxy: the per-IP limit stays out of the way.
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({
        name: `Bench Visitor ${index}`,
        email: `bench${index}@example.com`,
        company: `Bench Co ${index}`,
        source: 'contact',
        idempotencyKey: `bench-${run}-${index}`,
      }),
    })
}

async function benchPglite(): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'))
  try {
    const site = await startSite({ LEADS_DATA_DIR: dataDir, DATABASE_URL: '' })
    const cold = await coldBurst(site.url, 'pglite')
    const result = await runLoad({ clients: CLIENTS, total: LEADS, send: sendLead(site.url, 'pglite') })
    await site.stop()
    const store = createPgliteLeadStore(dataDir)
    // The cold burst's leads are in the store too.
    const stored = (await store.count()) - CLIENTS
    await store.close()
    return [
      formatLoad('POST /api/gpt-lead (PGlite)', result),
      `  stored ${stored} of ${LEADS} sent ${stored === result.ok ? '✓' : '✗ MISMATCH'}`,
      cold,
    ]
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function benchPostgres(adminUrl: string): Promise<string[]> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined })
  const name = `bench_leads_${Date.now().toString(36)}`
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    await migratePostgres(url.toString())
    const site = await startSite({ DATABASE_URL: url.toString() })
    const cold = await coldBurst(site.url, 'postgres')
    const result = await runLoad({ clients: CLIENTS, total: LEADS, send: sendLead(site.url, 'postgres') })
    await site.stop()
    const db = postgres(url.toString(), { max: 1 })
    const [row] = await db<{ count: string }[]>`SELECT count(*) FROM leads`
    await db.end()
    const stored = Number(row?.count) - CLIENTS
    return [
      formatLoad('POST /api/gpt-lead (PostgreSQL)', result),
      `  stored ${stored} of ${LEADS} sent ${stored === result.ok ? '✓' : '✗ MISMATCH'}`,
      cold,
    ]
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

/** Leads stored per second and latency for the endpoint on both stores, 50 concurrent clients. */
export async function benchLeads(postgresUrl: string | undefined): Promise<string[]> {
  const lines = [`Leads: ${LEADS} submissions, ${CLIENTS} concurrent clients`]
  lines.push(...(await benchPglite()))
  if (postgresUrl) lines.push(...(await benchPostgres(postgresUrl)))
  else
    lines.push(
      '  PostgreSQL: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)',
    )
  return lines
}
