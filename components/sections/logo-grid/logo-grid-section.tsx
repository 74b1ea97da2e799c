import { gridLayout } from '../../ui/grid-layout'
import { SanityImage } from '../../ui/sanity-image'
import { SmartLink } from '../../ui/smart-link'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** Logos (or names, when there is no logo) of the tools our agents connect to. */
export function LogoGridSection({ _key, _type, heading, intro, items }: SectionOf<'logoGrid'>) {
  const logos = (items ?? []).filter((item) => item.name)
  const grid = gridLayout(logos.length, 4)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {logos.length > 0 && (
        <ul className={`${grid.list} gap-4`}>
          {logos.map((item, index) => (
            <li
              key={item._key}
              className={`${grid.item(index)} flex flex-col rounded-2xl border border-border bg-card p-5 text-card-foreground`}
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="flex min-h-10 items-center text-base font-semibold">
                  {item.logo?.asset?.url ? (
                    // The logo stands for the name, so an empty alt would leave the card unnamed.
                    <SanityImage
                      image={{ ...item.logo, alt: item.logo.alt || item.name }}
                      sizes="160px"
                      className="h-10 w-auto max-w-40 object-contain"
                    />
                  ) : (
                    item.name
                  )}
                </h3>
                {item.category && (
                  <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                    {item.category}
                  </span>
                )}
              </div>
              {item.description && <p className="mt-3 text-sm leading-6 text-muted-foreground">{item.description}</p>}
              {item.href && (
                <p className="mt-auto pt-4 text-sm">
                  <SmartLink href={item.href} className="font-semibold text-primary underline-offset-4 hover:underline">
                    Learn more about {item.name}
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
