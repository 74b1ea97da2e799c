import type { Article } from '@/lib/content/articles'
import { SanityImage } from '../ui/sanity-image'

/** Who wrote the article: photo, name, role and a short bio. */
export function AuthorCard({ author }: { author: Article['author'] }) {
  if (!author?.name) return null
  return (
    <section
      aria-label="About the author"
      data-author-card
      className="mt-12 flex gap-5 rounded-2xl border border-border bg-card p-6"
    >
      {author.avatar?.asset?.url && (
        <SanityImage
          image={author.avatar}
          aspectRatio={1}
          sizes="80px"
          className="size-16 shrink-0 rounded-full sm:size-20"
        />
      )}
      <div>
        <p className="text-sm text-muted-foreground">Written by</p>
        <p className="text-lg font-semibold">{author.name}</p>
        {author.role && <p className="text-sm text-muted-foreground">{author.role}</p>}
        {author.bio && <p className="mt-3 text-base leading-7 text-muted-foreground">{author.bio}</p>}
      </div>
    </section>
  )
}
