/** An Atom 1.0 feed (RFC 4287) of articles, as a string. Pure, so tests read it without a server. */
export type FeedEntry = {
  title: string
  /** The article's address, also its Atom id. */
  url: string
  summary?: string | null
  published: string
  updated?: string | null
  author?: string | null
  categories?: Array<string | null> | null
}

export type Feed = {
  title: string
  subtitle?: string | null
  /** Where the feed itself is served, and the HTML page it mirrors. */
  feedUrl: string
  htmlUrl: string
  author: string
  entries: FeedEntry[]
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

const iso = (date: string) => new Date(date).toISOString()

export function buildAtomFeed(feed: Feed): string {
  const updated = feed.entries.reduce((latest, e) => {
    const d = iso(e.updated && e.updated > e.published ? e.updated : e.published)
    return d > latest ? d : latest
  }, '1970-01-01T00:00:00.000Z')
  const entries = feed.entries.map((e) =>
    [
      '  <entry>',
      `    <id>${escapeXml(e.url)}</id>`,
      `    <title>${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      `    <published>${iso(e.published)}</published>`,
      `    <updated>${iso(e.updated && e.updated > e.published ? e.updated : e.published)}</updated>`,
      e.author ? `    <author><name>${escapeXml(e.author)}</name></author>` : '',
      ...(e.categories ?? []).filter(Boolean).map((c) => `    <category term="${escapeXml(c!)}"/>`),
      e.summary ? `    <summary type="text">${escapeXml(e.summary)}</summary>` : '',
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    `  <id>${escapeXml(feed.feedUrl)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    feed.subtitle ? `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>` : '',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.htmlUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}
