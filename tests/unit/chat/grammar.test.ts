import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, toChatKnowledge } from '@/lib/chat/knowledge'
import { composeReply } from '@/lib/chat/local/compose'
import { agree, withArticle } from '@/lib/chat/local/text'
import { createLocalSource } from '@/lib/content/local-source'

const knowledge = toChatKnowledge(await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] }))
const reply = (...said: string[]) =>
  composeReply(
    said.map((content) => ({ role: 'user' as const, content })),
    knowledge,
  )

describe('the words Michael puts around the CMS’s', () => {
  it('chooses "a" or "an" by sound', () => {
    expect(withArticle('HVAC company')).toBe('an HVAC company')
    expect(withArticle('electrician')).toBe('an electrician')
    expect(withArticle('orthodontic office')).toBe('an orthodontic office')
    expect(withArticle('CPA firm')).toBe('a CPA firm')
    expect(withArticle('unit owner')).toBe('a unit owner')
    expect(withArticle('dental practice')).toBe('a dental practice')
  })

  it('makes a counted noun agree with its count', () => {
    expect(agree('2 location')).toBe('2 locations')
    expect(agree('one locations')).toBe('one location')
    expect(agree('3 branch')).toBe('3 branches')
    expect(agree('3 locations and 12 team members')).toBe('3 locations and 12 team members')
    expect(agree('1 shop')).toBe('1 shop')
  })
})

describe('generated replies', () => {
  it('write "an HVAC company" however the visitor typed it', () => {
    const text = reply('we are a hvac company with 2 location')
    expect(text).toMatch(/\ban HVAC company\b/)
    expect(text).not.toMatch(/\ba hvac\b/i)
    expect(text).toMatch(/\b2 locations\b/)
  })

  it('keep one location singular and never repeat a wrong article', () => {
    const text = reply('its a small bakery, just one location')
    expect(text).not.toMatch(/\bone locations\b/)
    expect(reply('im a electrician, one man show')).not.toMatch(/\ba electric/i)
  })

  it('never say "a" before a vowel sound in a reply about a business', () => {
    for (const business of [
      'we run an orthodontic office',
      'we are an insurance agency',
      'we are an HVAC contractor',
    ]) {
      expect(reply(business)).not.toMatch(/\ba (?:[aeio]\w+|HVAC)\b/)
    }
  })
})
