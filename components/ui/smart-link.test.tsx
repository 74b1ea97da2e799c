import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SmartLink } from './smart-link'

describe('SmartLink', () => {
  it('links a path on this site in the same tab', () => {
    const html = renderToStaticMarkup(<SmartLink href="/pricing">Pricing</SmartLink>)
    expect(html).toBe('<a href="/pricing">Pricing</a>')
  })

  it('opens another site in a new tab and says so to screen readers', () => {
    const html = renderToStaticMarkup(<SmartLink href="https://cal.com/kestrel-ai">Book</SmartLink>)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('<span class="sr-only">(opens in a new tab)</span>')
  })

  it('treats a protocol-relative URL as another site', () => {
    expect(renderToStaticMarkup(<SmartLink href="//evil.example.com">x</SmartLink>)).toContain('target="_blank"')
  })

  it('leaves mailto links as plain anchors', () => {
    expect(renderToStaticMarkup(<SmartLink href="mailto:hello@kestrel-ai.com">Email</SmartLink>)).toBe(
      '<a href="mailto:hello@kestrel-ai.com">Email</a>',
    )
  })
})
