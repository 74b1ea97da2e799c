import { imageProjection } from '../../../lib/content/projections'

export const richTextProjection = /* groq */ `_type == "richText" => {
  heading,
  body[]{
    ...,
    _type == "image" => { _key, _type, caption, ...${imageProjection} }
  }
}`
