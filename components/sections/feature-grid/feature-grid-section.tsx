import { Icon } from '../../ui/icon'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** Features as cards: icon, title, description. */
export function FeatureGridSection({ _key, _type, heading, intro, features }: SectionOf<'featureGrid'>) {
  const items = (features ?? []).filter((feature) => feature.title || feature.description)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {items.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((feature) => (
            <li key={feature._key} className="rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon name={feature.icon} />
              </span>
              {feature.title && <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>}
              {feature.description && (
                <p className="mt-2 leading-7 text-pretty text-muted-foreground">{feature.description}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
