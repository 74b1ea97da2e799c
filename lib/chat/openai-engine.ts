import OpenAI from 'openai'
import { LEAK_WORDS, promptGuard, withoutLastWords } from './prompt-guard'
import { buildSystemPrompt, detailsNote } from './system-prompt'
import { type ChatDelta, type ChatEngine, ChatEngineError, type ChatReplyInput } from './types'

export type OpenAIEngineOptions = {
  apiKey: string
  /** Any OpenAI-compatible server (Ollama, vLLM, a proxy, a test server). */
  baseURL?: string
  model: string
  timeoutMs: number
  /** Tokens the system prompt's grounding may take (SYSTEM_PROMPT_TOKEN_BUDGET unless given). */
  promptTokenBudget?: number
}

/** Michael answers at temperature 0.7. Replies are short; the cap bounds cost and latency. */
const TEMPERATURE = 0.7
const MAX_COMPLETION_TOKENS = 600

/** The details note (detailsNote), which never costs the visitor the reply: none when it cannot be read. */
function noteOn(knowledge: ChatReplyInput['knowledge'], messages: ChatReplyInput['messages']): string | undefined {
  try {
    return detailsNote(knowledge, messages)
  } catch {
    return undefined
  }
}

/** Michael on OpenAI chat completions, streamed. */
export function createOpenAIEngine(options: OpenAIEngineOptions): ChatEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    // One retry, for a refused connection or a 5xx; the deadline below still bounds the wait.
    maxRetries: 1,
  })

  return {
    kind: 'openai',
    async *reply({ messages, knowledge, signal }: ChatReplyInput): AsyncIterable<ChatDelta> {
      // The prompt first: choosing passages builds the search index on the first request after a
      // content change (about half a second), which is no wait for the model.
      const system = buildSystemPrompt(knowledge, messages, options.promptTokenBudget)
      // After the conversation, so the prompt and the messages before stay the provider's cached prefix.
      const note = noteOn(knowledge, messages)
      // OPENAI_TIMEOUT_MS bounds how long the model takes to begin the reply, the retry included:
      // the client's own timeout is per attempt, so a hanging upstream would double it.
      const deadline = new AbortController()
      const timer = setTimeout(() => deadline.abort(), options.timeoutMs)
      const aborted = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal
      const fail = (error: unknown) =>
        toEngineError(deadline.signal.aborted ? new OpenAI.APIConnectionTimeoutError() : error)

      try {
        let stream
        try {
          stream = await client.chat.completions.create(
            {
              model: options.model,
              temperature: TEMPERATURE,
              max_tokens: MAX_COMPLETION_TOKENS,
              stream: true,
              stream_options: { include_usage: true },
              messages: [
                { role: 'system', content: system },
                ...messages,
                ...(note ? [{ role: 'system' as const, content: note }] : []),
              ],
            },
            { signal: aborted },
          )
        } catch (error) {
          throw fail(error)
        }

        let produced = false
        // The last words stay back until the next ones arrive, so a quote of the instructions is
        // caught before any of it is shown; the visitor gets the off-topic reply instead.
        const guard = promptGuard(knowledge)
        let shown = ''
        let held = ''
        try {
          for await (const chunk of stream) {
            const text = chunk.choices[0]?.delta?.content
            if (text) {
              if (!produced) clearTimeout(timer)
              produced = true
              held += text
              if (guard.leaks(shown + held)) {
                yield { type: 'text', text: `${shown ? ' ' : ''}${knowledge.replies.offTopic}` }
                return
              }
              const ready = withoutLastWords(held, LEAK_WORDS)
              if (ready > 0) {
                yield { type: 'text', text: held.slice(0, ready) }
                shown += held.slice(0, ready)
                held = held.slice(ready)
              }
            }
            if (chunk.usage) {
              yield {
                type: 'usage',
                usage: {
                  promptTokens: chunk.usage.prompt_tokens,
                  completionTokens: chunk.usage.completion_tokens,
                  totalTokens: chunk.usage.total_tokens,
                },
              }
            }
          }
        } catch (error) {
          throw fail(error)
        }
        if (held) yield { type: 'text', text: held }
        if (!produced) throw new ChatEngineError('No response returned from OpenAI')
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

function toEngineError(error: unknown): ChatEngineError {
  if (error instanceof ChatEngineError) return error
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ChatEngineError(
      'Failed to generate chat completion: the model did not answer in time',
      'Request timed out.',
      504,
    )
  }
  if (error instanceof OpenAI.APIError) {
    // The upstream's own message: the visitor's error shows the error the server provided.
    const upstream = (error.error as { message?: unknown } | undefined)?.message
    const details =
      typeof upstream === 'string' && upstream ? upstream : error.message || `Upstream answered ${error.status}`
    return new ChatEngineError(`Failed to generate chat completion: ${details}`, details)
  }
  const details = error instanceof Error ? error.message : String(error)
  return new ChatEngineError(`Failed to generate chat completion: ${details}`, details)
}
