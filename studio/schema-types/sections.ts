import { caseStudiesType } from '../../lib/content/sections/case-studies/schema'
import { customerLogosType } from '../../lib/content/sections/customer-logos/schema'
import { callDemoType } from '../../lib/content/sections/call-demo/schema'
import { faqType } from '../../lib/content/sections/faq/schema'
import { featureGridType } from '../../lib/content/sections/feature-grid/schema'
import { heroType } from '../../lib/content/sections/hero/schema'
import { industriesType } from '../../lib/content/sections/industries/schema'
import { jobOpeningsType } from '../../lib/content/sections/job-openings/schema'
import { leadFormType } from '../../lib/content/sections/lead-form/schema'
import { logoGridType } from '../../lib/content/sections/logo-grid/schema'
import { mediaType } from '../../lib/content/sections/media/schema'
import { pricingPlansType } from '../../lib/content/sections/pricing-plans/schema'
import { productGridType } from '../../lib/content/sections/product-grid/schema'
import { richTextType } from '../../lib/content/sections/rich-text/schema'
import { statsType } from '../../lib/content/sections/stats/schema'
import { stepsType } from '../../lib/content/sections/steps/schema'
import { teamType } from '../../lib/content/sections/team/schema'
import { testimonialsType } from '../../lib/content/sections/testimonials/schema'
import { callMeType } from '../../lib/content/sections/call-me/schema'
import { voiceChatType } from '../../lib/content/sections/voice-chat/schema'

/** The page-builder sections a page can hold. Adding a section: its folder, this list, the renderer's map. */
export const sectionTypes = [
  heroType,
  featureGridType,
  productGridType,
  statsType,
  stepsType,
  industriesType,
  testimonialsType,
  customerLogosType,
  caseStudiesType,
  teamType,
  faqType,
  pricingPlansType,
  logoGridType,
  richTextType,
  mediaType,
  leadFormType,
  jobOpeningsType,
  voiceChatType,
  callMeType,
  callDemoType,
]

export const sectionTypeNames = sectionTypes.map((type) => type.name)
