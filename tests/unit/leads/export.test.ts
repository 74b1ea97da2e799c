import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { csvField, leadsToCsv } from '@/lib/leads/inbox/csv'
import { createPgliteLeadStore } from '@/lib/leads/store/drizzle-store'

const run = promisify(execFile)

/** The cells a spreadsheet sees when it splits lines on `separator`, whether or not it honours quotes. */
function cells(csv: string, separator: string): string[] {
  const naive = csv.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator))
  // A spreadsheet that honours quotes unwraps each field; one that does not sees the quote first.
  return naive.flatMap((cell) => [cell, cell.replace(/^"|"$/g, '').replace(/""/g, '"')])
}

const hostile = [
  '=HYPERLINK("http://evil.example","click")',
  'x;=HYPERLINK(A1)',
  'Reyes, +cmd|calc',
  'a\t@SUM(1,1)',
  '-2+3',
  'line one\n=1+1',
  'ok;; -1',
  '@mention',
  '\t=1',
]

describe('lead CSV', () => {
  it('quotes every field, doubling quotes inside', () => {
    expect(csvField('Reyes Plumbing')).toBe('"Reyes Plumbing"')
    expect(csvField('Reyes, Plumbing')).toBe('"Reyes, Plumbing"')
    expect(csvField('The "Best" Bakery')).toBe('"The ""Best"" Bakery"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('')).toBe('""')
  })

  it('defuses a formula at the start of a field and after any separator', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvField('+1 555 0100')).toBe(`"'+1 555 0100"`)
    expect(csvField('x;=HYPERLINK(A1)')).toBe(`"x;'=HYPERLINK(A1)"`)
    expect(csvField('a,@b\t-c')).toBe(`"a,'@b\t'-c"`)
    expect(csvField('Smith-Jones & Co')).toBe('"Smith-Jones & Co"')
  })

  it.each([
    ['commas', ','],
    ['semicolons', ';'],
    ['tabs', '\t'],
  ])('leaves no cell that starts a formula in a spreadsheet splitting on %s', (_, separator) => {
    const csv = leadsToCsv(
      hostile.map((value, i) => ({
        id: `id-${i}`,
        createdAt: new Date('2026-11-20T10:00:00Z'),
        name: value,
        email: 'x@example.com',
        company: value,
        source: 'contact',
        message: value,
        idempotencyKey: `k-${i}`,
        status: 'new' as const,
      })),
    )
    const formulas = cells(csv, separator).filter((cell) => /^[=+\-@]/.test(cell))
    expect(formulas).toEqual([])
    // And the same values without the defence would have made formulas: the test can fail.
    expect(cells(hostile.join('\r\n'), separator).filter((cell) => /^[=+\-@]/.test(cell)).length).toBeGreaterThan(0)
  })

  it('writes the byte-order mark, a header and one row per lead: the phone, where the lead came from, then the status', () => {
    const lead = {
      id: 'a1',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      name: 'Dana',
      email: 'dana@x.com',
      company: 'X',
      source: 'chat',
      idempotencyKey: 'k',
      status: 'new' as const,
    }
    const attribution = {
      landingPage: '/pricing',
      referrer: 'https://www.google.com/',
      utmSource: 'Google',
      utmMedium: 'cpc',
      utmCampaign: '=spring',
      utmTerm: 'ai receptionist',
      utmContent: 'ad-1',
      pagesViewed: ['/pricing', '/contact'],
    }
    const csv = leadsToCsv([
      lead,
      { ...lead, id: 'a2', source: 'contact', phone: '+12125550147', message: 'Hi', attribution, status: 'won' },
    ])
    const attributionHeader =
      '"traffic_source","utm_source","utm_medium","utm_campaign","utm_term","utm_content","landing_page","referrer","pages_viewed"'
    expect(csv).toBe(
      `\uFEFF"id","created_at","name","email","company","source","message","phone",${attributionHeader},"status"\r\n` +
        '"a1","2026-11-20T10:00:00.000Z","Dana","dana@x.com","X","chat","","","direct","","","","","","","","","new"\r\n' +
        // The phone's + would start a formula: a spreadsheet shows the cell as +12125550147, text.
        `"a2","2026-11-20T10:00:00.000Z","Dana","dana@x.com","X","contact","Hi","'+12125550147",` +
        // A campaign is typed by whoever made the link: defused like any field.
        `"google","Google","cpc","'=spring","ai receptionist","ad-1","/pricing","https://www.google.com/","/pricing /contact","won"\r\n`,
    )
  })

  it('keeps "Müller" whole for a spreadsheet that reads the file as bytes: UTF-8 behind its byte-order mark', () => {
    const bytes = Buffer.from(
      leadsToCsv([
        {
          id: 'a1',
          createdAt: new Date('2026-11-20T10:00:00Z'),
          name: 'Jörg Müller',
          email: 'j@muller.example',
          company: 'Müller & Söhne',
          source: 'contact',
          idempotencyKey: 'k',
          status: 'new',
        },
      ]),
      'utf8',
    )
    // What Excel looks for to read UTF-8 rather than the system's code page.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // Decoded as a spreadsheet honouring the mark does (TextDecoder strips it): the names round-trip.
    const text = new TextDecoder('utf-8').decode(bytes)
    expect(text.startsWith('"id"')).toBe(true)
    expect(text).toContain('"Jörg Müller","j@muller.example","Müller & Söhne"')
    // Without the mark, a Windows-1252 reading garbles it: the mark is what the test is about.
    expect(new TextDecoder('windows-1252').decode(bytes.subarray(3))).toContain('MÃ¼ller')
  })
})

describe('npm run leads:export', () => {
  it('prints every stored lead of the embedded database as CSV', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-export-'))
    try {
      const store = createPgliteLeadStore(dataDir)
      await store.save({
        name: 'Dana Reyes',
        email: 'dana@reyes.com',
        company: 'Reyes Plumbing',
        source: 'contact',
        phone: '+12125550147',
        message: 'Call after 5',
        idempotencyKey: 'export-test-1',
      })
      await store.save({
        name: 'Sam Ortiz',
        email: 'sam@ortiz.com',
        company: 'Ortiz, Realty',
        source: 'chat',
        idempotencyKey: 'export-test-2',
      })
      await store.close()

      const { stdout } = await run('npm', ['run', '--silent', 'leads:export'], {
        env: { ...process.env, LEADS_DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 60_000,
      })
      const lines = stdout.trimEnd().split('\r\n')
      expect(lines[0]).toBe(
        '\uFEFF"id","created_at","name","email","company","source","message","phone","traffic_source","utm_source","utm_medium","utm_campaign","utm_term","utm_content","landing_page","referrer","pages_viewed","status"',
      )
      expect(lines.slice(1).map((line) => line.split('","').slice(2, 4).join(','))).toEqual([
        'Dana Reyes,dana@reyes.com',
        'Sam Ortiz,sam@ortiz.com',
      ])
      expect(lines[1]).toMatch(/"Reyes Plumbing","contact","Call after 5","'\+12125550147","direct",.*"new"$/)
      expect(lines[2]).toMatch(/"Ortiz, Realty","chat","","","direct",.*"new"$/)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})
