import { describe, expect, it } from 'vitest'
import { type NetworkTraceEvent, scriptsInLcp } from '@/scripts/bench/lcp-scripts'

const CHUNKS = 'http://127.0.0.1:3000/_next/static/chunks'
/** A request sent at `sent` ms that finished at `finished` ms (never, if undefined). */
function request(
  id: string,
  url: string,
  sent: number,
  finished?: number,
  resourceType = 'Script',
): NetworkTraceEvent[] {
  return [
    { name: 'ResourceSendRequest', ts: sent * 1000, args: { data: { requestId: id, url, resourceType } } },
    ...(finished === undefined
      ? []
      : [{ name: 'ResourceFinish', ts: finished * 1000, args: { data: { requestId: id } } }]),
  ]
}
const run = (url: string, at: number): NetworkTraceEvent => ({
  name: 'EvaluateScript',
  ts: at * 1000,
  args: { data: { url } },
})

describe('scriptsInLcp (npm run audit)', () => {
  const trace: NetworkTraceEvent[] = [
    ...request('1', `${CHUNKS}/react.js`, 50, 180),
    run(`${CHUNKS}/react.js`, 190),
    ...request('2', `${CHUNKS}/router.js`, 50, 200),
    run(`${CHUNKS}/router.js`, 260),
    ...request('3', `${CHUNKS}/page.js`, 55, 250),
    run(`${CHUNKS}/page.js`, 255),
    ...request('4', `${CHUNKS}/late.js`, 55),
    // The stylesheet and the font are not scripts.
    ...request('5', 'http://127.0.0.1:3000/_next/static/chunks/site.css', 50, 60, 'Stylesheet'),
    ...request('6', 'http://127.0.0.1:3000/_next/static/media/inter.woff2', 50, 70, 'Font'),
    // The service worker fetching React again, after the paint, for its cache.
    ...request('7', `${CHUNKS}/react.js`, 600, 610),
  ]

  it('counts a script that had arrived and started running before the largest paint, and no other', () => {
    // At 240 ms: React arrived and ran; the router arrived but ran later; page.js and late.js had not arrived.
    expect(scriptsInLcp(trace, 240_000)).toEqual({ counted: 1, total: 4 })
    // At 300 ms the router and page.js had run too; late.js never arrived.
    expect(scriptsInLcp(trace, 300_000)).toEqual({ counted: 3, total: 4 })
  })

  it('counts none when the page painted before any script arrived, and only scripts requested before the paint', () => {
    expect(scriptsInLcp(trace, 120_000)).toEqual({ counted: 0, total: 4 })
    expect(scriptsInLcp(trace, 52_000)).toEqual({ counted: 0, total: 2 })
  })

  it('keeps a script that arrived but has no run recorded, as Lighthouse does', () => {
    const unrun = [...request('1', `${CHUNKS}/worker.js`, 50, 100)]
    expect(scriptsInLcp(unrun, 150_000)).toEqual({ counted: 1, total: 1 })
  })
})
