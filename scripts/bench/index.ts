/**
 * `npm run bench`: measures the built site (run `npm run build` first) and prints figures.
 * Nothing here is a test: it reports, it does not pass or fail on a number.
 */
import { benchLeads } from './leads'
import { requireBuild } from './server'

requireBuild()
const postgresUrl = process.argv.find((arg) => arg.startsWith('--postgres='))?.slice('--postgres='.length) || process.env.BENCH_DATABASE_URL

const sections: [string, () => Promise<string[]>][] = [['leads', () => benchLeads(postgresUrl)]]
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',')

for (const [name, run] of sections) {
  if (only && !only.includes(name)) continue
  console.log((await run()).join('\n'))
  console.log('')
}
