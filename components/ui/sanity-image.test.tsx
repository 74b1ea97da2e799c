import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SanityImage, resolveImage } from './sanity-image'

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

  it('builds a Sanity CDN URL with the editor’s crop, framed around the hotspot', () => {
    const image = {
      alt: 'Team',
      crop: { top: 0, bottom: 0, left: 0.25, right: 0 },
      hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 },
      asset: {
        _id: 'image-abc123-2000x1000-jpg',
        url: 'https://cdn.sanity.io/images/proj1/production/abc123-2000x1000.jpg',
        width: 2000,
        height: 1000,
        lqip: null,
      },
    }
    const cropped = resolveImage(image)
    expect(cropped).toMatchObject({ width: 1500, height: 1000 })
    expect(cropped.src).toContain(
      'https://cdn.sanity.io/images/proj1/production/abc123-2000x1000.jpg?rect=500,0,1500,1000',
    )
    // A square frame keeps the hotspot (right side) in view.
    const square = resolveImage(image, 1)
    expect(square).toMatchObject({ width: 1500, height: 1500 })
    expect(square.src).toMatch(/rect=1000,0,1000,1000/)
    expect(square.src).toContain('auto=format')
  })

  it('uses a seed image from public/ as is, framed by CSS', () => {
    const image = {
      alt: 'Cover',
      asset: { _id: 'image-seed-cover', url: '/seed/images/cover.webp', width: 1600, height: 900, lqip: null },
    }
    expect(resolveImage(image, 1)).toEqual({ src: '/seed/images/cover.webp', width: 1600, height: 1600 })
    expect(renderToStaticMarkup(<SanityImage image={image} aspectRatio={16 / 9} />)).toContain('object-cover')
  })

  it('renders nothing without an asset', () => {
    expect(renderToStaticMarkup(<SanityImage image={{ alt: 'x', asset: null }} />)).toBe('')
    expect(renderToStaticMarkup(<SanityImage image={null} />)).toBe('')
  })
})
