export const callMeProjection = /* groq */ `_type == "callMe" => {
  heading, intro, consentText, submitLabel
}`
