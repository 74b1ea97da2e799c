import { Icon } from '../../ui/icon'
import { SmartLink } from '../../ui/smart-link'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

type Product = NonNullable<SectionOf<'productGrid'>['products']>[number]

/** The referenced products as cards, in the editor's order; a deleted product is skipped. */
export function ProductGridSection({ _key, _type, heading, intro, products }: SectionOf<'productGrid'>) {
  // A reference to a deleted or unpublished product dereferences to null.
  const items = (products ?? []).filter((product): product is Product => Boolean(product?.name))
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {items.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((product) => (
            <li
              key={product._id}
              className="flex flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon name={product.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{product.name}</h3>
              {product.tagline && <p className="mt-2 leading-7 text-pretty text-muted-foreground">{product.tagline}</p>}
              {product.startingPrice && (
                <p className="mt-4 text-sm font-medium">
                  From <span className="text-base font-semibold">{product.startingPrice}</span>
                </p>
              )}
              {product.path && (
                <p className="mt-auto pt-6">
                  <SmartLink
                    href={product.path}
                    className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Learn more about {product.name}
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
