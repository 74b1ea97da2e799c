/**
 * `npm start [-- -p <port>] [-H <host>]`: the standalone server of the last build
 * (`<distDir>/standalone/server.js`, what a container runs), started from this folder.
 *
 * Plain JavaScript run by Node (no tsx hooks in the server process); like next.config.mjs it
 * imports lib/config.ts directly. The standalone server works inside its own folder, which every
 * build empties: the embedded database and the emails to sales are kept in this project's `.data/`
 * instead, so a rebuild keeps the leads and their emails.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { getConfig } from '../lib/config.ts'

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const { distDir, leads, delivery } = getConfig()
const server = path.resolve(distDir, 'standalone', 'server.js')
if (!existsSync(server)) {
  console.error(`No standalone server at ${path.relative(process.cwd(), server)}: run \`npm run build\` first.`)
  process.exit(1)
}
// Kept in this project's .data/, not inside the standalone folder the next build empties: the
// embedded database, and the emails to sales written as .eml files without SMTP_URL.
if (leads.driver === 'pglite') process.env.LEADS_DATA_DIR = path.resolve(leads.dataDir)
if (delivery.email.transport === 'file') process.env.MAIL_DIR = path.resolve(delivery.email.mailDir)
// Next leaves SIGTERM and SIGINT to the site's graceful shutdown (lib/ops/server-seam.ts).
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true'
if (values.port) process.env.PORT = values.port
if (values.hostname) process.env.HOSTNAME = values.hostname
await import(pathToFileURL(server).href)
