import { renderArticleFeed } from '@/lib/seo/article-feed'

/** /feed.xml: blog posts and news in one Atom feed, prerendered and revalidated by tag. */
export const dynamic = 'force-static'

export function GET() {
  return renderArticleFeed(['post', 'newsItem'])
}
