import { imageProjection } from '../../projections'

export const mediaProjection = /* groq */ `_type == "media" => {
  heading, kind, videoUrl, caption,
  image${imageProjection}
}`
