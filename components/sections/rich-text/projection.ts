import { portableTextProjection } from '../../../lib/content/projections'

export const richTextProjection = /* groq */ `_type == "richText" => {
  heading,
  body${portableTextProjection}
}`
