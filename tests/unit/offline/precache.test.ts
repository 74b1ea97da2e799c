import { describe, expect, it } from 'vitest'
import { appShellEntries } from '@/lib/offline/precache'

const offlinePage = (extra = '') => `<!DOCTYPE html><html><head>
<link rel="preload" href="/_next/static/media/inter.p.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/a1b2.css" data-precedence="next"/>
<script src="/_next/static/chunks/webpack-1.js" async=""></script>
<script src="/_next/static/chunks/main-app.js?dpl=dpl_1&amp;v=2" async=""></script>
${extra}</head><body><h1>You're offline</h1>
<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/lazy-section.js\\",\\"default\\"]"])</script><img src="https://cdn.sanity.io/images/x.png"/><a href="/pricing">Pricing</a></body></html>`

describe('the app shell the service worker installs with', () => {
  it('is the offline page, revisioned, plus every build file it names (its RSC payload too) and nothing else', () => {
    const entries = appShellEntries(offlinePage())
    expect(entries[0]).toEqual({ url: '/offline', revision: expect.stringMatching(/^[0-9a-f]{16}$/) })
    expect(entries.slice(1)).toEqual([
      { url: '/_next/static/chunks/a1b2.css', revision: null },
      { url: '/_next/static/chunks/lazy-section.js', revision: null },
      { url: '/_next/static/chunks/main-app.js?dpl=dpl_1&v=2', revision: null },
      { url: '/_next/static/chunks/webpack-1.js', revision: null },
      { url: '/_next/static/media/inter.p.woff2', revision: null },
    ])
  })

  it('lists a file once however often the page names it', () => {
    const entries = appShellEntries(
      offlinePage('<link rel="preload" href="/_next/static/chunks/webpack-1.js" as="script"/>'),
    )
    expect(entries.filter((entry) => entry.url === '/_next/static/chunks/webpack-1.js')).toHaveLength(1)
  })

  it('gives the offline page a new revision when a deploy changes it, and the same one when it does not', () => {
    const [before] = appShellEntries(offlinePage())
    const [same] = appShellEntries(offlinePage())
    const [after] = appShellEntries(offlinePage('<meta name="x" content="new"/>'))
    expect(same!.revision).toBe(before!.revision)
    expect(after!.revision).not.toBe(before!.revision)
  })

  it('refuses a page that loads no build files, rather than installing an empty shell', () => {
    expect(() => appShellEntries('<html><body>You are offline</body></html>')).toThrow(/loads no build files/)
  })
})
