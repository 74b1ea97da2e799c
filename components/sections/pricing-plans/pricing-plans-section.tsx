import { buttonClasses } from '../../ui/button-classes'
import { Icon } from '../../ui/icon'
import { SmartLink } from '../../ui/smart-link'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

const columns: Record<number, string> = {
  1: 'mx-auto max-w-md',
  2: 'mx-auto max-w-4xl md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
}

/** Plans side by side; the highlighted one says "Most popular" in words, not only in colour. */
export function PricingPlansSection({ _key, _type, heading, intro, note, plans }: SectionOf<'pricingPlans'>) {
  const items = (plans ?? []).filter((plan) => plan.name)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {(items.length > 0 || note) && (
        <>
          {items.length > 0 && (
            <ul className={`grid gap-6 ${columns[items.length] ?? 'md:grid-cols-2 xl:grid-cols-4'}`}>
              {items.map((plan) => {
                const features = (plan.features ?? []).filter(Boolean)
                // Several plans share a label like "Get started"; the plan name makes each link distinct.
                const ctaNeedsPlanName = plan.ctaLabel && plan.name && !plan.ctaLabel.includes(plan.name)
                return (
                  <li
                    key={plan._key}
                    className={`flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground sm:p-8 ${
                      plan.highlighted ? 'border-primary shadow-lg ring-2 ring-primary' : 'border-border'
                    }`}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <h3 className="text-lg font-semibold">{plan.name}</h3>
                      {plan.highlighted && (
                        <p className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                          Most popular
                        </p>
                      )}
                    </div>
                    {plan.price && (
                      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                        {plan.period && <span className="text-sm text-muted-foreground">{plan.period}</span>}
                      </p>
                    )}
                    {plan.description && (
                      <p className="mt-4 leading-7 text-pretty text-muted-foreground">{plan.description}</p>
                    )}
                    {features.length > 0 && (
                      <ul className="mt-6 space-y-3 text-sm leading-6">
                        {features.map((feature, index) => (
                          <li key={index} className="flex gap-3">
                            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
                            <span>{feature}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                    {plan.ctaLabel && plan.ctaHref && (
                      <div className="mt-auto pt-8">
                        <SmartLink
                          href={plan.ctaHref}
                          className={buttonClasses({
                            variant: plan.highlighted ? 'primary' : 'secondary',
                            className: 'w-full',
                          })}
                        >
                          {plan.ctaLabel}
                          {ctaNeedsPlanName && (
                            <>
                              {' '}
                              <span className="sr-only">({plan.name} plan)</span>
                            </>
                          )}
                        </SmartLink>
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
          {note && (
            <p className="mx-auto mt-10 max-w-2xl text-center text-sm leading-6 text-muted-foreground">{note}</p>
          )}
        </>
      )}
    </SectionShell>
  )
}
