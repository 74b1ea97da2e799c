import { type Doc, block, image, list, ref, seo } from '../builders'

/**
 * Builders for blog posts and news items: the article document and the Portable Text blocks that
 * only articles use (call-outs, calls to action, code). Text uses the inline markup of `block()`.
 */
export type ArticleKind = 'post' | 'newsItem'

/** A highlighted aside; each string is a paragraph, a string array a bullet list. */
export function callout(
  tone: 'note' | 'tip' | 'warning',
  title: string | undefined,
  ...content: Array<string | string[]>
) {
  return {
    _type: 'callout',
    _key: '',
    tone,
    ...(title ? { title } : {}),
    body: content.flatMap((part) => (Array.isArray(part) ? list(part) : [block(part)])),
  }
}

export function cta(heading: string, text: string, buttonLabel: string, buttonHref: string) {
  return { _type: 'ctaBlock', _key: '', heading, text, buttonLabel, buttonHref }
}

export function code(
  language: 'text' | 'json' | 'shell' | 'html' | 'javascript' | 'yaml',
  text: string,
  filename?: string,
) {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n')
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length))
  return {
    _type: 'codeBlock',
    _key: '',
    language,
    ...(filename ? { filename } : {}),
    code: lines.map((l) => l.slice(indent)).join('\n'),
  }
}

type ArticleFields = {
  slug: string
  title: string
  excerpt: string
  /** YYYY-MM-DD; published at 9 a.m. Eastern. */
  date: string
  author: string
  categories: string[]
  cover: [file: string, alt: string]
  seo?: [title: string, description: string]
  body: unknown[]
}

export function article(kind: ArticleKind, fields: ArticleFields): Doc {
  return {
    _id: `${kind === 'post' ? 'post' : 'news'}-${fields.slug}`,
    _type: kind,
    title: fields.title,
    slug: { _type: 'slug', current: fields.slug },
    excerpt: fields.excerpt,
    publishedAt: `${fields.date}T14:00:00.000Z`,
    author: ref(fields.author),
    categories: fields.categories.map((id) => ref(id)),
    coverImage: image(fields.cover[0], fields.cover[1]),
    body: fields.body,
    ...(fields.seo ? { seo: seo(fields.seo[0], fields.seo[1]) } : {}),
  }
}
