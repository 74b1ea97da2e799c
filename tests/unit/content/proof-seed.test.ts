import { describe, expect, it } from 'vitest'
import { annualPrice } from '@/lib/content/sections/pricing-plans/billing'
import { loadSeedDataset, type SeedDocument } from '@/lib/content/seed-dataset'

/**
 * What the seed promises a buyer (issue: proof, pricing, consistency): named customers with logos,
 * quotes with full names and photos, case studies whose stories exist, one annual price, and
 * industry cards that all link or none does.
 */
const dataset = loadSeedDataset()
const byId = new Map(dataset.map((doc) => [doc._id, doc]))
type Section = { _type: string; heading?: string; [key: string]: unknown }
const pages = dataset.filter((doc) => doc._type === 'page')
const sectionsOf = (page: SeedDocument) => (page.sections ?? []) as Section[]
const page = (slug: string) => pages.find((doc) => (doc.slug as { current: string }).current === slug)!
const all = (type: string) =>
  pages.flatMap((p) =>
    sectionsOf(p)
      .filter((s) => s._type === type)
      .map((s) => [p, s] as const),
  )
const refOf = (value: unknown) => (value as { _ref: string })._ref
const assetOf = (image: unknown) => byId.get(refOf((image as { asset: unknown }).asset))

describe('proof in the seed', () => {
  it('puts a customer logo strip right under the hero of the home page and /about', () => {
    for (const slug of ['/', 'about']) {
      const types = sectionsOf(page(slug)).map((s) => s._type)
      expect(types.slice(0, 2), slug).toEqual(['hero', 'customerLogos'])
    }
  })

  it('names every logo by its customer and draws it as an SVG the seed generates', () => {
    const strips = all('customerLogos')
    expect(strips.length).toBeGreaterThan(0)
    for (const [, strip] of strips) {
      for (const ref of strip.customers as unknown[]) {
        const customer = byId.get(refOf(ref))!
        expect(customer._type).toBe('customer')
        const logo = customer.logo as { alt: string }
        expect(logo.alt).toBe(customer.name)
        expect(assetOf(logo)?.url).toMatch(/^\/seed\/images\/logo-[a-z-]+\.svg$/)
      }
    }
  })

  it('links every case study to a post or news item that exists, with a measured number', () => {
    const studies = all('caseStudies').flatMap(([, s]) => s.items as Array<Record<string, unknown>>)
    expect(studies.length).toBeGreaterThanOrEqual(3)
    for (const study of studies) {
      expect(study.result).toMatch(/\d/)
      expect(['post', 'newsItem']).toContain(byId.get(refOf(study.story))?._type)
      expect(byId.get(refOf(study.customer))?._type).toBe('customer')
    }
    // The news already told one customer's milestone: the home page's case studies use it.
    const home = sectionsOf(page('/')).find((s) => s._type === 'caseStudies')!
    expect((home.items as Array<{ story: unknown }>).map((item) => refOf(item.story))).toContain(
      'news-bayview-family-dental-1000-appointments',
    )
  })

  it('signs every testimonial with a full name and a photo, never initials', () => {
    const quotes = all('testimonials').flatMap(([p, s]) =>
      (s.items as Array<{ name: string; photo?: unknown }>).map((q) => [p._id, q] as const),
    )
    expect(quotes.length).toBeGreaterThan(10)
    for (const [id, quote] of quotes) {
      expect(quote.name, id).not.toMatch(/\b[A-Z]\.$/)
      expect(assetOf(quote.photo)?.url, `${id}: ${quote.name}`).toMatch(/^\/seed\/images\/avatar-/)
    }
  })

  it('builds the team on /about from the authors of the blog', () => {
    const team = sectionsOf(page('about')).find((s) => s._type === 'team')!
    const people = (team.people as unknown[]).map((ref) => byId.get(refOf(ref))!)
    expect(people.map((person) => person._type)).toEqual(['author', 'author', 'author'])
    expect(people.map((person) => person.name)).toContain('Daniel Brooks')
  })
})

describe('pricing in the seed', () => {
  const pricing = sectionsOf(page('pricing')).find((s) => s._type === 'pricingPlans')!
  const plans = pricing.plans as Array<{ name: string; price: string }>

  it('offers annual billing with two months free, and the FAQ quotes the prices the switch shows', () => {
    expect(pricing.annualFreeMonths).toBe(2)
    const faq = sectionsOf(page('pricing')).find((s) => s._type === 'faq')!
    const answer = (faq.items as Array<{ question: string; answer: string }>).find((item) =>
      /annual/i.test(item.question),
    )!.answer
    for (const plan of plans) expect(answer).toContain(annualPrice(plan.price, 2)!)
  })

  it('compares the three plans feature by feature, one value per plan', () => {
    const rows = pricing.comparison as Array<{ feature: string; values: string[] }>
    expect(plans).toHaveLength(3)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    for (const row of rows) expect(row.values, row.feature).toHaveLength(3)
  })
})

describe('consistency of the seed copy', () => {
  it('links every industry card of a section, or none', () => {
    for (const [p, section] of all('industries')) {
      const links = (section.items as Array<{ href?: string }>).map((item) => Boolean(item.href))
      expect(new Set(links).size, `${p._id}: ${section.heading}`).toBe(1)
    }
  })

  it('never follows a heading with one that repeats it', () => {
    const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]+/g))
    for (const p of pages) {
      const headings = sectionsOf(p)
        .map((s) => s.heading)
        .filter((h): h is string => Boolean(h))
      for (const [a, b] of headings.slice(1).map((h, i) => [headings[i]!, h] as const)) {
        const [first, second] = [words(a), words(b)]
        // Four words in a row shared ("talk to our voice agent") reads as the same heading twice.
        const shared = [...second].filter(
          (word) => first.has(word) && !/^(the|a|an|to|and|of|for|your|our|ai)$/.test(word),
        )
        expect(shared.length, `${p._id}: "${a}" then "${b}"`).toBeLessThan(3)
      }
    }
  })

  it('writes "seven agents" in words', () => {
    const text = JSON.stringify(dataset)
    expect(text).not.toMatch(/\b7 (AI )?agents\b/i)
  })
})
