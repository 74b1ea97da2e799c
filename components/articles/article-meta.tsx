import { formatDate } from '@/lib/format-date'
import { readingTimeLabel } from '@/lib/content/reading-time'

/** Date, author and reading time, separated by dots. */
export function ArticleMeta({
  publishedAt,
  author,
  characters,
  className = '',
}: {
  publishedAt: string | null
  author?: string | null
  characters?: number | null
  className?: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground ${className}`}>
      {publishedAt && <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>}
      {author && (
        <>
          <span aria-hidden="true">·</span>
          <span>{author}</span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{readingTimeLabel(characters)}</span>
    </p>
  )
}
