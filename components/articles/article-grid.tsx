import type { ArticleCard as ArticleCardData } from '@/lib/content/articles'
import { ArticleCard } from './article-card'

/** Cards in a responsive grid: one column on phones, two on tablets, three on wide screens. */
export function ArticleGrid({ articles, headingLevel }: { articles: ArticleCardData[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article._id} className="flex">
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
