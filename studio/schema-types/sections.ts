import { faqType } from '../../components/sections/faq/schema'
import { featureGridType } from '../../components/sections/feature-grid/schema'
import { heroType } from '../../components/sections/hero/schema'
import { industriesType } from '../../components/sections/industries/schema'
import { jobOpeningsType } from '../../components/sections/job-openings/schema'
import { leadFormType } from '../../components/sections/lead-form/schema'
import { logoGridType } from '../../components/sections/logo-grid/schema'
import { mediaType } from '../../components/sections/media/schema'
import { pricingPlansType } from '../../components/sections/pricing-plans/schema'
import { productGridType } from '../../components/sections/product-grid/schema'
import { richTextType } from '../../components/sections/rich-text/schema'
import { statsType } from '../../components/sections/stats/schema'
import { stepsType } from '../../components/sections/steps/schema'
import { testimonialsType } from '../../components/sections/testimonials/schema'
import { voiceChatType } from '../../components/sections/voice-chat/schema'

/** The page-builder sections a page can hold. Adding a section: its folder, this list, the renderer's map. */
export const sectionTypes = [
  heroType,
  featureGridType,
  productGridType,
  statsType,
  stepsType,
  industriesType,
  testimonialsType,
  faqType,
  pricingPlansType,
  logoGridType,
  richTextType,
  mediaType,
  leadFormType,
  jobOpeningsType,
  voiceChatType,
]

export const sectionTypeNames = sectionTypes.map((type) => type.name)
