export const leadFormProjection = /* groq */ `_type == "leadForm" => {
  heading, intro, submitLabel, source, successPath
}`
