/**
 * The evaluation set without a build: `npx tsx --conditions=react-server tests/eval/run.ts`.
 * Plays every case through POST /api/chat in process (the policy, then the local engine, as
 * tests/replay/replay.ts does) and prints the pass rate of the tuning half, the held-out half and
 * the replay set, reply times, and the two engines that must fail. It reports; it asserts no target.
 * `--failures` lists the tuning half's failures; the held-out half's are never printed (cases.ts).
 * The development set (dev-cases.ts) is played the same way and printed as one line under each
 * engine; `--dev-failures` lists its failing cases, which are tuning data.
 */
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { createLocalEngine } from '@/lib/chat/local-engine'
import { createLocalSource } from '@/lib/content/local-source'
import { catalogue, echo, fixedEngine } from './baselines'
import { evalCases } from './cases'
import { devCases } from './dev-cases'
import { evaluate, formatTally, throughHandler } from './judge'
import { devLine, label, replayTally, reportLines } from './report'

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const engine = createLocalEngine()
const local = await evaluate(evalCases, throughHandler(engine, knowledge))
const localDev = await evaluate(devCases, throughHandler(engine, knowledge))
const lines = [`Evaluation set (tests/eval): ${evalCases.length} cases through POST /api/chat, in process`]
lines.push('local engine', ...reportLines(local))
lines.push(`${label('  replay set')} ${formatTally(await replayTally(engine, knowledge))}`)
lines.push(devLine(localDev))
for (const [name, reply] of [
  ['echo (must fail)', echo],
  ['whole catalogue (must fail)', () => catalogue(knowledge)],
] as const) {
  const baseline = await evaluate(evalCases, throughHandler(fixedEngine(reply), knowledge))
  const baselineDev = await evaluate(devCases, throughHandler(fixedEngine(reply), knowledge))
  lines.push(name, ...reportLines(baseline, { halvesOnly: true }), devLine(baselineDev))
}
if (process.argv.includes('--failures')) {
  lines.push('', 'Tuning half, failing cases (the held-out half is not shown):')
  for (const result of local.results.filter((r) => r.half === 'tuning' && !r.passed)) {
    lines.push(`✗ ${result.case.id}: ${result.case.about}`)
    for (const failure of result.failures) lines.push(`    ${failure}`)
    result.replies.forEach((reply, i) => lines.push(`    ${i + 1}. ${reply}`))
  }
}
if (process.argv.includes('--dev-failures')) {
  lines.push('', 'Development set, failing cases:')
  for (const result of localDev.results.filter((r) => !r.passed)) {
    lines.push(`✗ ${result.case.id} (${result.case.pattern}): ${result.case.about}`)
    for (const failure of result.failures) lines.push(`    ${failure}`)
    result.replies.forEach((reply, i) => lines.push(`    ${i + 1}. ${reply}`))
  }
}
console.log(lines.join('\n'))
