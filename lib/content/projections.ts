/** Shared GROQ projections. Section projections live in each section's folder. */

export const imageProjection = /* groq */ `{
  alt,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }
}`

export const linkProjection = /* groq */ `{ label, href }`
