// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { MediaSection } from './media-section'

afterEach(cleanup)

const image: SectionOf<'media'>['image'] = {
  alt: 'Michael answering a call on a phone',
  asset: {
    _id: 'image-m',
    url: '/seed/images/michael.webp',
    width: 1600,
    height: 900,
    lqip: 'data:image/jpeg;base64,AAAA',
  },
}

const media = (overrides: Partial<SectionOf<'media'>> = {}): SectionOf<'media'> => ({
  _key: 'media1',
  _type: 'media',
  heading: 'See it in action',
  kind: 'image',
  videoUrl: null,
  caption: 'A real call, answered in two rings.',
  image,
  ...overrides,
})

describe('MediaSection', () => {
  it('shows an image in a figure with its caption', () => {
    const { container } = render(<MediaSection {...media()} />)
    expect(screen.getByRole('region', { name: 'See it in action' })).toBeTruthy()
    const figure = container.querySelector('figure')!
    expect(figure.querySelector('img')!.getAttribute('alt')).toBe('Michael answering a call on a phone')
    expect(figure.querySelector('figcaption')!.textContent).toBe('A real call, answered in two rings.')
    expect(container.querySelector('video')).toBeNull()
  })

  it('plays a video with the browser controls, loading nothing until asked, with the image as poster', () => {
    const { container } = render(
      <MediaSection {...media({ kind: 'video', videoUrl: 'https://cdn.example.com/demo.mp4' })} />,
    )
    const video = container.querySelector('video')!
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.getAttribute('preload')).toBe('none')
    expect(video.getAttribute('poster')).toContain(encodeURIComponent('/seed/images/michael.webp'))
    const source = video.querySelector('source')!
    expect(source.getAttribute('src')).toBe('https://cdn.example.com/demo.mp4')
    expect(source.getAttribute('type')).toBe('video/mp4')
    expect(container.querySelector('figcaption')!.textContent).toBe('A real call, answered in two rings.')
  })

  it('renders nothing for a video without a URL', () => {
    const { container } = render(<MediaSection {...media({ kind: 'video', videoUrl: null })} />)
    expect(container.innerHTML).toBe('')
  })

  it('leaves out an empty caption', () => {
    const { container } = render(<MediaSection {...media({ caption: null })} />)
    expect(container.querySelector('figcaption')).toBeNull()
  })
})
