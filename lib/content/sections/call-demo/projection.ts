/** A call's fields, for the callDemo section and the hero's call alike. */
export const callConversationProjection = /* groq */ `{
  business, channel, agentName, callerName, summary,
  lines[]{ _key, speaker, text, start },
  audio{ asset->{ url, mimeType } }
}`

export const callDemoProjection = /* groq */ `_type == "callDemo" => {
  heading, intro,
  call${callConversationProjection}
}`
