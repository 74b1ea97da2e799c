// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { inboxCommand, isTyping, moveSelection } from '@/lib/staff/inbox-keys'

const press = (key: string, target: EventTarget | null = document.body, modifiers = {}) =>
  inboxCommand({ key, target, ...modifiers })

describe('the inbox’s keyboard', () => {
  it('reads j, k, / and ? as commands, and nothing else', () => {
    expect(press('j')).toBe('next')
    expect(press('k')).toBe('previous')
    expect(press('/')).toBe('search')
    expect(press('?')).toBe('help')
    expect(press('Enter')).toBeNull()
    expect(press('J')).toBeNull()
    expect(press('x')).toBeNull()
  })

  it('never takes a key typed in a field, or pressed with a modifier (the browser’s own shortcuts)', () => {
    document.body.innerHTML = `<input id="i"><textarea id="t"></textarea><select id="s"></select><div id="e" contenteditable="true"><b id="b">x</b></div><a id="a" href="#">lead</a>`
    for (const id of ['i', 't', 's', 'b']) {
      expect(isTyping(document.getElementById(id)), id).toBe(true)
      expect(press('j', document.getElementById(id)), id).toBeNull()
    }
    expect(press('j', document.getElementById('a'))).toBe('next')
    expect(press('j', document.body, { ctrlKey: true })).toBeNull()
    expect(press('/', document.body, { metaKey: true })).toBeNull()
    expect(press('k', document.body, { altKey: true })).toBeNull()
  })

  it('moves one lead at a time, from none to the first (j) or the last (k), and stops at the ends', () => {
    expect(moveSelection(-1, 3, 'next')).toBe(0)
    expect(moveSelection(-1, 3, 'previous')).toBe(2)
    expect(moveSelection(0, 3, 'next')).toBe(1)
    expect(moveSelection(2, 3, 'next')).toBe(2)
    expect(moveSelection(0, 3, 'previous')).toBe(0)
    expect(moveSelection(5, 3, 'next')).toBe(0)
    expect(moveSelection(-1, 0, 'next')).toBe(-1)
  })
})
