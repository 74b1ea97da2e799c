// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { RichTextSection } from './rich-text-section'

afterEach(cleanup)

type Body = NonNullable<SectionOf<'richText'>['body']>

const span = (text: string, marks: string[] = []) => ({ _type: 'span' as const, _key: text.slice(0, 8), text, marks })

const body: Body = [
  { _type: 'block', _key: 'b1', style: 'h2', markDefs: [], children: [span('Our story')] },
  {
    _type: 'block',
    _key: 'b2',
    style: 'normal',
    markDefs: [
      { _type: 'link', _key: 'l1', href: '/pricing' },
      { _type: 'link', _key: 'l2', href: 'https://research.kestrel-ai.com' },
    ],
    children: [
      span('See '),
      span('pricing', ['l1']),
      span(', read our '),
      span('research', ['l2']),
      span(' or run '),
      span('npm run seed', ['code']),
      span('.'),
    ],
  },
  { _type: 'block', _key: 'b3', style: 'h3', markDefs: [], children: [span('What we believe')] },
  { _type: 'block', _key: 'b4', style: 'blockquote', markDefs: [], children: [span('Answer every customer.')] },
  { _type: 'block', _key: 'b5', style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [span('Fast')] },
  {
    _type: 'block',
    _key: 'b6',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('Friendly')],
  },
  {
    _type: 'block',
    _key: 'b7',
    style: 'normal',
    listItem: 'number',
    level: 1,
    markDefs: [],
    children: [span('Call us')],
  },
  {
    _type: 'image',
    _key: 'img1',
    alt: 'Our team at work',
    caption: 'The Kestrel team in Denver',
    asset: { _id: 'image-team', url: '/seed/images/team.webp', width: 1600, height: 900, lqip: null },
  },
]

const richText = (overrides: Partial<SectionOf<'richText'>> = {}): SectionOf<'richText'> => ({
  _key: 'rt1',
  _type: 'richText',
  heading: 'About Kestrel',
  body,
  ...overrides,
})

describe('RichTextSection', () => {
  it('renders headings, quote and lists with the right elements', () => {
    const { container } = render(<RichTextSection {...richText()} />)
    expect(screen.getByRole('region', { name: 'About Kestrel' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About Kestrel',
      'Our story',
    ])
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('What we believe')
    expect(container.querySelector('blockquote')!.textContent).toBe('Answer every customer.')
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Fast', 'Friendly'])
    expect(container.querySelector('ol > li')!.textContent).toBe('Call us')
  })

  it('links internal paths in place and external sites in a new tab, and sets code as code', () => {
    const { container } = render(<RichTextSection {...richText()} />)
    const internal = screen.getByRole('link', { name: 'pricing' })
    expect(internal.getAttribute('href')).toBe('/pricing')
    expect(internal.getAttribute('target')).toBeNull()
    const external = screen.getByRole('link', { name: 'research (opens in a new tab)' })
    expect(external.getAttribute('href')).toBe('https://research.kestrel-ai.com')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.querySelector('code')!.textContent).toBe('npm run seed')
  })

  it('shows an image block as a figure with its caption', () => {
    const { container } = render(<RichTextSection {...richText()} />)
    const figure = container.querySelector('figure')!
    expect(figure.querySelector('img')!.getAttribute('alt')).toBe('Our team at work')
    expect(figure.querySelector('figcaption')!.textContent).toBe('The Kestrel team in Denver')
  })

  it('renders only the text when there is no heading', () => {
    const { container } = render(<RichTextSection {...richText({ heading: null })} />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Our story'])
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false)
  })

  it('renders nothing when there is neither heading nor text', () => {
    const { container } = render(<RichTextSection {...richText({ heading: null, body: [] })} />)
    expect(container.innerHTML).toBe('')
  })
})
