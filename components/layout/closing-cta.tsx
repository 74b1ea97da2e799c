import { BookingButton } from '@/components/booking/booking-button'
import type { SiteSettings } from '@/lib/content/site'
import { buttonClasses } from '@/components/ui/button-classes'

/** The call to action closing every page: book the free 30-minute design consultation. */
export function ClosingCta({ cta }: { cta: SiteSettings['closingCta'] }) {
  if (!cta?.heading) return null
  return (
    <section aria-labelledby="closing-cta-heading" data-deferred className="px-4 py-10 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-border bg-card px-5 py-10 text-center shadow-xl shadow-black/5 sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_22%,transparent),transparent_65%)]"
        />
        <div className="relative">
          <h2
            id="closing-cta-heading"
            className="mx-auto max-w-3xl text-balance text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {cta.heading}
          </h2>
          {cta.body ? (
            <p className="mx-auto mt-4 max-w-2xl leading-7 text-pretty text-muted-foreground sm:mt-5 sm:text-lg sm:leading-8">
              {cta.body}
            </p>
          ) : null}
          <BookingButton className={buttonClasses({ size: 'lg', className: 'mt-6 sm:mt-8' })}>
            {cta.buttonLabel ?? 'Book your free consultation'}
          </BookingButton>
        </div>
      </div>
    </section>
  )
}
