import { describe, expect, it } from 'vitest'
import {
  articleFeedHref,
  articleHref,
  articleIndexHref,
  pageCount,
  parsePageNumber,
} from '@/lib/content/article-routes'
import { readingMinutes } from '@/lib/content/reading-time'
import { locations, mainDocuments } from '@/studio/presentation'

describe('article addresses', () => {
  it('puts posts under /blog and news under /news', () => {
    expect(articleHref('post', 'a')).toBe('/blog/a')
    expect(articleHref('newsItem', 'b')).toBe('/news/b')
    expect(articleFeedHref('newsItem')).toBe('/news/feed.xml')
  })

  it('gives page 1 of every list a single address', () => {
    expect(articleIndexHref('post')).toBe('/blog')
    expect(articleIndexHref('post', { page: 1 })).toBe('/blog')
    expect(articleIndexHref('post', { page: 2 })).toBe('/blog/page/2')
    expect(articleIndexHref('newsItem', { category: 'company' })).toBe('/news/category/company')
    expect(articleIndexHref('newsItem', { category: 'company', page: 3 })).toBe('/news/category/company/page/3')
  })

  it('accepts only whole page numbers from 1', () => {
    expect(['1', '12', '0', '-1', '1.5', 'two', '01', ''].map(parsePageNumber)).toEqual([
      1,
      12,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect([0, 6, 7, 12, 13].map((total) => pageCount(total))).toEqual([1, 1, 2, 2, 3])
  })

  it('estimates reading time at about 230 words a minute, never under a minute', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(null)).toBe(1)
    expect(readingMinutes(5.8 * 230 * 4)).toBe(4)
  })
})

describe('Presentation tool locations', () => {
  const resolve = (type: string, doc: Record<string, unknown>) => {
    const resolver = locations[type] as {
      resolve: (doc: Record<string, unknown>) => { locations?: Array<{ href: string }> }
    }
    return resolver.resolve(doc).locations?.map((l) => l.href)
  }

  it('opens pages, posts, news and products where the site shows them', () => {
    expect(resolve('page', { title: 'Pricing', slug: 'pricing' })).toEqual(['/pricing'])
    expect(resolve('page', { title: 'Home', slug: '/' })).toEqual(['/'])
    expect(resolve('post', { title: 'Plan', slug: 'seven-day-rollout-plan' })).toEqual([
      '/blog/seven-day-rollout-plan',
      '/blog',
    ])
    expect(resolve('newsItem', { title: 'Launch', slug: 'launch' })).toEqual(['/news/launch', '/news'])
    expect(resolve('product', { name: 'AI Receptionist', path: '/ai-receptionist' })).toEqual([
      '/ai-receptionist',
      '/products',
      '/pricing',
    ])
  })

  it('finds the main document of every kind of route', () => {
    expect(mainDocuments.map((d) => d.route)).toEqual(['/', '/blog/:slug', '/news/:slug', '/:slug'])
  })
})
