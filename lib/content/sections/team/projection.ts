import { framedImageProjection } from '../../projections'

export const teamProjection = /* groq */ `_type == "team" => {
  heading, intro,
  "people": people[]->{ _id, name, role, bio, avatar${framedImageProjection} }
}`
