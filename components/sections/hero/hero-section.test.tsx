// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { HeroSection } from './hero-section'

afterEach(cleanup)

const hero = (overrides: Partial<SectionOf<'hero'>> = {}): SectionOf<'hero'> => ({
  _key: 'hero1',
  _type: 'hero',
  eyebrow: 'AI agents for SMBs',
  heading: 'Never miss a customer call again',
  subheading: 'Kestrel agents answer, book and follow up around the clock.',
  primaryCta: { label: 'Book a demo', href: '/contact', action: null },
  secondaryCta: { label: 'Watch the video', href: 'https://www.youtube.com/@kestrel-ai', action: 'navigate' },
  image: {
    alt: 'The Kestrel dashboard showing answered calls',
    asset: {
      _id: 'image-1',
      url: '/seed/images/hero.webp',
      width: 1200,
      height: 800,
      lqip: 'data:image/jpeg;base64,AAAA',
    },
  },
  call: null,
  ...overrides,
})

describe('HeroSection', () => {
  it('gives the page its single h1 and names the section after it', () => {
    render(<HeroSection {...hero()} />)
    const headings = screen.getAllByRole('heading')
    expect(headings).toHaveLength(1)
    expect(headings[0]?.tagName).toBe('H1')
    expect(headings[0]?.textContent).toBe('Never miss a customer call again')
    expect(screen.getByRole('region', { name: 'Never miss a customer call again' })).toBeTruthy()
    expect(screen.getByText('AI agents for SMBs')).toBeTruthy()
    expect(screen.getByText(/answer, book and follow up/)).toBeTruthy()
  })

  it('links the primary button within the site and opens the secondary one in a new tab', () => {
    render(<HeroSection {...hero()} />)
    const primary = screen.getByRole('link', { name: 'Book a demo' })
    expect(primary.getAttribute('href')).toBe('/contact')
    expect(primary.getAttribute('target')).toBeNull()
    const secondary = screen.getByRole('link', { name: 'Watch the video (opens in a new tab)' })
    expect(secondary.getAttribute('href')).toBe('https://www.youtube.com/@kestrel-ai')
    expect(secondary.getAttribute('target')).toBe('_blank')
    expect(secondary.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows the image with its alt text, preloaded because it is above the fold', () => {
    render(<HeroSection {...hero()} />)
    const img = screen.getByRole('img', { name: 'The Kestrel dashboard showing answered calls' })
    expect(img.getAttribute('width')).toBe('1200')
    expect(img.getAttribute('height')).toBe('800')
    expect(img.getAttribute('loading')).not.toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })

  it('leaves out what the editor left empty', () => {
    const { container } = render(
      <HeroSection
        {...hero({
          eyebrow: null,
          subheading: null,
          primaryCta: null,
          secondaryCta: { label: 'No link', href: null, action: null },
          image: null,
        })}
      />,
    )
    // The heading stays: the page's h1, naming the section.
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('Never miss a customer call again')
    expect(screen.getByRole('region', { name: 'Never miss a customer call again' })).toBeTruthy()
    // A button without a destination is left out rather than shown as a dead link or as text.
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.queryByText('No link')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelectorAll('p')).toHaveLength(0)
    expect(container.textContent).toBe('Never miss a customer call again')
    expect(container.innerHTML).not.toContain('null')
  })

  it('makes a button whose action opens the scheduler or the chat a link to its address that opens the dialog instead', () => {
    const opened: string[] = []
    for (const name of ['kestrel:open-booking', 'kestrel:open-chat'])
      window.addEventListener(name, () => opened.push(name))
    render(
      <HeroSection
        {...hero({
          primaryCta: { label: 'Book a free consultation', href: '/contact', action: 'book' },
          secondaryCta: { label: 'Chat with Michael now', href: '/contact', action: 'chat' },
        })}
      />,
    )
    const book = screen.getByRole('link', { name: 'Book a free consultation' })
    // Before the page's JavaScript runs, or if the scheduler cannot load, it is the contact page.
    expect(book.getAttribute('href')).toBe('/contact')
    expect(book.getAttribute('aria-haspopup')).toBe('dialog')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    book.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    screen.getByRole('link', { name: 'Chat with Michael now' }).click()
    expect(opened).toEqual(['kestrel:open-booking', 'kestrel:open-chat'])
  })
})
