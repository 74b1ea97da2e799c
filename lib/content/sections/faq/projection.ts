export const faqProjection = /* groq */ `_type == "faq" => {
  heading, intro,
  items[]{ _key, question, answer }
}`
