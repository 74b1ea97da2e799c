export const stepsProjection = /* groq */ `_type == "steps" => {
  heading, intro,
  steps[]{ _key, title, description }
}`
