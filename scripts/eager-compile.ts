/**
 * Lets the browser compile the build's module code while it downloads, instead of on the main
 * thread when the page starts.
 *
 * Turbopack writes each browser module as an arrow function in its chunk (`id, (e, t, r) => {…}`),
 * which V8 only pre-parses while the script streams in: the first call, when the page's modules are
 * run before hydration, parses and compiles the whole module on the main thread. For React's chunk
 * alone that was two parses of 30 to 40 ms each on Lighthouse's 4x-slowed phone, inside the
 * start-up task that is most of the page's total blocking time (docs/benchmarks.md). V8 takes a
 * function expression in parentheses for one about to be called and compiles it eagerly, on its
 * streaming thread, as the script arrives; so each factory is rewritten as one:
 * `id, (function (e, t, r) {…})`. Only the factory itself is compiled early: the functions inside a
 * module stay lazy, as before.
 *
 * Only the factories of a Turbopack chunk's `push([...])` are touched, and only those that do not
 * use `this`, `arguments`, `super` or `new.target` at their own level (where an arrow function and
 * a function differ). A chunk that does not parse, or would not parse once rewritten, is left as is.
 * Run on a build's static files by `prepareStandalone` (scripts/standalone.ts), before the Brotli
 * copies are made; running it again changes nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Node, parse } from 'acorn'

type AnyNode = Node & Record<string, unknown>

/** Whether code (a function's body or parameter) refers to what an arrow function takes from its surroundings. */
function usesOwnContext(code: Node): boolean {
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    if (Array.isArray(node)) return node.some(visit)
    const n = node as AnyNode
    if (typeof n.type !== 'string') return false
    if (n.type === 'ThisExpression' || n.type === 'Super' || n.type === 'MetaProperty') return true
    if (n.type === 'Identifier') return n.name === 'arguments'
    // A nested function has its own; a nested arrow function shares the factory's.
    if (n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration') return false
    // Inside a class, only what is computed in the factory's context: the superclass and computed keys.
    if (n.type === 'ClassExpression' || n.type === 'ClassDeclaration') {
      const members = (n.body as { body: AnyNode[] }).body
      return visit(n.superClass) || members.some((member) => member.computed === true && visit(member.key))
    }
    return Object.entries(n).some(([key, value]) => key !== 'type' && typeof value === 'object' && visit(value))
  }
  return visit(code)
}

const parseScript = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'script' })

/**
 * A chunk's code with its module factories as parenthesised function expressions: how many it
 * rewrote, and how many factories it found (rewritten now, earlier, or left because they use their
 * own `this`). `error` says why a chunk was left as it was.
 */
export function wrapModuleFactories(code: string): {
  code: string
  wrapped: number
  factories: number
  error?: string
} {
  let program
  try {
    program = parseScript(code)
  } catch (error) {
    return { code, wrapped: 0, factories: 0, error: `does not parse: ${(error as Error).message}` }
  }
  const edits: { start: number; end: number; text: string }[] = []
  let factories = 0
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement') continue
    const call = statement.expression
    if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') continue
    const { property } = call.callee
    if (property.type !== 'Identifier' || property.name !== 'push') continue
    const list = call.arguments[0]
    if (list?.type !== 'ArrayExpression') continue
    list.elements.forEach((element, index) => {
      // A module factory follows its module's id.
      const id = list.elements[index - 1]
      if (!element || id?.type !== 'Literal' || typeof id.value !== 'number') return
      if (element.type === 'FunctionExpression') factories++
      if (element.type !== 'ArrowFunctionExpression') return
      factories++
      if (element.async || element.body.type !== 'BlockStatement') return
      if (usesOwnContext(element.body) || element.params.some(usesOwnContext)) return
      const params = element.params.map((param) => code.slice(param.start, param.end)).join(',')
      edits.push({ start: element.start, end: element.body.start, text: `(function(${params})` })
      edits.push({ start: element.end, end: element.end, text: ')' })
    })
  }
  if (edits.length === 0) return { code, wrapped: 0, factories }
  let wrappedCode = code
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    wrappedCode = wrappedCode.slice(0, start) + text + wrappedCode.slice(end)
  try {
    parseScript(wrappedCode)
  } catch (error) {
    return { code, wrapped: 0, factories, error: `would not parse once rewritten: ${(error as Error).message}` }
  }
  return { code: wrappedCode, wrapped: edits.length / 2, factories }
}

/** Rewrites the module factories of every script under a build's static folder, in place. */
export function eagerCompileChunks(staticDir: string): { files: number; wrapped: number; skipped: string[] } {
  let files = 0
  let wrapped = 0
  const skipped: string[] = []
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const file = path.join(entry.parentPath, entry.name)
    const result = wrapModuleFactories(readFileSync(file, 'utf8'))
    if (result.error) skipped.push(`${path.relative(staticDir, file)}: ${result.error}`)
    if (result.wrapped === 0) continue
    writeFileSync(file, result.code)
    files++
    wrapped += result.wrapped
  }
  return { files, wrapped, skipped }
}
