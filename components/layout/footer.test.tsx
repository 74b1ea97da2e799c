// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiteSettings } from '@/lib/content/site'
import { Footer } from './footer'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

afterEach(cleanup)

const settings = (phone: string | null): SiteSettings => ({
  agencyName: 'Kestrel AI',
  tagline: 'AI agents that answer.',
  logo: null,
  navigation: null,
  getStarted: null,
  copyright: 'Kestrel AI, Inc.',
  footerLinks: null,
  footerColumns: null,
  socialLinks: null,
  phone,
  bookingUrl: null,
  bookingEmail: null,
  closingCta: null,
  voiceAssistant: null,
  defaultSeo: null,
})

describe('Footer', () => {
  it('shows the agency’s phone number as the settings write it, as a link that dials it', () => {
    render(<Footer settings={settings('+1 (212) 555-0147')} />)
    const link = screen.getByRole('link', { name: 'Call +1 (212) 555-0147' })
    expect(link.getAttribute('href')).toBe('tel:+12125550147')
  })

  it.each([null, 'call us'])('shows no phone link for the setting %j', (phone) => {
    const { container } = render(<Footer settings={settings(phone)} />)
    expect(container.querySelector('a[href^="tel:"]')).toBeNull()
    expect(screen.queryByText(/Call/)).toBeNull()
  })
})
