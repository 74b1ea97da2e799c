export const statsProjection = /* groq */ `_type == "stats" => {
  heading, intro,
  items[]{ _key, value, label, detail }
}`
