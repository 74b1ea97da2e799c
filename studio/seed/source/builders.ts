/**
 * Small builders for writing the seed dataset by hand: Portable Text from plain strings,
 * references and image assets in Sanity's import format, and stable `_key`s.
 * `npm run seed` turns the documents of studio/seed/source into studio/seed/data.ndjson.
 */

export type Doc = { _id: string; _type: string; [key: string]: unknown }

type Span = { _type: 'span'; _key: string; text: string; marks: string[] }
type MarkDef = { _type: 'link'; _key: string; href: string }

/**
 * A Portable Text block from a string. Inline markup: **strong**, *emphasis*, `code` and
 * [link text](/path or https://…).
 */
export function block(text: string, style: 'normal' | 'h2' | 'h3' | 'blockquote' = 'normal') {
  const children: Span[] = []
  const markDefs: MarkDef[] = []
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g
  let last = 0
  let match: RegExpExecArray | null
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: '', text: value, marks })
  }
  while ((match = pattern.exec(text))) {
    push(text.slice(last, match.index), [])
    if (match[1]) push(match[1], ['strong'])
    else if (match[2]) push(match[2], ['em'])
    else if (match[3]) push(match[3], ['code'])
    else if (match[4] && match[5]) {
      const key = `link${markDefs.length}`
      markDefs.push({ _type: 'link', _key: key, href: match[5] })
      push(match[4], [key])
    }
    last = match.index + match[0].length
  }
  push(text.slice(last), [])
  if (children.length === 0) children.push({ _type: 'span', _key: '', text: '', marks: [] })
  return { _type: 'block', _key: '', style, markDefs, children }
}

export const h2 = (text: string) => block(text, 'h2')
export const h3 = (text: string) => block(text, 'h3')

/** Consecutive list-item blocks. */
export function list(items: string[], kind: 'bullet' | 'number' = 'bullet') {
  return items.map((item) => ({ ...block(item), listItem: kind, level: 1 }))
}

/** Paragraphs separated by blank lines, each a block. */
export function paragraphs(text: string) {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => block(p.replace(/\s*\n\s*/g, ' ')))
}

/** An image from studio/seed/images (served from public/seed/images). */
export function image(file: string, alt: string, type: 'imageWithAlt' | 'image' = 'imageWithAlt') {
  return { _type: type, _sanityAsset: `image@file://./images/${file}`, alt }
}

/** An image inside Portable Text, with a caption. */
export function inlineImage(file: string, alt: string, caption?: string) {
  return { ...image(file, alt, 'image'), _key: '', caption }
}

export function ref(id: string) {
  return { _type: 'reference', _ref: id }
}

export function link(label: string, href: string) {
  return { _type: 'link', label, href }
}

/** A button that opens the chat with Michael; `href` is where it goes before the page's JavaScript runs. */
export function chatLink(label: string, href = '/contact') {
  return { _type: 'link', label, href, action: 'chat' }
}

/** A button that opens the booking calendar; `href` is where it goes before the page's JavaScript runs. */
export function bookingLink(label: string, href = '/contact') {
  return { _type: 'link', label, href, action: 'book' }
}

/** SEO fields; `hideFromSearch` is the Studio's "Hide from search" (noindex, out of the sitemap). */
export function seo(title: string, description: string, { hideFromSearch = false } = {}) {
  return { _type: 'seo', title, description, noIndex: hideFromSearch }
}

/** The id of the page with this slug ("/" is the landing page). */
export function pageId(slug: string) {
  return slug === '/' ? 'page-landing' : `page-${slug.replace(/\//g, '-')}`
}

/**
 * A page document. `slug` is "/" for the landing page, otherwise the path without its slash.
 * `canonicalPage` is the slug of the page this one repeats (the Studio's "Canonical page").
 */
export function page(
  slug: string,
  title: string,
  pageSeo: ReturnType<typeof seo>,
  sections: Record<string, unknown>[],
  { canonicalPage }: { canonicalPage?: string } = {},
): Doc {
  return {
    _id: pageId(slug),
    _type: 'page',
    title,
    slug: { _type: 'slug', current: slug },
    seo: pageSeo,
    ...(canonicalPage === undefined ? {} : { canonicalPage: ref(pageId(canonicalPage)) }),
    sections,
  }
}

/** Gives every object in every array a `_key` derived from its position, as the Studio would. */
export function withKeys<T>(value: T, path = 'k'): T {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const child = withKeys(item, `${path}${index}`)
      if (typeof child === 'object' && child !== null && !Array.isArray(child)) {
        const record = child as Record<string, unknown>
        if (!record._key) return { ...record, _key: stableKey(`${path}-${index}`) }
      }
      return child
    }) as T
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) out[key] = withKeys(child, `${path}.${key}`)
    return out as T
  }
  return value
}

function stableKey(input: string) {
  // FNV-1a: short, deterministic keys so the NDJSON does not churn between builds.
  let hash = 0x811c9dc5
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36).padStart(7, '0')
}
