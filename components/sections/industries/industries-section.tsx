import { Icon } from '../../ui/icon'
import { SmartLink } from '../../ui/smart-link'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** The industries we serve, as cards; a card links on when the editor gave it a destination. */
export function IndustriesSection({ _key, _type, heading, intro, items }: SectionOf<'industries'>) {
  const industries = (items ?? []).filter((industry) => industry.name)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {industries.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li
              key={industry._key}
              className="flex flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent/10 text-accent">
                <Icon name={industry.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{industry.name}</h3>
              {industry.description && (
                <p className="mt-2 leading-7 text-pretty text-muted-foreground">{industry.description}</p>
              )}
              {industry.href && (
                <p className="mt-auto pt-6">
                  <SmartLink
                    href={industry.href}
                    className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Learn more about {industry.name}
                    <span aria-hidden="true">→</span>
                  </SmartLink>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
