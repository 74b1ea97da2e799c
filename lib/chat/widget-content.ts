import 'server-only'
import { defineQuery } from 'next-sanity'
import { cache } from 'react'
import { fetchContent } from '../content'

/** What the chat widget shows before the first reply: Michael's name, greeting and thank-you. */
export const CHAT_WIDGET_QUERY = defineQuery(`{
  "assistant": *[_type == "chatAssistant"][0]{ name, greeting, "leadThankYou": replies.leadThankYou },
  "agencyName": *[_type == "siteSettings"][0].agencyName
}`)

export type ChatWidgetContent = {
  assistantName: string
  greeting: string
  /** Said after the lead form saved the visitor's details; offers to book a call. */
  leadThankYou: string
}

const text = (value: string | null | undefined) => value?.trim() || null

/**
 * Read on the server and handed to the widget as props: the client never fetches Michael's
 * document itself. Missing fields fall back to built-in wording (Michael's name, greeting and thank-you) so the chat still opens.
 */
export const fetchChatWidgetContent = cache(async (): Promise<ChatWidgetContent> => {
  const result = await fetchContent(CHAT_WIDGET_QUERY, {}, { tags: ['chatAssistant', 'siteSettings'] }).catch(
    (error: unknown) => {
      console.error('[chat] could not load the chat widget content', error)
      return null
    },
  )
  const assistantName = text(result?.assistant?.name) ?? 'Michael'
  const agency = text(result?.agencyName) ?? 'Kestrel AI'
  return {
    assistantName,
    greeting:
      text(result?.assistant?.greeting) ??
      `Hi, I'm ${assistantName} — your AI agent guide at ${agency}. How can I help you understand AI voice technology today?`,
    leadThankYou:
      text(result?.assistant?.leadThankYou) ??
      'Thank you! Our team has your details and will follow up soon. Would you like to book a call now? It is a free 30-minute consultation.',
  }
})
