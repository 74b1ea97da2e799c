export const voiceChatProjection = /* groq */ `_type == "voiceChat" => {
  heading, intro, note
}`
