/** Shared GROQ projections. Section projections live in lib/content/sections/<type>/. */

export const imageProjection = /* groq */ `{
  alt,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }
}`

/**
 * An image shown in a frame of another ratio (article covers, author photos): with the editor's
 * crop and hotspot, which components/ui/sanity-image.tsx passes to @sanity/image-url.
 */
export const framedImageProjection = /* groq */ `{
  alt,
  crop{ top, bottom, left, right },
  hotspot{ x, y, width, height },
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }
}`

export const linkProjection = /* groq */ `{ label, href, action }`

/**
 * Portable Text as RichText renders it: images dereferenced (their crop and hotspot come with
 * `...`), call-outs, calls to action and code as stored.
 */
export const portableTextProjection = /* groq */ `[]{
  ...,
  _type == "image" => { _key, _type, caption, ...${imageProjection} }
}`
