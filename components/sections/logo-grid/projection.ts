import { imageProjection } from '../../../lib/content/projections'

export const logoGridProjection = /* groq */ `_type == "logoGrid" => {
  heading, intro,
  items[]{ _key, name, category, description, href, logo${imageProjection} }
}`
