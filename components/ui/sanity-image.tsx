import { createImageUrlBuilder } from '@sanity/image-url'
import { OptimizedImage } from './optimized-image'

/** An image as the shared GROQ `imageProjection` returns it. */
export type SanityImageValue = {
  alt?: string | null
  crop?: { top: number | null; bottom: number | null; left: number | null; right: number | null } | null
  hotspot?: { x: number | null; y: number | null; width: number | null; height: number | null } | null
  asset: {
    _id?: string | null
    url: string | null
    width: number | null
    height: number | null
    lqip: string | null
  } | null
}

// Assets without metadata (hand-made imports) still need a ratio for layout; CSS (h-auto) corrects it on load.
const FALLBACK_WIDTH = 1600
const FALLBACK_HEIGHT = 900

const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([a-z0-9_-]+)\//
const ASSET_ID = /^image-[a-zA-Z0-9]+-\d+x\d+-[a-z]+$/

const num = (value: number | null | undefined, fallback: number) => (typeof value === 'number' ? value : fallback)

/**
 * Where to fetch the image and at what size. A Sanity CDN asset goes through @sanity/image-url, which
 * applies the editor's crop and, when the frame has another ratio, keeps the hotspot in view. A seed
 * image (served from public/) is used as is and framed by CSS.
 */
export function resolveImage(image: SanityImageValue, aspectRatio?: number) {
  const asset = image.asset!
  const naturalWidth = asset.width ?? FALLBACK_WIDTH
  const naturalHeight = asset.height ?? FALLBACK_HEIGHT
  const cdn = SANITY_CDN.exec(asset.url ?? '')
  if (cdn && asset._id && ASSET_ID.test(asset._id)) {
    const crop = {
      top: num(image.crop?.top, 0),
      bottom: num(image.crop?.bottom, 0),
      left: num(image.crop?.left, 0),
      right: num(image.crop?.right, 0),
    }
    const width = Math.round(naturalWidth * (1 - crop.left - crop.right))
    const height = Math.round(aspectRatio ? width / aspectRatio : naturalHeight * (1 - crop.top - crop.bottom))
    const hotspot = image.hotspot
      ? {
          x: num(image.hotspot.x, 0.5),
          y: num(image.hotspot.y, 0.5),
          width: num(image.hotspot.width, 1),
          height: num(image.hotspot.height, 1),
        }
      : undefined
    const src = createImageUrlBuilder({ projectId: cdn[1]!, dataset: cdn[2]! })
      .image({ asset: { _ref: asset._id }, crop, ...(hotspot ? { hotspot } : {}) })
      .width(width)
      .height(height)
      .auto('format')
      .url()
    return { src, width, height }
  }
  const height = aspectRatio ? Math.round(naturalWidth / aspectRatio) : naturalHeight
  return { src: asset.url!, width: naturalWidth, height }
}

/**
 * A CMS image through the image optimiser (OptimizedImage): intrinsic size from the asset, the
 * blurred LQIP while loading, and alt text from the editor ("" marks it decorative). Renders nothing
 * without an asset.
 */
export function SanityImage({
  image,
  sizes = '100vw',
  className,
  priority = false,
  aspectRatio,
}: {
  image: SanityImageValue | null | undefined
  sizes?: string
  className?: string
  /** For the largest image above the fold (the hero): preloaded and fetched first. */
  priority?: boolean
  /** Frame the image at this width/height ratio (cards: 16 / 9), cropping around the hotspot. */
  aspectRatio?: number
}) {
  if (!image?.asset?.url) return null
  const { src, width, height } = resolveImage(image, aspectRatio)
  return (
    <OptimizedImage
      src={src}
      alt={image.alt ?? ''}
      width={width}
      height={height}
      sizes={sizes}
      className={aspectRatio ? `object-cover ${className ?? ''}`.trim() : className}
      style={aspectRatio ? { aspectRatio: `${aspectRatio}` } : undefined}
      {...(image.asset.lqip ? { placeholder: 'blur' as const, blurDataURL: image.asset.lqip } : {})}
      {...(priority ? { preload: true, fetchPriority: 'high' as const } : {})}
    />
  )
}
