export const stepsProjection = /* groq */ `_type == "steps" => {
  heading, intro, collapsed,
  steps[]{ _key, title, description }
}`
