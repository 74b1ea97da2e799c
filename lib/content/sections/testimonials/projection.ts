import { imageProjection } from '../../projections'

export const testimonialsProjection = /* groq */ `_type == "testimonials" => {
  heading, intro,
  items[]{ _key, quote, name, role, company, photo${imageProjection} }
}`
