import Image from 'next/image'

/** An image as the shared GROQ `imageProjection` returns it. */
export type SanityImageValue = {
  alt?: string | null
  asset: {
    url: string | null
    width: number | null
    height: number | null
    lqip: string | null
  } | null
}

// Assets without metadata (hand-made imports) still need a ratio for layout; CSS (h-auto) corrects it on load.
const FALLBACK_WIDTH = 1600
const FALLBACK_HEIGHT = 900

/**
 * A CMS image through next/image: intrinsic size from the asset, the blurred LQIP while loading,
 * and alt text from the editor ("" marks it decorative). Renders nothing without an asset.
 */
export function SanityImage({
  image,
  sizes = '100vw',
  className,
  priority = false,
}: {
  image: SanityImageValue | null | undefined
  sizes?: string
  className?: string
  /** For the largest image above the fold (the hero): preloaded and fetched first. */
  priority?: boolean
}) {
  const asset = image?.asset
  if (!asset?.url) return null
  const [width, height] = asset.width && asset.height ? [asset.width, asset.height] : [FALLBACK_WIDTH, FALLBACK_HEIGHT]
  return (
    <Image
      src={asset.url}
      alt={image?.alt ?? ''}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      {...(asset.lqip ? { placeholder: 'blur' as const, blurDataURL: asset.lqip } : {})}
      {...(priority ? { preload: true, fetchPriority: 'high' as const } : {})}
    />
  )
}
