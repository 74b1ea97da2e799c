import { annualPrice, comparisonCell, monthsFreeLabel } from '@/lib/content/sections/pricing-plans/billing'
import { buttonClasses } from '../../ui/button-classes'
import { Icon } from '../../ui/icon'
import { SmartLink } from '../../ui/smart-link'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

const columns: Record<number, string> = {
  1: 'mx-auto max-w-md',
  2: 'mx-auto max-w-4xl md:grid-cols-2',
  // Three side by side from md: two and one would leave a plan alone on its row.
  3: 'md:grid-cols-3',
}

type Plan = NonNullable<SectionOf<'pricingPlans'>['plans']>[number]
type Row = NonNullable<SectionOf<'pricingPlans'>['comparison']>[number]

/**
 * Monthly or annual prices, switched by two radio buttons and CSS alone (`[data-billing]` in
 * app/globals.css): no JavaScript, so the switch adds nothing to the page's first load and works
 * before, or without, any script; the page opens on monthly.
 */
function BillingSwitch({ name, freeMonths }: { name: string; freeMonths: number }) {
  const option =
    'relative cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-muted-foreground has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring'
  return (
    <fieldset className="mx-auto mb-6 flex w-fit flex-wrap justify-center gap-1 rounded-full border border-border bg-card p-1">
      <legend className="sr-only">Billing period</legend>
      <label className={option}>
        <input type="radio" name={name} value="monthly" defaultChecked className="sr-only" />
        Monthly
      </label>
      <label className={option}>
        <input type="radio" name={name} value="annual" className="sr-only" />
        Annually <span className="font-medium">({monthsFreeLabel(freeMonths)})</span>
      </label>
    </fieldset>
  )
}

function Price({ price, period, billing }: { price: string; period?: string | null; billing?: 'monthly' | 'annual' }) {
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-2" data-price={billing}>
      <span className="text-4xl font-bold tracking-tight">{price}</span>
      {period && <span className="text-sm text-muted-foreground">{period}</span>}
    </p>
  )
}

function PlanCard({
  plan,
  freeMonths,
  Heading,
}: {
  plan: Plan
  freeMonths: number | null | undefined
  /** h3 under the section's heading; h2 without one, so the page's outline goes h1, h2 (the plans right under the hero). */
  Heading: 'h2' | 'h3'
}) {
  const features = (plan.features ?? []).filter(Boolean)
  const annual = annualPrice(plan.price, freeMonths)
  // Several plans share a label like "Get started"; the plan name makes each link distinct.
  const ctaNeedsPlanName = plan.ctaLabel && plan.name && !plan.ctaLabel.includes(plan.name)
  return (
    <li
      className={`flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground xl:px-8 ${
        plan.highlighted ? 'border-primary shadow-lg ring-2 ring-primary' : 'border-border'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-lg font-semibold">{plan.name}</Heading>
        {plan.highlighted && (
          <p className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
            Most popular
          </p>
        )}
      </div>
      {plan.price &&
        (annual ? (
          <>
            <Price price={plan.price} period={plan.period} billing="monthly" />
            <Price price={annual} period={`per year, ${monthsFreeLabel(freeMonths!)}`} billing="annual" />
          </>
        ) : (
          <Price price={plan.price} period={plan.period} />
        ))}
      {plan.description && <p className="mt-3 leading-7 text-pretty text-muted-foreground">{plan.description}</p>}
      {plan.ctaLabel && plan.ctaHref && (
        <SmartLink
          href={plan.ctaHref}
          className={buttonClasses({
            variant: plan.highlighted ? 'primary' : 'secondary',
            className: 'mt-6 w-full',
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
      )}
      {features.length > 0 && (
        <ul className="mt-6 space-y-3 border-t border-border pt-6 text-sm leading-6">
          {features.map((feature, index) => (
            <li key={index} className="flex gap-3">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** A feature per row, a plan per column: real table markup, narrow enough for a phone without scrolling. */
function ComparisonTable({ caption, plans, rows }: { caption: string; plans: Plan[]; rows: Row[] }) {
  return (
    <table className="mt-16 w-full table-fixed border-collapse text-left text-sm sm:text-base">
      <caption className="mb-6 text-left text-2xl font-semibold tracking-tight sm:text-center">{caption}</caption>
      <colgroup>
        <col className="w-[34%] sm:w-2/5" />
      </colgroup>
      <thead>
        <tr className="border-b border-border">
          <td />
          {plans.map((plan) => (
            <th key={plan._key} scope="col" className="px-1 py-3 text-center font-semibold sm:px-3">
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._key} className="border-b border-border">
            <th scope="row" className="py-3 pr-2 align-top font-medium">
              {row.feature}
            </th>
            {plans.map((plan, index) => {
              const cell = comparisonCell(row.values?.[index])
              return (
                <td key={plan._key} className="px-1 py-3 text-center align-top sm:px-3">
                  {cell.kind === 'included' ? (
                    <>
                      <Icon name="check" className="mx-auto size-5 text-primary" />
                      <span className="sr-only">Included</span>
                    </>
                  ) : cell.kind === 'excluded' ? (
                    <>
                      <span aria-hidden="true" className="text-muted-foreground">
                        —
                      </span>
                      <span className="sr-only">Not included</span>
                    </>
                  ) : (
                    cell.text
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Plans side by side (price, description and button first, so the plans fit the first screen);
 * the highlighted one says "Most popular" in words, not only in colour. With months free on
 * annual billing, a Monthly / Annually switch; with comparison rows, a table of every feature.
 */
export function PricingPlansSection({
  _key,
  _type,
  heading,
  intro,
  note,
  plans,
  annualFreeMonths,
  comparison,
  comparisonHeading,
}: SectionOf<'pricingPlans'>) {
  const items = (plans ?? []).filter((plan) => plan.name)
  const rows = (comparison ?? []).filter((row) => row.feature)
  const switchable = items.some((plan) => annualPrice(plan.price, annualFreeMonths))
  return (
    <SectionShell
      type={_type}
      sectionKey={_key}
      heading={heading}
      intro={intro}
      spacing={heading ? 'default' : 'tight-top'}
    >
      {(items.length > 0 || note) && (
        <div data-billing={switchable ? '' : undefined}>
          {switchable && <BillingSwitch name={`billing-${_key}`} freeMonths={annualFreeMonths!} />}
          {items.length > 0 && (
            <ul className={`grid gap-6 ${columns[items.length] ?? 'md:grid-cols-2 xl:grid-cols-4'}`}>
              {items.map((plan) => (
                <PlanCard key={plan._key} plan={plan} freeMonths={annualFreeMonths} Heading={heading ? 'h3' : 'h2'} />
              ))}
            </ul>
          )}
          {note && (
            <p className="mx-auto mt-10 max-w-2xl text-center text-sm leading-6 text-muted-foreground">{note}</p>
          )}
          {items.length > 0 && rows.length > 0 && (
            <ComparisonTable caption={comparisonHeading || 'Compare the plans'} plans={items} rows={rows} />
          )}
        </div>
      )}
    </SectionShell>
  )
}
