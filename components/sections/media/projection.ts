import { imageProjection } from '../../../lib/content/projections'

export const mediaProjection = /* groq */ `_type == "media" => {
  heading, kind, videoUrl, caption,
  image${imageProjection}
}`
