import { imageProjection } from '../../projections'

export const customerLogosProjection = /* groq */ `_type == "customerLogos" => {
  heading, intro,
  "customers": customers[]->{ _id, name, logo${imageProjection} }
}`
