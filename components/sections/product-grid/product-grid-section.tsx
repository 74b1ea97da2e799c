import { gridLayout } from '../../ui/grid-layout'
import { IconCard } from '../icon-card'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

type Product = NonNullable<SectionOf<'productGrid'>['products']>[number]

/** The referenced products as cards, in the editor's order; a deleted product is skipped. */
export function ProductGridSection({ _key, _type, heading, intro, products }: SectionOf<'productGrid'>) {
  // A reference to a deleted or unpublished product dereferences to null.
  const items = (products ?? []).filter((product): product is Product => Boolean(product?.name))
  // On phones, a compact row each: name, price and link, the tagline on the product's own page.
  const grid = gridLayout(items.length, 4)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {items.length > 0 && (
        <ul className={`${grid.list} gap-3 sm:gap-6`}>
          {items.map((product, index) => (
            <IconCard
              key={product._id}
              className={grid.item(index)}
              icon={product.icon}
              tone="primary"
              title={product.name ?? ''}
              href={product.path}
              phoneTile
            >
              {product.tagline && (
                <p
                  className={`mt-2 leading-7 text-pretty text-muted-foreground ${product.path ? 'max-sm:hidden' : ''}`}
                >
                  {product.tagline}
                </p>
              )}
              {product.startingPrice && (
                <p className={`text-sm font-medium sm:mt-4 ${product.path ? 'max-sm:col-start-2' : 'mt-2'}`}>
                  From <span className="text-base font-semibold">{product.startingPrice}</span>
                </p>
              )}
            </IconCard>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
