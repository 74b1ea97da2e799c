/** The replay set's pass rate: the local engine always, a model too when OPENAI_API_KEY and OPENAI_BASE_URL are set. */
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '../../lib/chat/knowledge'
import { createLocalEngine } from '../../lib/chat/local-engine'
import { composeReply } from '../../lib/chat/local/compose'
import { applyPolicy } from '../../lib/chat/policy'
import { createOpenAIEngine } from '../../lib/chat/openai-engine'
import type { ChatEngine } from '../../lib/chat/types'
import { parseConfig } from '../../lib/config'
import { createLocalSource } from '../../lib/content/local-source'
import { conversations } from '../../tests/replay/conversations'
import { replay } from '../../tests/replay/replay'
import { percentile } from './load'

/** The engine alone, in this process: policy and reply for each turn of the replay set, 10 rounds. */
async function engineTimes(): Promise<string> {
  const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
  const times: number[] = []
  for (let round = 0; round < 10; round++) {
    for (const conversation of conversations) {
      const messages: { role: 'user' | 'assistant'; content: string }[] = [
        { role: 'assistant', content: knowledge.greeting },
      ]
      for (const turn of conversation.turns.filter((t) => t.say.trim() && t.say.length <= 2_000)) {
        messages.push({ role: 'user', content: turn.say })
        const started = performance.now()
        const decision = applyPolicy(messages, knowledge)
        const reply = decision.kind === 'reply' ? decision.reply : composeReply(messages, knowledge)
        if (round > 0) times.push(performance.now() - started)
        messages.push({ role: 'assistant', content: reply })
      }
    }
  }
  times.sort((a, b) => a - b)
  return `${'local engine, in process'.padEnd(34)} p50 ${percentile(times, 50).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms   over ${times.length} replies (search index built)`
}

async function passRate(label: string, engine: ChatEngine): Promise<string[]> {
  const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
  const failed: string[] = []
  for (const conversation of conversations) {
    const { failures } = await replay(conversation, engine, knowledge)
    if (failures.length > 0) failed.push(`  ✗ ${conversation.category}: ${conversation.name}: ${failures[0]}`)
  }
  const passed = conversations.length - failed.length
  return [
    `${label.padEnd(34)} ${passed}/${conversations.length} conversations pass (${((100 * passed) / conversations.length).toFixed(1)}%)`,
    ...failed,
  ]
}

export async function benchReplay(): Promise<string[]> {
  const lines = ['Replay set (tests/replay): each conversation through POST /api/chat, every expectation met']
  lines.push(await engineTimes())
  lines.push(...(await passRate('local engine', createLocalEngine())))
  const { chat } = parseConfig(process.env)
  if (chat.engine === 'openai' && chat.baseURL)
    lines.push(...(await passRate(`${chat.model} at ${chat.baseURL}`, createOpenAIEngine(chat))))
  else lines.push('  (a model is judged too when OPENAI_API_KEY and OPENAI_BASE_URL are both set)')
  return lines
}
