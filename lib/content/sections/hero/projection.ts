import { imageProjection, linkProjection } from '../../projections'
import { callConversationProjection } from '../call-demo/projection'

export const heroProjection = /* groq */ `_type == "hero" => {
  eyebrow, heading, subheading,
  primaryCta${linkProjection},
  secondaryCta${linkProjection},
  image${imageProjection},
  call${callConversationProjection}
}`
