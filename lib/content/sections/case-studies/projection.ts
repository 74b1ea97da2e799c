import { imageProjection } from '../../projections'

export const caseStudiesProjection = /* groq */ `_type == "caseStudies" => {
  heading, intro,
  items[]{
    _key, result, resultLabel, summary,
    "customer": customer->{ name, industry, logo${imageProjection} },
    "story": story->{ _type, title, "slug": slug.current }
  }
}`
