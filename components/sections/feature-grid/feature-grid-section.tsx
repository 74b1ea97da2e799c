import { gridLayout } from '../../ui/grid-layout'
import { Icon } from '../../ui/icon'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

type Feature = NonNullable<SectionOf<'featureGrid'>['features']>[number]

function FeatureIcon({ name, small = false }: { name: string | null; small?: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary ${small ? 'size-8 sm:size-9' : 'size-11'}`}
    >
      <Icon name={name} />
    </span>
  )
}

/** The "list beside the heading" layout: heading and intro on one side, a compact list on the other. */
function FeatureList({
  _key,
  _type,
  heading,
  intro,
  items,
}: Omit<SectionOf<'featureGrid'>, 'features'> & { items: Feature[] }) {
  const headingId = `section-${_key}-heading`
  return (
    <section aria-labelledby={heading ? headingId : undefined} data-section={_type} className="py-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:gap-8 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          {heading && (
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance sm:text-4xl">
              {heading}
            </h2>
          )}
          {intro && (
            <p className="mt-3 leading-7 text-pretty text-muted-foreground sm:mt-4 sm:text-lg sm:leading-8">{intro}</p>
          )}
        </div>
        <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2 sm:gap-y-6">
          {items.map((feature) => (
            <li key={feature._key}>
              <div className="flex items-center gap-3">
                <FeatureIcon name={feature.icon} small />
                {feature.title && <h3 className="font-semibold">{feature.title}</h3>}
              </div>
              {feature.description && (
                <p className="mt-1.5 text-sm leading-6 text-pretty text-muted-foreground sm:mt-2">
                  {feature.description}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** Features as cards (icon, title, description), or as a compact list beside the heading. */
export function FeatureGridSection({ features, ...section }: SectionOf<'featureGrid'>) {
  const items = (features ?? []).filter((feature) => feature.title || feature.description)
  if (section.layout === 'list' && items.length > 0) return <FeatureList {...section} items={items} />
  const { _key, _type, heading, intro } = section
  const grid = gridLayout(items.length)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {items.length > 0 && (
        <ul className={`${grid.list} gap-6`}>
          {items.map((feature, index) => (
            <li
              key={feature._key}
              className={`${grid.item(index)} rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8`}
            >
              <FeatureIcon name={feature.icon} />
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
