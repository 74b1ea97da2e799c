import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { csvField, leadsToCsv } from '@/lib/leads/csv'
import { createPgliteLeadStore } from '@/lib/leads/pglite-store'

const run = promisify(execFile)

describe('lead CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Reyes, Plumbing')).toBe('"Reyes, Plumbing"')
    expect(csvField('The "Best" Bakery')).toBe('"The ""Best"" Bakery"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
  })

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100")
    expect(csvField('@mention')).toBe("'@mention")
  })

  it('writes a header and one row per lead', () => {
    const csv = leadsToCsv([
      { id: 'a1', createdAt: new Date('2026-11-20T10:00:00Z'), name: 'Dana', email: 'dana@x.com', company: 'X', source: 'chat', idempotencyKey: 'k' },
    ])
    expect(csv).toBe('id,created_at,name,email,company,source,message\r\na1,2026-11-20T10:00:00.000Z,Dana,dana@x.com,X,chat,\r\n')
  })
})

describe('npm run leads:export', () => {
  it('prints every stored lead of the embedded database as CSV', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-export-'))
    try {
      const store = createPgliteLeadStore(dataDir)
      await store.save({ name: 'Dana Reyes', email: 'dana@reyes.com', company: 'Reyes Plumbing', source: 'contact', idempotencyKey: 'export-test-1' })
      await store.save({ name: 'Sam Ortiz', email: 'sam@ortiz.com', company: 'Ortiz, Realty', source: 'chat', idempotencyKey: 'export-test-2' })
      await store.close()

      const { stdout } = await run('npm', ['run', '--silent', 'leads:export'], {
        env: { ...process.env, LEADS_DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 60_000,
      })
      const lines = stdout.trim().split('\r\n')
      expect(lines[0]).toBe('id,created_at,name,email,company,source,message')
      expect(lines.slice(1).map((line) => line.split(',').slice(2, 4).join(','))).toEqual(['Dana Reyes,dana@reyes.com', 'Sam Ortiz,sam@ortiz.com'])
      expect(lines[2]).toContain('"Ortiz, Realty",chat')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})
