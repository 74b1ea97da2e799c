// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withPageLinks } from './reply-links'

// The site's Link asks the App Router for the current path.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/' }))

afterEach(cleanup)

const shown = (text: string) => render(<p>{withPageLinks(text)}</p>).container.querySelector('p')!

describe('the pages a reply names, as links', () => {
  it('makes the page in parentheses a link to it, keeping the words around it', () => {
    const reply = shown(
      'You can call Kestrel AI on +1 (212) 555-0147. More on the Contact page (/contact). Happy to help.',
    )
    const links = reply.querySelectorAll('a')
    expect([...links].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([['/contact', '/contact']])
    expect(reply.textContent).toBe(
      'You can call Kestrel AI on +1 (212) 555-0147. More on the Contact page (/contact). Happy to help.',
    )
  })

  it('links every page a reply names, a nested path too', () => {
    const reply = shown('See the Pricing page (/pricing) and the article (/blog/after-hours-calls-home-services).')
    expect([...reply.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/pricing',
      '/blog/after-hours-calls-home-services',
    ])
  })

  it("links nothing but the site's own paths", () => {
    const reply = shown('Not these: (https://example.com/x), (//evil.example), (212), (/ spaced) or a bare /contact.')
    expect(reply.querySelectorAll('a')).toHaveLength(0)
    expect(reply.textContent).toBe(
      'Not these: (https://example.com/x), (//evil.example), (212), (/ spaced) or a bare /contact.',
    )
  })
})
