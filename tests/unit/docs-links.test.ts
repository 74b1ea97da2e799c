import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The repository carries its own documentation: every relative link in the README and docs/
 * reaches a file that exists (and a heading that exists, for links with an anchor), and no
 * tracked file sends the reader to a file outside the repository.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..')

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)
}

const markdownPages = () => trackedFiles().filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file))

/** The page's text without fenced code blocks and inline code, where a bracket is not a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`+[^`\n]*`+/g, '')
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const withoutFences = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
  for (const [, text] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = text!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

type Link = { page: string; target: string }

function relativeLinks(page: string): Link[] {
  const prose = proseOf(readFileSync(path.join(ROOT, page), 'utf8'))
  const links: Link[] = []
  for (const [, raw] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = raw!
    // Absolute URLs (https:, mailto:) are not files of this repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
    links.push({ page, target })
  }
  return links
}

/** Why a link does not resolve, or null when it does. */
function brokenReason({ page, target }: Link): string | null {
  const [filePart, anchor] = target.split('#', 2) as [string, string | undefined]
  const file = filePart ? path.resolve(path.dirname(path.join(ROOT, page)), decodeURI(filePart)) : path.join(ROOT, page)
  if (path.relative(ROOT, file).startsWith('..')) return 'points outside the repository'
  if (!existsSync(file)) return 'no such file'
  if (anchor && file.endsWith('.md') && statSync(file).isFile()) {
    if (!headingAnchors(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor))) return `no heading #${anchor}`
  }
  return null
}

// Built from parts, so this file does not name the very paths it looks for.
const OUTSIDE_PATHS: Array<[label: string, pattern: RegExp]> = [
  ['the shared folder beside the repository', new RegExp(['\\.\\.', 'shared(?![\\w-])'].join('/'))],
  ['the shared folder of the machine', new RegExp(['', 'work', 'shared(?![\\w-])'].join('/'))],
  ...['SPEC', 'ARCHITECTURE', 'STYLE'].map((name): [string, RegExp] => [
    `${name}.md`,
    new RegExp(`\\b${name}\\.md\\b`),
  ]),
]

function isBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 8000).includes(0)
}

describe('documentation links', () => {
  it('covers the README and every page under docs/', () => {
    const pages = markdownPages()
    expect(pages).toContain('README.md')
    expect(pages.filter((page) => page.startsWith('docs/')).length).toBeGreaterThan(5)
  })

  it('every relative link in README.md and docs/*.md reaches an existing file and heading', () => {
    const links = markdownPages().flatMap(relativeLinks)
    expect(links.length).toBeGreaterThan(20)
    const broken = links.flatMap((link) => {
      const reason = brokenReason(link)
      return reason ? [`${link.page}: (${link.target}) ${reason}`] : []
    })
    expect(broken).toEqual([])
  })

  it('finds a broken file link and a missing heading', () => {
    expect(brokenReason({ page: 'README.md', target: 'docs/no-such-page.md' })).toBe('no such file')
    expect(brokenReason({ page: 'README.md', target: 'docs/deploy.md#no-such-heading' })).toBe(
      'no heading #no-such-heading',
    )
    expect(brokenReason({ page: 'docs/deploy.md', target: '../../elsewhere.md' })).toBe('points outside the repository')
    expect(brokenReason({ page: 'docs/deploy.md', target: 'deploy.md#several-instances' })).toBeNull()
  })

  it('reads anchors the way GitHub makes them', () => {
    const anchors = headingAnchors(
      '# Title\n## Rate limits and `TRUSTED_PROXY_HOPS`\n## The webhook: live, no rebuild\n## Title\n```\n# not a heading\n```\n',
    )
    expect([...anchors]).toEqual([
      'title',
      'rate-limits-and-trusted_proxy_hops',
      'the-webhook-live-no-rebuild',
      'title-1',
    ])
  })
})

describe('no file refers outside the repository', () => {
  it('no tracked text file names a path outside it', () => {
    const offenders: string[] = []
    for (const file of trackedFiles()) {
      if (file === 'package-lock.json') continue
      const full = path.join(ROOT, file)
      // Deleted in the work tree but still tracked, a symbolic link, or a folder (a submodule).
      if (!existsSync(full) || !lstatSync(full).isFile()) continue
      const bytes = readFileSync(full)
      if (isBinary(bytes)) continue
      const lines = bytes.toString('utf8').split('\n')
      lines.forEach((line, index) => {
        for (const [label, pattern] of OUTSIDE_PATHS) {
          if (pattern.test(line)) offenders.push(`${file}:${index + 1} names ${label}`)
        }
      })
    }
    expect(offenders).toEqual([])
  })

  it('tells a sibling module from the shared folder', () => {
    const matches = (text: string) => OUTSIDE_PATHS.some(([, pattern]) => pattern.test(text))
    expect(matches("import { sectionHeaderFields } from '../shared-fields'")).toBe(false)
    expect(matches('docs/architecture.md')).toBe(false)
    expect(matches(['see ', '..', '/shared/notes.txt'].join(''))).toBe(true)
    expect(matches(['SPEC', '.md 4'].join(''))).toBe(true)
  })
})
