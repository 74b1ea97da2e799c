import { callMeProjection } from './call-me/projection'
import { caseStudiesProjection } from './case-studies/projection'
import { customerLogosProjection } from './customer-logos/projection'
import { callDemoProjection } from './call-demo/projection'
import { faqProjection } from './faq/projection'
import { featureGridProjection } from './feature-grid/projection'
import { heroProjection } from './hero/projection'
import { industriesProjection } from './industries/projection'
import { jobOpeningsProjection } from './job-openings/projection'
import { leadFormProjection } from './lead-form/projection'
import { logoGridProjection } from './logo-grid/projection'
import { mediaProjection } from './media/projection'
import { pricingPlansProjection } from './pricing-plans/projection'
import { productGridProjection } from './product-grid/projection'
import { richTextProjection } from './rich-text/projection'
import { statsProjection } from './stats/projection'
import { stepsProjection } from './steps/projection'
import { teamProjection } from './team/projection'
import { testimonialsProjection } from './testimonials/projection'
import { voiceChatProjection } from './voice-chat/projection'

/**
 * How a page's `sections` array is read: each section type's projection, next to its schema in
 * lib/content/sections/<type>/ (its component is components/sections/<type>/).
 */
export const sectionsProjection = /* groq */ `{
  _key,
  _type,
  ${heroProjection},
  ${featureGridProjection},
  ${productGridProjection},
  ${statsProjection},
  ${stepsProjection},
  ${industriesProjection},
  ${testimonialsProjection},
  ${customerLogosProjection},
  ${caseStudiesProjection},
  ${teamProjection},
  ${faqProjection},
  ${pricingPlansProjection},
  ${logoGridProjection},
  ${richTextProjection},
  ${mediaProjection},
  ${leadFormProjection},
  ${jobOpeningsProjection},
  ${voiceChatProjection},
  ${callMeProjection},
  ${callDemoProjection}
}`
