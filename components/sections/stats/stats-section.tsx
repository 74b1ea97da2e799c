import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

const columns: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  // Two by two on phones too: four figures read at a glance, at half the height.
  4: 'grid-cols-2 lg:grid-cols-4',
}

/** Big figures. Label before value in the DOM (dt, dd), so a screen reader says "Calls answered: 24/7". */
export function StatsSection({ _key, _type, heading, intro, items }: SectionOf<'stats'>) {
  const stats = (items ?? []).filter((stat) => stat.value && stat.label)
  if (stats.length === 0 && !heading && !intro) return null
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro} tone="muted">
      {stats.length > 0 && (
        <dl className={`grid gap-4 sm:gap-6 ${columns[stats.length] ?? 'sm:grid-cols-2 lg:grid-cols-3'}`}>
          {stats.map((stat) => (
            <div
              key={stat._key}
              className="flex flex-col rounded-2xl border border-border bg-card p-4 text-center text-card-foreground sm:p-6"
            >
              <dt className="order-2 mt-2 font-semibold">{stat.label}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight text-primary sm:text-5xl">{stat.value}</dd>
              {stat.detail && <dd className="order-3 mt-2 text-sm leading-6 text-muted-foreground">{stat.detail}</dd>}
            </div>
          ))}
        </dl>
      )}
    </SectionShell>
  )
}
