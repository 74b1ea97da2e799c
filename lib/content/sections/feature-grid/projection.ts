export const featureGridProjection = /* groq */ `_type == "featureGrid" => {
  heading, intro,
  features[]{ _key, title, description, icon }
}`
