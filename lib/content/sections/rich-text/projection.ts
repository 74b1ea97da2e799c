import { portableTextProjection } from '../../projections'

export const richTextProjection = /* groq */ `_type == "richText" => {
  heading,
  body${portableTextProjection}
}`
