/**
 * Michael's evaluation set: FROZEN. Once committed, neither this file nor tests/eval/cases/**
 * changes (no case added, removed, reworded or re-judged); a later need is a new set beside it.
 *
 * The split is fixed by rule, not by hand: a case whose id hashes to an even number (FNV-1a over
 * the id's UTF-16 code units, `halfOf` in tests/eval/judge.ts) is in the TUNING half; odd, in the
 * HELD-OUT half. Engine changes may be tried against the tuning half, its failures read and
 * chased. No change may be tuned on the held-out half: read its pass rate only, never its
 * failures, and report it beside the tuning rate (`npx tsx --conditions=react-server
 * tests/eval/run.ts` prints failures for the tuning half only).
 *
 * The cases are written as small-business owners type (lowercase, typos, run-on, non-native
 * English), and every expectation comes from the seed content (studio/seed): prices, plans,
 * products, policies. Where the site does not say something, the case asks for an honest
 * non-answer and forbids the invented claim. Expectations judge substance, in any-of groups of
 * case-insensitive patterns, so a model's answer is held to the same cases as the local engine's.
 */
import { capabilityCases } from './cases/capability'
import { contentCases } from './cases/content'
import { grammarCases } from './cases/grammar'
import { inventionCases } from './cases/invention'
import { memoryCases } from './cases/memory'
import { rulesCases } from './cases/rules'
import type { EvalCase } from './judge'

export const evalCases: readonly EvalCase[] = [
  ...contentCases,
  ...capabilityCases,
  ...memoryCases,
  ...inventionCases,
  ...rulesCases,
  ...grammarCases,
]
