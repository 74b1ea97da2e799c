import { buttonClasses } from '../../ui/button-classes'
import { SanityImage } from '../../ui/sanity-image'
import { SmartLink } from '../../ui/smart-link'
import { ActionLink } from '../action-link'
import { CallDemo, hasPlayableCall } from '../call-demo/call-demo'
import type { SectionOf } from '../types'

type Cta = SectionOf<'hero'>['primaryCta']

/** A button only when the editor gave it both a label and a destination; it opens a dialog when its action says so. */
function CtaLink({ cta, variant }: { cta: Cta; variant: 'primary' | 'secondary' }) {
  if (!cta?.label || !cta.href) return null
  const className = buttonClasses({ variant, className: 'w-full sm:w-auto' })
  if (cta.action === 'book' || cta.action === 'chat')
    return (
      <ActionLink action={cta.action} href={cta.href} className={className}>
        {cta.label}
      </ActionLink>
    )
  return (
    <SmartLink href={cta.href} className={className}>
      {cta.label}
    </SmartLink>
  )
}

/** The page opener: it carries the page's only h1. */
export function HeroSection({
  _key,
  _type,
  eyebrow,
  heading,
  subheading,
  primaryCta,
  secondaryCta,
  image,
  call,
}: SectionOf<'hero'>) {
  const headingId = `section-${_key}-heading`
  // A call takes the image's place: beside the heading on a wide screen, below it on a phone.
  const hasCall = hasPlayableCall(call)
  const hasImage = !hasCall && Boolean(image?.asset?.url)
  const hasAside = hasCall || hasImage
  const hasCtas = Boolean((primaryCta?.label && primaryCta.href) || (secondaryCta?.label && secondaryCta.href))
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      data-section={_type}
      className="relative overflow-hidden bg-linear-to-b from-muted to-background py-10 sm:py-24"
    >
      <div
        className={`mx-auto max-w-6xl px-4 sm:px-6 ${hasAside ? 'grid items-center gap-8 sm:gap-12 lg:grid-cols-2' : 'text-center'}`}
      >
        <div className={hasAside ? undefined : 'mx-auto max-w-3xl'}>
          {eyebrow && (
            <p className="inline-flex rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-accent">
              {eyebrow}
            </p>
          )}
          {heading && (
            <h1
              id={headingId}
              className={`${eyebrow ? 'mt-4 sm:mt-6' : ''} text-[2rem] leading-[1.125] font-bold tracking-tight text-balance sm:text-5xl sm:leading-none lg:text-6xl`}
            >
              {heading}
            </h1>
          )}
          {subheading && (
            <p className="mt-4 text-lg leading-7 text-pretty text-muted-foreground sm:mt-6 sm:text-xl sm:leading-8">
              {subheading}
            </p>
          )}
          {hasCtas && (
            <div className={`mt-8 flex flex-col gap-3 sm:mt-10 sm:flex-row ${hasAside ? '' : 'sm:justify-center'}`}>
              <CtaLink cta={primaryCta} variant="primary" />
              <CtaLink cta={secondaryCta} variant="secondary" />
            </div>
          )}
        </div>
        {hasCall && (
          <div className="mx-auto w-full max-w-xl lg:max-w-none">
            <CallDemo call={call} id={_key} />
          </div>
        )}
        {hasImage && (
          <SanityImage
            image={image}
            priority
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full rounded-2xl border border-border shadow-xl"
          />
        )}
      </div>
    </section>
  )
}
