import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { expect, test } from './fixtures'

/**
 * `npm run build:e2e` builds with the fake server secrets of build-secrets.env (and only builds:
 * the e2e server never gets them). Nothing a browser can receive may contain them: the client
 * bundles in .next/static, the prerendered HTML and RSC payloads served as they are, and the
 * service worker bundled into public/.
 */
const root = path.join(import.meta.dirname, '../..')
const secrets = parseEnv(readFileSync(path.join(import.meta.dirname, 'build-secrets.env'), 'utf8')) as Record<
  string,
  string
>
// The voice configuration's server-only values (voice.env: the build and the server both get it).
const voice = parseEnv(readFileSync(path.join(import.meta.dirname, 'voice.env'), 'utf8')) as Record<string, string>
const serverOnlyVoice = ['VAPI_PRIVATE_KEY', 'VAPI_SERVER_SECRET'] as const
const needles = [
  ...Object.entries(secrets),
  ...serverOnlyVoice.map((name): [string, string] => [name, voice[name] ?? '']),
].flatMap(([name, value]) => {
  const found = [{ name, value }]
  // The database password on its own too, in case the URL is taken apart.
  if (name === 'DATABASE_URL')
    found.push({ name: 'DATABASE_URL password', value: decodeURIComponent(new URL(value).password) })
  return found
})

function* files(dir: string, extensions?: RegExp): Generator<string> {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) yield* files(full, extensions)
    else if (!extensions || extensions.test(entry)) yield full
  }
}

test('no server secret reaches the client build or the prerendered pages', () => {
  expect(existsSync(path.join(root, '.next/BUILD_ID')), 'run `npm run build:e2e` first').toBe(true)
  const scanned = [
    ...files(path.join(root, '.next/static')),
    ...files(path.join(root, '.next/server/app'), /\.(html|rsc|body|meta|json|txt|xml)$/),
    path.join(root, 'public/service-worker.js'),
  ]
  expect(scanned.length).toBeGreaterThan(50)
  const leaks: string[] = []
  for (const file of scanned) {
    const content = readFileSync(file).toString('latin1')
    for (const { name, value } of needles)
      if (value && content.includes(value)) leaks.push(`${name} in ${path.relative(root, file)}`)
  }
  expect(leaks).toEqual([])
})
