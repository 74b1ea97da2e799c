import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** Customer quotes: each a figure whose caption says who said it. */
export function TestimonialsSection({ _key, _type, heading, intro, items }: SectionOf<'testimonials'>) {
  const quotes = (items ?? []).filter((item) => item.quote)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro} tone="muted">
      {quotes.length > 0 && (
        <ul className={`grid gap-6 ${quotes.length === 1 ? 'mx-auto max-w-3xl' : 'md:grid-cols-2 lg:grid-cols-3'}`}>
          {quotes.map((item) => {
            const affiliation = [item.role, item.company].filter(Boolean).join(', ')
            return (
              <li key={item._key}>
                <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
                  <span aria-hidden="true" className="font-serif text-5xl leading-none text-primary">
                    “
                  </span>
                  <blockquote className="mt-2 flex-1 leading-7 text-pretty">
                    <p>{item.quote}</p>
                  </blockquote>
                  {(item.name || affiliation) && (
                    <figcaption className="mt-6 border-t border-border pt-4 text-sm">
                      {item.name && <span className="block font-semibold">{item.name}</span>}
                      {affiliation && <span className="block text-muted-foreground">{affiliation}</span>}
                    </figcaption>
                  )}
                </figure>
              </li>
            )
          })}
        </ul>
      )}
    </SectionShell>
  )
}
