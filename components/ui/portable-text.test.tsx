import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './portable-text'

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text.slice(0, 8), text, marks })
const block = (text: string, style = 'normal') => ({
  _type: 'block',
  _key: `b-${text.slice(0, 6)}`,
  style,
  markDefs: [],
  children: [span(text)],
})

describe('RichText article blocks', () => {
  it('renders a call-out as a note named by its title, with its own text and links', () => {
    const html = renderToStaticMarkup(
      <RichText
        value={[
          {
            _type: 'callout',
            _key: 'c',
            tone: 'warning',
            title: 'Do not overclaim',
            body: [
              {
                _type: 'block',
                _key: 'cb',
                style: 'normal',
                markDefs: [{ _type: 'link', _key: 'l', href: '/pricing' }],
                children: [span('See '), span('pricing', ['l'])],
              },
            ],
          },
        ]}
      />,
    )
    expect(html).toContain('role="note"')
    expect(html).toContain('aria-label="Do not overclaim"')
    expect(html).toContain('data-tone="warning"')
    expect(html).toContain('href="/pricing"')
  })

  it('labels a call-out without a title by its tone', () => {
    const html = renderToStaticMarkup(
      <RichText value={[{ _type: 'callout', _key: 'c', tone: 'tip', body: [block('Short tip')] }]} />,
    )
    expect(html).toContain('aria-label="Tip"')
  })

  it('renders a call to action with its button', () => {
    const html = renderToStaticMarkup(
      <RichText
        value={[
          {
            _type: 'ctaBlock',
            _key: 'k',
            heading: 'Ready?',
            text: 'Book a call.',
            buttonLabel: 'Book a demo',
            buttonHref: '/demo',
          },
        ]}
      />,
    )
    expect(html).toContain('data-block="cta"')
    expect(html).toContain('Ready?')
    expect(html).toMatch(/<a [^>]*href="\/demo"[^>]*>Book a demo<\/a>/)
  })

  it('renders code as preformatted text, escaped, with its label', () => {
    const html = renderToStaticMarkup(
      <RichText
        value={[
          {
            _type: 'codeBlock',
            _key: 'k',
            language: 'json',
            filename: 'Webhook payload',
            code: '{"a": "<b>"}\n  next line',
          },
        ]}
      />,
    )
    expect(html).toContain('<figcaption')
    expect(html).toContain('Webhook payload')
    expect(html).toContain('data-language="json"')
    expect(html).toContain('{&quot;a&quot;: &quot;&lt;b&gt;&quot;}\n  next line')
  })

  it('renders an image with its alt text and caption', () => {
    const html = renderToStaticMarkup(
      <RichText
        value={[
          {
            _type: 'image',
            _key: 'i',
            alt: 'A chart of calls',
            caption: 'Calls by hour',
            asset: { url: '/seed/images/chart.webp', width: 1600, height: 900, lqip: 'data:image/webp;base64,AA' },
          },
        ]}
      />,
    )
    expect(html).toContain('alt="A chart of calls"')
    expect(html).toMatch(/<figcaption[^>]*>Calls by hour<\/figcaption>/)
    expect(html).toContain('width="1600"')
  })

  it('keeps headings and lists', () => {
    const html = renderToStaticMarkup(
      <RichText
        value={[
          block('Section', 'h2'),
          { ...block('First'), listItem: 'bullet', level: 1 },
          { ...block('Second'), listItem: 'bullet', level: 1 },
        ]}
      />,
    )
    expect(html).toMatch(/<h2[^>]*>Section<\/h2>/)
    expect(html).toMatch(/<ul[^>]*><li[^>]*>First<\/li><li[^>]*>Second<\/li><\/ul>/)
  })
})
