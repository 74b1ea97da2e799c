/**
 * How long a lead takes to reach sales: 50 concurrent visitors submit leads, and for each the
 * time from its 201 to the email arriving at a local SMTP server and to the signed webhook
 * arriving at a local receiver, on PGlite and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { migratePostgres } from '../../lib/db/connection'
import { startSmtpSink } from '../../tests/fixtures/smtp-sink'
import { startWebhookReceiver } from '../../tests/fixtures/webhook-receiver'
import { percentile, runLoad } from './load'
import { startSite } from './server'

const CLIENTS = 50
const LEADS = 500
const SECRET = `whsec_${Buffer.from('the bench lead webhook secret!!!').toString('base64')}`

async function measure(label: string, env: Record<string, string>): Promise<string[]> {
  const sink = await startSmtpSink()
  const receiver = await startWebhookReceiver({ secret: SECRET })
  const site = await startSite({
    ...env,
    SMTP_URL: sink.url,
    LEAD_NOTIFY_TO: 'sales@bench.example',
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: SECRET,
  })
  try {
    const run = Date.now().toString(36)
    const committedAt = new Map<string, number>()
    const load = await runLoad({
      clients: CLIENTS,
      total: LEADS,
      send: async (index) => {
        const email = `bench${index}.${run}@example.com`
        const response = await fetch(`${site.url}/api/gpt-lead`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.9`,
          },
          body: JSON.stringify({
            name: `Bench ${index}`,
            email,
            company: 'Bench Co',
            source: 'contact',
            idempotencyKey: `delivery-${run}-${index}`,
          }),
        })
        if (response.status === 201) committedAt.set(email, Date.now())
        return response
      },
    })
    await Promise.all([sink.waitFor(load.ok, 120_000), receiver.waitFor(load.ok, 120_000)]).catch((error: Error) =>
      console.error(`  ${error.message}`),
    )
    const emailLatency = sink.received
      .map((mail) => mail.receivedAt - (committedAt.get(mail.parsed.replyTo?.value[0]?.address ?? '') ?? NaN))
      .filter(Number.isFinite)
      .sort((a, b) => a - b)
    const webhookLatency = receiver.received
      .map((hook) => hook.receivedAt - (committedAt.get((hook.body as { data: { email: string } }).data.email) ?? NaN))
      .filter(Number.isFinite)
      .sort((a, b) => a - b)
    const line = (what: string, latencies: number[], count: number) =>
      `  ${what.padEnd(9)} ${count}/${load.ok} arrived   p50 ${percentile(latencies, 50).toFixed(0).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(0).padStart(6)} ms`
    return [
      `${label}: ${load.ok} leads stored (p99 ${load.p99.toFixed(0)} ms to the 201), from the 201 to arrival:`,
      line('email', emailLatency, sink.received.length),
      line('webhook', webhookLatency, new Set(receiver.received.map((hook) => hook.id)).size),
    ]
  } finally {
    await site.stop()
    await sink.close()
    await receiver.close()
  }
}

/** Delivery latency for 500 leads from 50 concurrent visitors, both channels on, on both stores. */
export async function benchDelivery(postgresUrl: string | undefined): Promise<string[]> {
  const lines = [`Delivery: ${LEADS} leads from ${CLIENTS} concurrent visitors, email (SMTP) and webhook`]
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-delivery-'))
  try {
    lines.push(...(await measure('PGlite', { LEADS_DATA_DIR: dataDir, DATABASE_URL: '' })))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (!postgresUrl) {
    lines.push(
      '  PostgreSQL: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)',
    )
    return lines
  }
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => undefined })
  const name = `bench_delivery_${Date.now().toString(36)}`
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  try {
    await migratePostgres(url.toString())
    lines.push(...(await measure('PostgreSQL', { DATABASE_URL: url.toString() })))
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
  return lines
}
