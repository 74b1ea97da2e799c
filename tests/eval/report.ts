import type { ChatEngine, ChatKnowledge } from '@/lib/chat/types'
import { conversations } from '../replay/conversations'
import { replay } from '../replay/replay'
import { EVAL_PATTERNS, type Evaluation, formatTally, percentile, type Tally } from './judge'

/** What tests/eval/run.ts and the bench (scripts/bench/chat-eval.ts) print about an evaluation. */

export const label = (text: string) => text.padEnd(28)

/** The replay set's conversations that pass, judged by tests/replay/replay.ts. */
export async function replayTally(engine: ChatEngine, knowledge: ChatKnowledge): Promise<Tally> {
  let passed = 0
  for (const conversation of conversations)
    if ((await replay(conversation, engine, knowledge)).failures.length === 0) passed++
  return { passed, total: conversations.length }
}

/** Each half's pass rate, then (unless `halvesOnly`) each pattern's and the reply times. */
export function reportLines(evaluation: Evaluation, { halvesOnly = false } = {}): string[] {
  const { halves, times } = evaluation
  const lines = [
    `${label('  tuning half')} ${formatTally(halves.tuning)}`,
    `${label('  held-out half')} ${formatTally(halves['held-out'])}`,
  ]
  if (halvesOnly) return lines
  for (const pattern of EVAL_PATTERNS) {
    const { tuning, 'held-out': heldOut } = evaluation.byPattern[pattern]
    lines.push(
      `${label(`    ${pattern}`)} tuning ${tuning.passed}/${tuning.total}, held-out ${heldOut.passed}/${heldOut.total}`,
    )
  }
  lines.push(
    `${label('  reply time')} p50 ${percentile(times, 50).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms   over ${times.length} replies`,
  )
  return lines
}

/** The development set's pass rate (tests/eval/dev-cases.ts), on one line. */
export const devLine = ({ results }: Evaluation) =>
  `${label('  development set')} ${formatTally({ passed: results.filter((r) => r.passed).length, total: results.length })}`
