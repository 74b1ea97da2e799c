export const jobOpeningsProjection = /* groq */ `_type == "jobOpenings" => {
  heading, intro, emptyMessage,
  jobs[]{ _key, title, team, location, employmentType, summary, applyEmail }
}`
