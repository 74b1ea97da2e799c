import { SanityImage } from '../../ui/sanity-image'
import type { SectionOf } from '../types'

type Customer = NonNullable<NonNullable<SectionOf<'customerLogos'>['customers']>[number]>

/** One row of up to six logos on wide screens, else rows of four or three: never one logo alone. */
const WIDE_COLUMNS: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
}
export function logoColumns(count: number) {
  if (count <= 6) return Math.max(count, 3)
  return count % 4 === 0 || count % 4 === 3 ? 4 : count % 3 === 0 ? 3 : 4
}

/**
 * A strip of customer logos under a short line: grey in the light theme, white in the dark, each
 * named by its alt text (the customer's name, whatever the editor typed). Lazy: it sits under the
 * hero, and the hero's text is the largest paint.
 */
export function CustomerLogosSection({ _key, _type, heading, intro, customers }: SectionOf<'customerLogos'>) {
  const logos = (customers ?? []).filter((customer): customer is Customer => Boolean(customer?.name))
  if (logos.length === 0) return null
  const headingId = `section-${_key}-heading`
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      data-section={_type}
      className="border-y border-border py-8 sm:py-10"
    >
      <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
        {heading && (
          <h2 id={headingId} className="text-base font-semibold text-muted-foreground">
            {heading}
          </h2>
        )}
        {intro && <p className="mt-1 text-sm text-muted-foreground">{intro}</p>}
        {/* Two logos a row on phones, three on tablets, one row of up to six on wide screens. */}
        <ul
          className={`mt-6 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-5 sm:grid-cols-3 sm:gap-x-10 sm:gap-y-6 ${WIDE_COLUMNS[logoColumns(logos.length)] ?? ''}`}
        >
          {logos.map((customer) => (
            <li key={customer._id} className="flex h-8 max-w-full items-center sm:h-10">
              {customer.logo?.asset?.url ? (
                <SanityImage
                  // The logo stands for the name: its alt text is the name, whatever was typed.
                  image={{ ...customer.logo, alt: customer.name }}
                  sizes="176px"
                  className="h-auto max-h-6 w-auto max-w-full opacity-80 sm:max-h-9 sm:max-w-44 dark:brightness-0 dark:invert"
                />
              ) : (
                <span className="text-lg font-semibold text-muted-foreground">{customer.name}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
