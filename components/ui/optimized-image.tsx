import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'
import { SETTLING } from './image-settling'

/**
 * next/image's markup (sizes and srcset through the image optimiser, lazy unless preloaded, the
 * blurred placeholder) rendered on the server as a plain <img>: next/image's own component is a
 * client component, 4.3 KiB (gzip) of every page's first-load JavaScript, for images that never
 * change after the server has drawn them. What it did in the browser, clearing the placeholder
 * once the image has loaded and showing the alt text when it fails, ImageSettle does for every
 * image on the page (components/ui/image-settle.tsx).
 */
export function OptimizedImage({
  preload: preloaded = false,
  ...props
}: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'onLoadingComplete'>) {
  const { props: img } = getImageProps({ ...props, preload: preloaded })
  if (preloaded)
    // What next/image does for a preloaded image: a <link rel="preload"> in the head, with the
    // same srcset and sizes, so the browser fetches the right width before it has laid out the page.
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      ...(img.fetchPriority ? { fetchPriority: img.fetchPriority } : {}),
    })
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own markup, from getImageProps
  return <img {...img} alt={props.alt} {...{ [SETTLING]: '' }} />
}
