import { describe, expect, it } from 'vitest'
import { createLocalSource } from '@/lib/content/local-source'
import { PAGE_SLUGS_QUERY, SITE_SETTINGS_QUERY } from '@/lib/content/queries'

const source = createLocalSource()
const settings = await source.fetch(SITE_SETTINGS_QUERY, {}, { tags: [] })
const slugs = new Set(await source.fetch(PAGE_SLUGS_QUERY, {}, { tags: [] }))
/** Paths the site serves that are not their own CMS page. */
const routeAliases = new Map([['/trynow', 'contact']])

const toSlug = (path: string) => routeAliases.get(path) ?? (path === '/' ? '/' : path.replace(/^\//, ''))

describe("navigation model: the agency's top navigation", () => {
  const navigation = settings?.navigation ?? []

  it('has the top-level items in order', () => {
    expect(navigation.map((item) => item.name)).toEqual(['Home', 'AI Agency', 'Products', 'Pricing', 'Resources'])
  })

  it('lists the products with OutboundAI as an external link', () => {
    const products = navigation.find((item) => item.name === 'Products')?.children ?? []
    expect(products.map((item) => [item.name, Boolean(item.external)])).toEqual([
      ['AI Voice Chat', false],
      ['AI Receptionist', false],
      ['Email Agent', false],
      ['Text Agent', false],
      ['OutboundAI', true],
    ])
  })

  it('lists the resources with AI Research, Videos and Podcast as external links', () => {
    const resources = navigation.find((item) => item.name === 'Resources')?.children ?? []
    expect(resources.map((item) => [item.name, Boolean(item.external)])).toEqual([
      ['Demos', false],
      ['Agent Marketplace', false],
      ['Agent Integrations', false],
      ['AI Research', true],
      ['News', false],
      ['Videos', true],
      ['Podcast', true],
    ])
  })

  it('marks exactly the links that leave the site as external, with https URLs', () => {
    const all = navigation.flatMap((item) => [item, ...(item.children ?? [])])
    for (const item of all) {
      expect(Boolean(item.external), item.name ?? '').toBe(/^https:\/\//.test(item.path ?? ''))
    }
  })

  it('points every internal link at a page that exists', () => {
    const all = navigation.flatMap((item) => [item, ...(item.children ?? [])])
    const broken = all
      .filter((item) => !item.external)
      .filter((item) => !slugs.has(toSlug(item.path ?? '')))
      .map((item) => `${item.name} -> ${item.path}`)
    expect(broken).toEqual([])
  })

  it('sends "Get Started" to /trynow, and to /contact on small screens', () => {
    expect(settings?.getStarted).toMatchObject({ label: 'Get Started', path: '/trynow', mobilePath: '/contact' })
  })

  it('links the footer to the Terms of Service and Privacy Statement pages that exist', () => {
    const links = settings?.footerLinks ?? []
    expect(links.map((link) => link.label)).toEqual(['Terms of Service', 'Privacy Statement'])
    for (const link of links) expect(slugs.has(toSlug(link.href ?? ''))).toBe(true)
  })

  it('gives the footer a Company column whose links lead to pages that exist', () => {
    const columns = settings?.footerColumns ?? []
    expect(columns.map((column) => column.title)).toEqual(['Company'])
    const links = columns[0]?.links ?? []
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Blog', '/blog'],
      ['News', '/news'],
      ['Contact', '/contact'],
    ])
    // /blog and /news are the article indexes: routes of their own that show the CMS page of that slug.
    for (const link of links) expect(slugs.has(toSlug(link.href ?? '')), link.href ?? '').toBe(true)
  })

  it('has a video site, X and a professional network as social links', () => {
    expect((settings?.socialLinks ?? []).map((link) => link.platform)).toEqual(['youtube', 'x', 'linkedin'])
  })
})
