'use client'

import { useEffect } from 'react'
import { SETTLING } from './image-settling'

/** The image as it should look once settled: no placeholder behind it, its alt text shown if it failed. */
function settle(img: HTMLImageElement) {
  if (!img.hasAttribute(SETTLING) || !img.isConnected) return
  img.removeAttribute(SETTLING)
  for (const property of ['background-image', 'background-size', 'background-position', 'background-repeat', 'color'])
    img.style.removeProperty(property)
}

/**
 * Settles the server-drawn images (OptimizedImage) as they load or fail: one listener for the whole
 * document instead of next/image's client component per image. A loaded image is decoded first, as
 * next/image does, so the placeholder is never cleared before the picture can be painted over it
 * (it shows only through an image's transparent parts, a logo's for example). Images that settled
 * before this ran (hydration comes after the first images) are found by their state.
 */
export function ImageSettle() {
  useEffect(() => {
    const onLoad = (event: Event) => {
      const img = event.target
      if (img instanceof HTMLImageElement && img.hasAttribute(SETTLING))
        void img
          .decode()
          .catch(() => {})
          .then(() => settle(img))
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) settle(event.target)
    }
    // load and error do not bubble: listened for on the way down.
    document.addEventListener('load', onLoad, true)
    document.addEventListener('error', onError, true)
    for (const img of document.querySelectorAll<HTMLImageElement>(`img[${SETTLING}]`)) if (img.complete) settle(img)
    return () => {
      document.removeEventListener('load', onLoad, true)
      document.removeEventListener('error', onError, true)
    }
  }, [])
  return null
}
