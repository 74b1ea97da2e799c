export const featureGridProjection = /* groq */ `_type == "featureGrid" => {
  heading, intro, layout,
  features[]{ _key, title, description, icon }
}`
