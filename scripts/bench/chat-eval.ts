/** The evaluation set (tests/eval) against the built site: each half's pass rate, the development set's, the replay set's, reply times. */
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '../../lib/chat/knowledge'
import { createLocalEngine } from '../../lib/chat/local-engine'
import { createLocalSource } from '../../lib/content/local-source'
import { evalCases } from '../../tests/eval/cases'
import { devCases } from '../../tests/eval/dev-cases'
import { evaluate, formatTally, overHttp } from '../../tests/eval/judge'
import { devLine, label, replayTally, reportLines } from '../../tests/eval/report'

/** Plays every case to `url`'s POST /api/chat, one reply at a time (the reply times are over HTTP). */
export async function benchEval(url: string): Promise<string[]> {
  const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
  const evaluation = await evaluate(evalCases, overHttp(url, knowledge))
  const development = await evaluate(devCases, overHttp(url, knowledge))
  const failed = [...evaluation.results, ...development.results].flatMap((r) =>
    r.failures.filter((f) => /: answered \d{3} /.test(f)),
  )
  return [
    `Evaluation set (tests/eval): ${evalCases.length} cases against the built site's POST /api/chat (local engine)`,
    ...reportLines(evaluation),
    devLine(development),
    `${label('  replay set')} ${formatTally(await replayTally(createLocalEngine(), knowledge))} (in process)`,
    ...(failed.length > 0 ? [`  ✗ ${failed.length} replies were errors, first: ${failed[0]}`] : []),
  ]
}
