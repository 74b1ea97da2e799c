import { imageProjection, linkProjection } from '../../projections'

export const heroProjection = /* groq */ `_type == "hero" => {
  eyebrow, heading, subheading,
  primaryCta${linkProjection},
  secondaryCta${linkProjection},
  image${imageProjection}
}`
