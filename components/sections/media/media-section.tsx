import { getImageProps } from 'next/image'
import { SanityImage } from '../../ui/sanity-image'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

type Image = SectionOf<'media'>['image']

const videoTypes: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
}

function videoType(url: string) {
  const extension = url.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase()
  return extension ? videoTypes[extension] : undefined
}

/** The poster through the image optimizer, so a 4000px upload is not what the visitor downloads. */
function posterUrl(image: Image) {
  const asset = image?.asset
  if (!asset?.url) return undefined
  const width = 1200
  const height = asset.width && asset.height ? Math.round((width * asset.height) / asset.width) : 675
  return getImageProps({ src: asset.url, alt: '', width, height, sizes: '100vw' }).props.src
}

/** One image or one video (the browser's own player), with an optional caption. */
export function MediaSection({ _key, _type, heading, kind, videoUrl, caption, image }: SectionOf<'media'>) {
  const isVideo = kind === 'video'
  if (isVideo ? !videoUrl : !image?.asset?.url) return null
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading}>
      <figure className="mx-auto max-w-5xl">
        {isVideo && videoUrl ? (
          <video
            controls
            preload="none"
            playsInline
            poster={posterUrl(image)}
            className="aspect-video w-full rounded-2xl border border-border bg-muted"
          >
            <source src={videoUrl} type={videoType(videoUrl)} />
            <p>
              Your browser cannot play this video. <a href={videoUrl}>Download the video</a> instead.
            </p>
          </video>
        ) : (
          <SanityImage
            image={image}
            sizes="(min-width: 1072px) 1024px, 100vw"
            className="h-auto w-full rounded-2xl border border-border"
          />
        )}
        {caption && (
          <figcaption className="mt-4 text-center text-sm leading-6 text-muted-foreground">{caption}</figcaption>
        )}
      </figure>
    </SectionShell>
  )
}
