import { gridLayout } from '../../ui/grid-layout'
import { IconCard } from '../icon-card'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** The industries we serve, as cards; a card links on when the editor gave it a destination. */
export function IndustriesSection({ _key, _type, heading, intro, items }: SectionOf<'industries'>) {
  const industries = (items ?? []).filter((industry) => industry.name)
  // When every card links on, phones get a compact row each: name and link, the description on the
  // page it links to.
  const allLink = industries.every((industry) => industry.href)
  const grid = gridLayout(industries.length, 3)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {industries.length > 0 && (
        <ul className={`${grid.list} ${allLink ? 'gap-3 sm:gap-6' : 'gap-6'}`}>
          {industries.map((industry, index) => (
            <IconCard
              key={industry._key}
              className={grid.item(index)}
              phoneTile={allLink}
              icon={industry.icon}
              tone="accent"
              title={industry.name ?? ''}
              href={industry.href}
            >
              {industry.description && (
                <p className={`mt-2 leading-7 text-pretty text-muted-foreground ${allLink ? 'max-sm:hidden' : ''}`}>
                  {industry.description}
                </p>
              )}
            </IconCard>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
