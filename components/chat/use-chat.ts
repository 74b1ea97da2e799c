'use client'

import { useEffect, useRef, useState } from 'react'
import { showToast } from '@/components/ui/toasts'
import { asksForLeadDetails } from '@/lib/chat/lead-trigger'
import { leadNotSaved, leadSaved } from '@/components/leads/lead-outcome'
import { captureLead, newIdempotencyKey } from '@/lib/leads/browser/capture-lead'
import { capTranscript } from '@/lib/leads/capture/transcript'
import type { ChatWidgetContent } from '@/lib/chat/widget-content'
import type { ChatMessage } from '@/lib/chat/types'
import {
  type Conversation,
  type ConversationMessage,
  loadConversation,
  saveConversation,
  toRequestMessages,
  type TypedDetails,
  withLeadCaptured,
} from './conversation'
import { type ChatReply, fetchReply } from './stream'
import { createTypewriter, prefersReducedMotion, type Typewriter } from './typewriter'

// Enough for a long conversation; keeps sessionStorage (and parseConversation's cap) in bounds.
const KEEP_MESSAGES = 400

const FAILURE = 'Failed to get a response. Please try again.'

const append = (messages: ConversationMessage[], message: ConversationMessage) =>
  [...messages, message].slice(-KEEP_MESSAGES)

/**
 * Michael's conversation: state, streaming, typewriter and persistence. It lives as long as
 * the site layout, so a closed or minimised dialog keeps its conversation (and a reply in flight).
 */
export function useChat({ assistantName, greeting, leadThankYou }: ChatWidgetContent) {
  const [conversation, setConversation] = useState<Conversation>(loadConversation)
  const [busy, setBusy] = useState(false)
  const [typing, setTyping] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  // The latest finished reply, for the screen-reader live region; the id makes a repeat audible.
  const [announcement, setAnnouncement] = useState<{ id: number; text: string } | null>(null)
  // Guards against a second Enter before React re-renders with busy = true.
  const busyRef = useRef(false)
  const active = useRef<{ controller: AbortController; typewriter: Typewriter } | null>(null)
  const unmounted = useRef(false)

  useEffect(() => saveConversation(conversation), [conversation])
  useEffect(() => {
    unmounted.current = false
    return () => {
      unmounted.current = true
      active.current?.controller.abort()
      active.current?.typewriter.cancel()
    }
  }, [])

  /** Types `produce`'s text out as it streams in, then adds it as Michael's message, with its signature. */
  async function reveal(
    produce: (typewriter: Typewriter, signal: AbortSignal) => Promise<ChatReply>,
    after?: (c: Conversation) => Conversation,
  ): Promise<ChatReply> {
    busyRef.current = true
    setBusy(true)
    setTyping('')
    const controller = new AbortController()
    const typewriter = createTypewriter({ onUpdate: setTyping, instant: prefersReducedMotion() })
    active.current = { controller, typewriter }
    try {
      const produced = await produce(typewriter, controller.signal)
      const { message: reply, signature, greetingSignature } = produced
      await typewriter.finished()
      setConversation((current) => {
        const next = {
          ...current,
          messages: append(current.messages, {
            role: 'assistant',
            content: reply,
            ...(signature ? { signature } : {}),
          }),
          ...(greetingSignature ? { greetingSignature } : {}),
        }
        return after ? after(next) : next
      })
      setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text: `${assistantName}: ${reply}` }))
      return produced
    } finally {
      typewriter.cancel()
      active.current = null
      busyRef.current = false
      setBusy(false)
      setTyping(null)
    }
  }

  /**
   * Asks Michael to answer `history` (which ends with the visitor's message); his reply may ask for
   * the lead form, or come with the details the visitor typed into the chat: saved when complete,
   * else the form opens with them.
   */
  async function requestReply(history: ConversationMessage[]) {
    const leadCaptured = conversation.leadCaptured
    const reply = await reveal(
      async (typewriter, signal) => {
        const produced = await fetchReply({
          messages: toRequestMessages(greeting, history),
          onText: (part) => typewriter.push(part),
          signal,
        })
        // What the visitor told of themselves is in the form from the moment a reply opens it.
        const { details } = produced
        if (details && !leadCaptured) setConversation((current) => ({ ...current, leadDefaults: details }))
        return produced
      },
      (next) => {
        const reply = next.messages.at(-1)?.content ?? ''
        return !next.leadCaptured && asksForLeadDetails(reply) ? { ...next, leadFormOpen: true } : next
      },
    )
    if (reply.details && !leadCaptured) {
      const greetingSignature = reply.greetingSignature ?? conversation.greetingSignature
      const transcript: ConversationMessage[] = [
        { role: 'assistant', content: greeting, ...(greetingSignature ? { signature: greetingSignature } : {}) },
        ...history,
        { role: 'assistant', content: reply.message, ...(reply.signature ? { signature: reply.signature } : {}) },
      ]
      await saveTypedLead(reply.details, transcript)
    }
  }

  /**
   * The details the visitor typed into the chat, saved as a lead as the form saves one (Michael
   * has thanked them for their details). With one missing, or refused, the form opens with them
   * filled in: nothing typed is lost, and the visitor sees what is missing.
   */
  async function saveTypedLead(details: TypedDetails, transcript: ConversationMessage[]) {
    const { name, email, company, phone } = details
    const openForm = () =>
      setConversation((current) =>
        current.leadCaptured ? current : { ...current, leadDefaults: details, leadFormOpen: true },
      )
    if (!name || !email || !company) return openForm()
    try {
      await captureLead(
        { name, email, company, ...(phone ? { phone } : {}), source: 'chat', transcript: capTranscript(transcript) },
        { idempotencyKey: newIdempotencyKey() },
      )
    } catch (error) {
      if (unmounted.current) return
      openForm()
      leadNotSaved(error)
      return
    }
    leadSaved({ name, email, company }, transcript.find((line) => line.role === 'user')?.content)
    setConversation(withLeadCaptured)
  }

  function send(text: string) {
    const content = text.trim()
    if (content === '' || busyRef.current) return
    const message: ChatMessage = { role: 'user', content }
    const history = [...conversation.messages, message]
    setConversation((current) => ({ ...current, messages: append(current.messages, message) }))
    setDraft('')

    requestReply(history).catch(() => {
      if (unmounted.current) return
      // The visitor's message goes back into the input, so one press of Enter resends it.
      setConversation((current) => {
        const last = current.messages.at(-1)
        return last?.role === 'user' && last.content === content
          ? { ...current, messages: current.messages.slice(0, -1) }
          : current
      })
      setDraft((current) => (current.trim() === '' ? text : current))
      showToast('error', 'Error', FAILURE)
    })
  }

  /**
   * Asks again for the reply to the visitor's last message: the page was reloaded (or left) while
   * it came, and only the question was saved.
   */
  function resend() {
    if (busyRef.current || conversation.messages.at(-1)?.role !== 'user') return
    requestReply(conversation.messages).catch(() => {
      if (!unmounted.current) showToast('error', 'Error', FAILURE)
    })
  }

  /** The lead form saved the visitor's details: Michael thanks them and offers to book a call. */
  function onLeadCaptured() {
    setConversation(withLeadCaptured)
    if (busyRef.current) {
      setConversation((current) => ({
        ...current,
        messages: append(current.messages, { role: 'assistant', content: leadThankYou }),
      }))
      return
    }
    void reveal(async (typewriter) => {
      typewriter.push(leadThankYou)
      return { message: leadThankYou }
    }).catch(() => {})
  }

  return {
    ...conversation,
    busy,
    typing,
    draft,
    setDraft,
    announcement,
    /** The visitor's last message has no reply and none is on its way. */
    unanswered: !busy && conversation.messages.at(-1)?.role === 'user',
    send,
    resend,
    onLeadCaptured,
    closeLeadForm: () => setConversation((current) => ({ ...current, leadFormOpen: false })),
  }
}

export type Chat = ReturnType<typeof useChat>
