/**
 * `npm run bench`: measures the built site (run `npm run build` or `npm run build:e2e` first)
 * and prints figures. Nothing here is a test: it reports, it does not pass or fail on a number
 * (the byte budgets are checked by tests/e2e/budgets.spec.ts). `--only=first-load,lazy,pages,chat,leads,delivery`.
 */
import { benchFirstLoad } from './first-load-report'
import { benchLazyChunks } from './lazy-chunks'
import { benchDelivery } from './delivery'
import { benchLeads } from './leads'
import { benchChat, benchPages } from './requests'
import { option } from './options'
import { requireBuild, startSite } from './server'

requireBuild()
const postgresUrl = option('postgres') || process.env.BENCH_DATABASE_URL

async function lazy(): Promise<string[]> {
  // The voice API points nowhere: Start fails, but the SDK chunks load first.
  const site = await startSite({ VAPI_API_BASE_URL: 'http://127.0.0.1:9' })
  try {
    return await benchLazyChunks(site.url)
  } finally {
    await site.stop()
  }
}

const sections: [string, () => Promise<string[]>][] = [
  ['first-load', async () => benchFirstLoad()],
  ['lazy', lazy],
  ['pages', benchPages],
  ['chat', benchChat],
  ['leads', () => benchLeads(postgresUrl)],
  ['delivery', () => benchDelivery(postgresUrl)],
]
const only = option('only')?.split(',')

for (const [name, run] of sections) {
  if (only && !only.includes(name)) continue
  console.log((await run()).join('\n'))
  console.log('')
}
