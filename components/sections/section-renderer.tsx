import type { ComponentType } from 'react'
import { CallMeSection } from './call-me/call-me-section'
import { CaseStudiesSection } from './case-studies/case-studies-section'
import { CustomerLogosSection } from './customer-logos/customer-logos-section'
import { CallDemoSection } from './call-demo/call-demo-section'
import { FaqSection } from './faq/faq-section'
import { FeatureGridSection } from './feature-grid/feature-grid-section'
import { HeroSection } from './hero/hero-section'
import { IndustriesSection } from './industries/industries-section'
import { JobOpeningsSection } from './job-openings/job-openings-section'
import { LeadFormSection } from './lead-form/lead-form-section'
import { LogoGridSection } from './logo-grid/logo-grid-section'
import { MediaSection } from './media/media-section'
import { PricingPlansSection } from './pricing-plans/pricing-plans-section'
import { ProductGridSection } from './product-grid/product-grid-section'
import { RichTextSection } from './rich-text/rich-text-section'
import { StatsSection } from './stats/stats-section'
import { StepsSection } from './steps/steps-section'
import { TeamSection } from './team/team-section'
import { TestimonialsSection } from './testimonials/testimonials-section'
import { VoiceChatSection } from './voice-chat/voice-chat-section'
import type { Section, SectionOf, SectionType } from './types'

/** Every section `_type` to its component; the mapped type makes a missing or mistyped entry a type error. */
const sectionComponents: { [K in SectionType]: ComponentType<SectionOf<K>> } = {
  hero: HeroSection,
  featureGrid: FeatureGridSection,
  productGrid: ProductGridSection,
  stats: StatsSection,
  steps: StepsSection,
  industries: IndustriesSection,
  testimonials: TestimonialsSection,
  customerLogos: CustomerLogosSection,
  caseStudies: CaseStudiesSection,
  team: TeamSection,
  faq: FaqSection,
  pricingPlans: PricingPlansSection,
  logoGrid: LogoGridSection,
  richText: RichTextSection,
  media: MediaSection,
  leadForm: LeadFormSection,
  jobOpenings: JobOpeningsSection,
  voiceChat: VoiceChatSection,
  callMe: CallMeSection,
  callDemo: CallDemoSection,
}

/** A section from a schema newer than this build: only `_key` and `_type` are known. */
type UnknownSection = { _key?: string | null; _type: string }

function isKnown(section: Section | UnknownSection): section is Section {
  return Object.hasOwn(sectionComponents, section._type)
}

function UnsupportedSection({ type }: { type: string }) {
  return (
    <section role="note" aria-label="Unsupported section" data-section-unsupported={type} className="py-8">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="rounded-2xl border-2 border-dashed border-border bg-muted p-6 text-center text-sm text-muted-foreground">
          This section type (“{type}”) is not supported yet.
        </p>
      </div>
    </section>
  )
}

/**
 * A page's sections, in order, each by its own component. An unknown `_type` never breaks the page:
 * it shows a placeholder when `showUnknown` (drafts, development) and nothing otherwise.
 */
export function SectionRenderer({
  sections,
  showUnknown = false,
}: {
  sections: ReadonlyArray<Section | UnknownSection | null | undefined> | null | undefined
  showUnknown?: boolean
}) {
  if (!sections?.length) return null
  return (
    <>
      {sections.map((section, index) => {
        if (!section?._type) return null
        const key = section._key || `section-${index}`
        if (!isKnown(section)) {
          return showUnknown ? <UnsupportedSection key={key} type={section._type} /> : null
        }
        // TypeScript cannot correlate the map's key with the union member; the map's type guarantees it.
        const Component = sectionComponents[section._type] as ComponentType<Section>
        return <Component key={key} {...section} _key={key} />
      })}
    </>
  )
}
