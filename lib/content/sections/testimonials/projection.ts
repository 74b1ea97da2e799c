export const testimonialsProjection = /* groq */ `_type == "testimonials" => {
  heading, intro,
  items[]{ _key, quote, name, role, company }
}`
