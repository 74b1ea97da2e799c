import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { applyPolicy } from '@/lib/chat/policy'
import { composeReply } from '@/lib/chat/local/compose'
import { createLocalSource } from '@/lib/content/local-source'
import type { ChatMessage } from '@/lib/chat/types'
const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const convs: string[][] = JSON.parse(process.argv[2]!)
for (const turns of convs) {
  const messages: ChatMessage[] = [{ role: 'assistant', content: knowledge.greeting }]
  for (const t of turns) {
    messages.push({ role: 'user', content: t })
    const p = applyPolicy(messages, knowledge)
    const reply = p.kind === 'reply' ? `[${p.reason}] ${p.reply}` : composeReply(messages, knowledge)
    console.log(`> ${t}\n${reply}\n`)
    messages.push({ role: 'assistant', content: reply })
  }
  console.log('-----')
}
