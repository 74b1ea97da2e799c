import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** A build folder of its own, whose "server" prints the environment `npm start` handed it. */
const DIST = '.next-start-command-test'
const root = path.resolve(import.meta.dirname, '../../..')

afterAll(() => rmSync(path.join(root, DIST), { recursive: true, force: true }))

function startedWith(env: Record<string, string> = {}) {
  mkdirSync(path.join(root, DIST, 'standalone'), { recursive: true })
  writeFileSync(
    path.join(root, DIST, 'standalone', 'server.js'),
    'console.log(JSON.stringify({ MAIL_DIR: process.env.MAIL_DIR, LEADS_DATA_DIR: process.env.LEADS_DATA_DIR, NEXT_MANUAL_SIG_HANDLE: process.env.NEXT_MANUAL_SIG_HANDLE, PORT: process.env.PORT }))\n',
  )
  const base: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: DIST }
  for (const key of ['MAIL_DIR', 'LEADS_DATA_DIR', 'SMTP_URL', 'DATABASE_URL', 'NEXT_MANUAL_SIG_HANDLE'])
    delete base[key]
  const output = execFileSync(process.execPath, ['scripts/start.mjs', '-p', '4123'], {
    cwd: root,
    env: { ...base, ...env },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, string | undefined>
}

describe('npm start (scripts/start.mjs)', () => {
  it("keeps the emails to sales and the embedded database in the project's .data/, which no build empties", () => {
    const env = startedWith()
    expect(env.MAIL_DIR).toBe(path.join(root, '.data/mail'))
    expect(env.LEADS_DATA_DIR).toBe(path.join(root, '.data/leads'))
    // Before, MAIL_DIR stayed relative and resolved inside the standalone folder, which every build empties.
    for (const folder of [env.MAIL_DIR!, env.LEADS_DATA_DIR!])
      expect(folder.startsWith(path.join(root, DIST))).toBe(false)
    expect(env.PORT).toBe('4123')
  })

  it('resolves a relative MAIL_DIR against the project, and leaves the signals to the site', () => {
    const env = startedWith({ MAIL_DIR: 'var/outbox' })
    expect(env.MAIL_DIR).toBe(path.join(root, 'var/outbox'))
    expect(env.NEXT_MANUAL_SIG_HANDLE).toBe('true')
  })

  it('with SMTP_URL, sets no mail folder', () => {
    expect(
      startedWith({ SMTP_URL: 'smtp://127.0.0.1:2525', LEAD_NOTIFY_TO: 'sales@example.com' }).MAIL_DIR,
    ).toBeUndefined()
  })
})
