import { readdirSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalSource } from '@/lib/content/local-source'
import { loadSeedDataset } from '@/lib/content/seed-dataset'
import {
  addressKind,
  buildRouteIndex,
  classifyPath,
  INTERNAL_TOP_LEVEL,
  OWN_PAGES,
  OWN_TOP_LEVEL,
  type RouteIndex,
} from '@/lib/routing/known-routes'
import { ROUTE_INDEX_QUERY } from '@/lib/routing/route-index'
import { ROUTES } from '../../e2e/route-list'

const dataset = loadSeedDataset()
const published = (type: string) =>
  dataset.filter((d) => d._type === type && !d._id.startsWith('drafts.')) as unknown as Array<{
    slug: { current: string }
    categories?: Array<{ _ref: string }>
  }>

let index: RouteIndex
beforeAll(async () => {
  index = buildRouteIndex(await createLocalSource(() => dataset).fetch(ROUTE_INDEX_QUERY, {}, { tags: [] }))
})

const verdict = (pathname: string, studioDeepLinks = false) => classifyPath(pathname, index, { studioDeepLinks })

describe('the addresses the site has', () => {
  it('lets every route of the site through', () => {
    for (const route of ROUTES) expect(verdict(route), route).toBe('pass')
    for (const route of [
      '/',
      '/offline',
      '/feed.xml',
      '/blog/feed.xml',
      '/news/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/studio',
      '/og',
    ]) {
      expect(verdict(route), route).toBe('pass')
    }
  })

  it('lets every page, post, news item, share card and category through', () => {
    for (const page of published('page')) {
      const slug = page.slug.current
      if (slug !== '/') expect(verdict(`/${slug}`)).toBe('pass')
      expect(verdict(slug === '/' ? '/og' : `/og/${slug}`)).toBe('pass')
    }
    for (const [type, base] of [
      ['post', '/blog'],
      ['newsItem', '/news'],
    ] as const) {
      for (const article of published(type)) {
        expect(verdict(`${base}/${article.slug.current}`)).toBe('pass')
        expect(verdict(`${base}/${article.slug.current}/opengraph-image-fx5gi7`)).toBe('pass')
      }
      for (const category of index.articles[type].categories.keys())
        expect(verdict(`${base}/category/${category}`)).toBe('pass')
    }
    expect(index.articles.post.categories.size).toBeGreaterThan(1)
  })

  it('knows how many index pages there are', () => {
    const posts = published('post').length
    const pages = Math.ceil(posts / 6)
    expect(pages).toBeGreaterThan(1)
    expect(verdict(`/blog/page/${pages}`)).toBe('pass')
    expect(verdict('/blog/page/1')).toBe('pass')
    for (const page of [pages + 1, 0, 99, '01', '2x', '-1'])
      expect(verdict(`/blog/page/${page}`), String(page)).toBe('not-found')
    const [category, categoryPages] = [...index.articles.post.categories][0]!
    expect(verdict(`/blog/category/${category}/page/${categoryPages + 1}`)).toBe('not-found')
  })

  it('answers 404 for what is not there, and a plain 404 for share cards of what is not there', () => {
    for (const pathname of [
      '/nope',
      '/nope/deeper',
      '/blog/no-such-post',
      '/news/no-such-item',
      '/blog/category/no-such-category',
      '/news/category/playbooks', // a blog category, not a news one
      '/blog/category/getting-started/extra',
      '/blog/seven-day-rollout-plan/extra',
      '/pricing/extra',
      '/studio/structure',
      '/api',
      '/seed',
      '/offline/extra',
      '/trynow/extra',
      '/fonts/inter.woff2',
    ]) {
      expect(verdict(pathname), pathname).toBe('not-found')
    }
    expect(verdict('/og/no-such-page')).toBe('image-not-found')
    expect(verdict('/page-not-found')).toBe('internal')
    expect(verdict('/bad-request')).toBe('internal')
    expect(verdict('/blog/no-such-post/opengraph-image-fx5gi7')).toBe('image-not-found')
    expect(verdict('/studio/structure', true)).toBe('pass')
    expect(verdict('/staff')).toBe('pass')
    expect(verdict('/staff/leads/42')).toBe('pass')
  })

  it('calls a path that does not decode a bad request', () => {
    expect(verdict('/%ff')).toBe('bad-request')
    expect(verdict('/blog/%E0%A4%A')).toBe('bad-request')
    expect(verdict('/caf%C3%A9')).toBe('not-found')
  })

  it('a new page or article is known as soon as the index is read again', () => {
    const later = buildRouteIndex({
      pages: [...index.pages, 'spring-offer'],
      articles: [{ _type: 'post', slug: 'published-later', categories: ['brand-new'] }],
    })
    expect(classifyPath('/spring-offer', later, { studioDeepLinks: false })).toBe('pass')
    expect(classifyPath('/blog/published-later', later, { studioDeepLinks: false })).toBe('pass')
    expect(classifyPath('/blog/category/brand-new', later, { studioDeepLinks: false })).toBe('pass')
  })

  it('tells the public pages and published files (which a CDN may keep briefly) from the Studio, files and private areas', () => {
    const post = published('post')[0]!.slug.current
    const kinds = {
      page: [...ROUTES, '/offline', '/blog/page/2', `/blog/${post}`, '/news/category/product'],
      published: [
        '/feed.xml',
        '/blog/feed.xml',
        '/sitemap.xml',
        '/og',
        '/og/pricing',
        `/blog/${post}/opengraph-image-fx5gi7`,
      ],
      studio: ['/studio'],
      other: [
        '/robots.txt',
        '/icon.svg',
        '/apple-icon',
        '/service-worker.js',
        '/studio/structure/post',
        '/staff',
        '/staff/leads/1',
        '/api/chat',
        '/page-not-found',
        '/seed/images/x.webp',
        '/_next/static/chunks/x.js',
      ],
    }
    for (const [kind, routes] of Object.entries(kinds)) {
      for (const route of routes) expect(addressKind(route), route).toBe(kind)
    }
  })

  it('names every page folder of app/(site) as a page', () => {
    const folders = readdirSync(path.join(process.cwd(), 'app', '(site)'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[([_@]/.test(entry.name))
      .map((entry) => entry.name)
      .filter((name) => OWN_TOP_LEVEL.has(name))
    expect(folders.sort()).toEqual([...OWN_PAGES].sort())
  })

  it('names every top-level route, file and public folder of the app, so none is answered 404', () => {
    const root = process.cwd()
    const fromApp = readdirSync(path.join(root, 'app'), { withFileTypes: true }).flatMap((entry) => {
      const name = entry.name
      if (entry.isDirectory()) return /^[([_@]/.test(name) || name === 'fonts' ? [] : [name]
      // Metadata files served at the top level (icon.svg, apple-icon, robots.txt, sitemap.xml).
      const metadata = name.match(/^(icon|apple-icon|robots|sitemap|favicon|manifest|opengraph-image)\.(\w+)$/)
      if (!metadata) return []
      const [, base, ext] = metadata
      return [
        ext === 'ts' || ext === 'tsx'
          ? base === 'robots'
            ? 'robots.txt'
            : base === 'sitemap'
              ? 'sitemap.xml'
              : base!
          : name,
      ]
    })
    const fromPublic = readdirSync(path.join(root, 'public'))
    const fromSite = readdirSync(path.join(root, 'app', '(site)'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[([_@]/.test(entry.name))
      .map((entry) => entry.name)
    for (const name of [...fromApp, ...fromPublic, ...fromSite]) {
      if (name === 'blog' || name === 'news' || name === 'og' || name === 'studio' || INTERNAL_TOP_LEVEL.has(name))
        continue
      expect(OWN_TOP_LEVEL.has(name), `${name} is a route or file of the site: add it to OWN_TOP_LEVEL`).toBe(true)
    }
  })
})
