import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { eagerCompileChunks, wrapModuleFactories } from '@/scripts/eager-compile'

/** A chunk as Turbopack writes it: the script, then module ids each followed by its factory. */
const chunk = (...modules: string[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,` +
  modules.map((factory, index) => `${101 + index},${factory}`).join(',') +
  `]);`

/** Runs a chunk and each of its factories, as Turbopack's runtime does: what each module exported. */
function exportsOf(code: string): unknown[] {
  const context = vm.createContext({})
  vm.runInContext(code, context)
  const [entries] = (context as { TURBOPACK: unknown[][] }).TURBOPACK
  const factories = entries!.filter((entry): entry is (...args: unknown[]) => void => typeof entry === 'function')
  return factories.map((factory) => {
    const record = { exports: undefined as unknown }
    factory.call({ not: 'the global' }, { v: (value: unknown) => (record.exports = value) }, record)
    return record.exports
  })
}

describe('wrapModuleFactories (npm run build)', () => {
  const built = chunk(
    `(e,t,r)=>{"use strict";function n(a){return a*2}e.v(n(21))}`,
    `e=>{e.v([1,2,3].map(x=>x+1))}`,
    `(e,t)=>{class A{m(){return this}}e.v(typeof new A().m())}`,
  )

  it('makes every module factory a parenthesised function, which V8 compiles as the script streams in', () => {
    const { code, wrapped, factories } = wrapModuleFactories(built)
    expect(wrapped).toBe(3)
    expect(factories).toBe(3)
    expect(code).toContain(`101,(function(e,t,r){"use strict";function n(a){return a*2}e.v(n(21))})`)
    expect(code).toContain(`102,(function(e){e.v([1,2,3].map(x=>x+1))})`)
    expect(code).not.toMatch(/\d+,\(?\(?[a-z,]*\)?=>\{/)
  })

  it('changes nothing the modules do', () => {
    const { code } = wrapModuleFactories(built)
    expect(exportsOf(code)).toEqual([42, [2, 3, 4], 'object'])
    expect(exportsOf(code)).toEqual(exportsOf(built))
  })

  it("leaves an arrow factory that uses its surroundings' this or arguments, where a function would differ", () => {
    const own = chunk(
      `e=>{e.v(typeof this)}`,
      `e=>{const f=()=>this;e.v(f()===globalThis)}`,
      `e=>{e.v(function(){return this}.call(7)==7)}`,
      `(e,t,r=this)=>{e.v(typeof r)}`,
    )
    const { code, wrapped, factories } = wrapModuleFactories(own)
    expect(factories).toBe(4)
    // Only the third: its `this` is its own nested function's.
    expect(wrapped).toBe(1)
    expect(exportsOf(code)).toEqual(exportsOf(own))
    expect(exportsOf(code)).toEqual(['object', true, true, 'object'])
  })

  it('changes a chunk once: rewritten again, it stays the same', () => {
    const once = wrapModuleFactories(built)
    const twice = wrapModuleFactories(once.code)
    expect(twice.code).toBe(once.code)
    expect(twice.wrapped).toBe(0)
    expect(twice.factories).toBe(3)
  })

  it('leaves code that is not a chunk of modules, and code it cannot parse, as it is', () => {
    const runtime = `(()=>{const handlers=[1,x=>x];globalThis.r=handlers})();`
    expect(wrapModuleFactories(runtime)).toEqual({ code: runtime, wrapped: 0, factories: 0 })
    const broken = `${built} (`
    const result = wrapModuleFactories(broken)
    expect(result.code).toBe(broken)
    expect(result.wrapped).toBe(0)
    expect(result.error).toMatch(/^does not parse/)
  })
})

describe('eagerCompileChunks (npm run build)', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it("rewrites a build's scripts in place and says what it left", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'eager-compile-'))
    const file = (name: string) => path.join(dir!, name)
    writeFileSync(file('a.js'), chunk(`e=>{e.v(1)}`, `e=>{e.v(2)}`))
    writeFileSync(file('broken.js'), 'push([1,e=>{')
    writeFileSync(file('styles.css'), '.a{b:c}')
    expect(eagerCompileChunks(dir)).toEqual({
      files: 1,
      wrapped: 2,
      skipped: [expect.stringMatching(/^broken\.js: does not parse/)],
    })
    expect(exportsOf(readFileSync(file('a.js'), 'utf8'))).toEqual([1, 2])
    expect(readFileSync(file('a.js'), 'utf8')).toContain('(function(e){e.v(1)})')
    expect(readFileSync(file('broken.js'), 'utf8')).toBe('push([1,e=>{')
    expect(readFileSync(file('styles.css'), 'utf8')).toBe('.a{b:c}')
  })
})
