import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SanityImage } from './sanity-image'

const asset = {
  _id: 'image-1',
  url: 'https://cdn.sanity.io/images/p/d/abc-1200x800.jpg',
  width: 1200,
  height: 800,
  lqip: 'data:image/jpeg;base64,AAAA',
}

describe('SanityImage', () => {
  it('renders the asset at its intrinsic size with the editor’s alt text and a blurred placeholder', () => {
    const html = renderToStaticMarkup(<SanityImage image={{ alt: 'Dashboard', asset }} sizes="50vw" />)
    expect(html).toContain('alt="Dashboard"')
    expect(html).toContain('width="1200"')
    expect(html).toContain('height="800"')
    expect(html).toContain('sizes="50vw"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('data:image/jpeg;base64,AAAA')
  })

  it('marks an image without alt text as decorative', () => {
    expect(renderToStaticMarkup(<SanityImage image={{ alt: null, asset: { ...asset, lqip: null } }} />)).toContain(
      'alt=""',
    )
  })

  it('loads eagerly with high priority when asked to', () => {
    const html = renderToStaticMarkup(<SanityImage image={{ alt: 'Hero', asset }} priority />)
    expect(html).not.toContain('loading="lazy"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('renders nothing without an asset', () => {
    expect(renderToStaticMarkup(<SanityImage image={{ alt: 'x', asset: null }} />)).toBe('')
    expect(renderToStaticMarkup(<SanityImage image={null} />)).toBe('')
  })
})
