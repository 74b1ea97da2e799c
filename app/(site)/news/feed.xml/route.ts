import { renderArticleFeed } from '@/lib/seo/article-feed'

/** /news/feed.xml: Atom feed, prerendered and revalidated with the articles' cache tags. */
export const dynamic = 'force-static'

export function GET() {
  return renderArticleFeed(['newsItem'])
}
