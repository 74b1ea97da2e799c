import { gridLayout } from '../../ui/grid-layout'
import { SvgIcon } from '../../ui/svg-icon'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

type Step = NonNullable<SectionOf<'steps'>['steps']>[number]

/** The numbered steps: a compact column on phones (the number beside the title), cards from `sm`. */
function StepList({ items }: { items: Step[] }) {
  const grid = gridLayout(items.length, 4)
  return (
    <ol className={`${grid.list} gap-5 sm:gap-6`}>
      {items.map((step, index) => (
        <li
          key={step._key}
          className={`${grid.item(index)} relative text-card-foreground sm:rounded-2xl sm:border sm:border-border sm:bg-card sm:p-6`}
        >
          <div className="flex items-center gap-3 sm:block">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground sm:size-10 sm:text-base">
              <span className="sr-only">Step</span> {index + 1}
            </span>
            {step.title && <h3 className="text-lg font-semibold sm:mt-5">{step.title}</h3>}
          </div>
          {step.description && (
            <p className="mt-1 leading-7 text-pretty text-muted-foreground sm:mt-2">{step.description}</p>
          )}
        </li>
      ))}
    </ol>
  )
}

/**
 * How it works: an ordered list with each step's number shown (and read out: list markers are off).
 * Folded (`collapsed`), the heading is the summary of a native <details>: no script, and the steps
 * stay in the page for search and in-page find.
 */
export function StepsSection({ _key, _type, heading, intro, steps, collapsed }: SectionOf<'steps'>) {
  const items = (steps ?? []).filter((step) => step.title || step.description)
  if (collapsed && heading && items.length > 0) {
    const headingId = `section-${_key}-heading`
    return (
      <section aria-labelledby={headingId} data-section={_type} className="py-8 sm:py-12">
        <details className="group mx-auto max-w-6xl px-4 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl border border-border bg-card px-5 py-4 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>
              <h2 id={headingId} className="text-xl font-semibold tracking-tight text-balance sm:text-2xl">
                {heading}
              </h2>
              {intro && <span className="mt-1 block text-muted-foreground">{intro}</span>}
            </span>
            <SvgIcon className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180">
              <path d="m6 9 6 6 6-6" />
            </SvgIcon>
          </summary>
          <div className="pt-6">
            <StepList items={items} />
          </div>
        </details>
      </section>
    )
  }
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {items.length > 0 && <StepList items={items} />}
    </SectionShell>
  )
}
