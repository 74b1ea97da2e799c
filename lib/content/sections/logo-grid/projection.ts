import { imageProjection } from '../../projections'

export const logoGridProjection = /* groq */ `_type == "logoGrid" => {
  heading, intro,
  items[]{ _key, name, category, description, href, logo${imageProjection} }
}`
