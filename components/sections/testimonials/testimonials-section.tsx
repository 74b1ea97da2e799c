import { gridLayout, PHONE_SCROLLER } from '../../ui/grid-layout'
import { SanityImage } from '../../ui/sanity-image'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** Customer quotes: each a figure whose caption says who said it, with their photo when there is one. */
export function TestimonialsSection({ _key, _type, heading, intro, items }: SectionOf<'testimonials'>) {
  const quotes = (items ?? []).filter((item) => item.quote)
  const grid = gridLayout(quotes.length)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro} tone="muted">
      {quotes.length > 0 && (
        <ul
          className={`${grid.list} gap-6 ${quotes.length > 1 ? PHONE_SCROLLER.list : ''}`}
          // On phones the quotes scroll sideways: the list takes the focus so the keyboard scrolls it.
          tabIndex={quotes.length > 1 ? 0 : undefined}
          aria-label={quotes.length > 1 ? (heading ?? 'Testimonials') : undefined}
        >
          {quotes.map((item, index) => {
            const affiliation = [item.role, item.company].filter(Boolean).join(', ')
            return (
              <li key={item._key} className={`${grid.item(index)} ${quotes.length > 1 ? PHONE_SCROLLER.item : ''}`}>
                <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
                  <span
                    aria-hidden="true" // On phones the mark's box is cut to its ink, which sits in the top half of the line.
                    className="h-7 font-serif text-5xl leading-none text-primary sm:h-auto"
                  >
                    “
                  </span>
                  <blockquote className="mt-2 flex-1 leading-7 text-pretty">
                    <p>{item.quote}</p>
                  </blockquote>
                  {(item.name || affiliation) && (
                    <figcaption className="mt-4 flex items-center gap-4 border-t border-border pt-4 text-sm sm:mt-6">
                      {item.photo?.asset?.url && (
                        <SanityImage
                          // Decorative: the name is beside it.
                          image={{ ...item.photo, alt: '' }}
                          aspectRatio={1}
                          sizes="48px"
                          className="size-12 shrink-0 rounded-full"
                        />
                      )}
                      <span>
                        {item.name && <span className="block font-semibold">{item.name}</span>}
                        {affiliation && <span className="block text-muted-foreground">{affiliation}</span>}
                      </span>
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
