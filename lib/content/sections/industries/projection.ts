export const industriesProjection = /* groq */ `_type == "industries" => {
  heading, intro,
  items[]{ _key, name, description, icon, href }
}`
