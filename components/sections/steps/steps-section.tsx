import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** How it works: an ordered list with each step's number shown (and read out: list markers are off). */
export function StepsSection({ _key, _type, heading, intro, steps }: SectionOf<'steps'>) {
  const items = (steps ?? []).filter((step) => step.title || step.description)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {items.length > 0 && (
        <ol
          className={`grid gap-6 sm:grid-cols-2 ${items.length % 3 === 0 ? 'lg:grid-cols-3' : items.length >= 4 ? 'lg:grid-cols-4' : ''}`}
        >
          {items.map((step, index) => (
            <li key={step._key} className="relative rounded-2xl border border-border bg-card p-6 text-card-foreground">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground">
                <span className="sr-only">Step</span> {index + 1}
              </span>
              {step.title && <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>}
              {step.description && (
                <p className="mt-2 leading-7 text-pretty text-muted-foreground">{step.description}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionShell>
  )
}
