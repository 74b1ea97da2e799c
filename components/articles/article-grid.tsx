import type { ArticleCard as ArticleCardData } from '@/lib/content/articles'
import { gridLayout } from '../ui/grid-layout'
import { ArticleCard } from './article-card'

/** Cards in a responsive grid: one column on phones, then as many as fit their number with no card left alone on a row. */
export function ArticleGrid({ articles, headingLevel }: { articles: ArticleCardData[]; headingLevel?: 'h2' | 'h3' }) {
  const grid = gridLayout(articles.length)
  return (
    <ul className={`${grid.list} gap-6`}>
      {articles.map((article, index) => (
        <li key={article._id} className={`${grid.item(index)} flex`}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
