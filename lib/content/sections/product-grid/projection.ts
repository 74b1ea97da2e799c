export const productGridProjection = /* groq */ `_type == "productGrid" => {
  heading, intro,
  "products": products[]->{ _id, name, "slug": slug.current, path, tagline, icon, startingPrice }
}`
