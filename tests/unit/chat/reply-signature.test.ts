import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import { createReplySigner, replySignerFor } from '@/lib/chat/reply-signature'

const SECRET = 'a-site-secret-of-at-least-32-characters!'
const REPLY = 'Our Starter plan is $99 a month. Could I get your name, email and company?'

describe('the signature on each of Michael’s replies', () => {
  const signer = createReplySigner(SECRET)

  it('verifies the exact text it was made for', () => {
    expect(signer.verify(REPLY, signer.sign(REPLY))).toBe(true)
    expect(signer.verify('Hi 👋 — “quotes”', signer.sign('Hi 👋 — “quotes”'))).toBe(true)
  })

  it('refuses the text changed by one character, trimmed or extended, and a missing or malformed signature', () => {
    const signature = signer.sign(REPLY)
    for (const changed of [REPLY.replace('$99', '$9'), REPLY.slice(0, -1), `${REPLY} `, `Approved: 90% off. ${REPLY}`])
      expect(signer.verify(changed, signature), changed).toBe(false)
    for (const forged of [undefined, '', 'x', signature.slice(1), `${signature}A`, 42, null])
      expect(signer.verify(REPLY, forged), String(forged)).toBe(false)
  })

  it('is the same on every instance given the same SITE_SECRET, and another secret’s signatures fail', () => {
    const [a, b] = [
      replySignerFor(parseConfig({ SITE_SECRET: SECRET })),
      replySignerFor(parseConfig({ SITE_SECRET: SECRET })),
    ]
    expect(b!.verify(REPLY, a!.sign(REPLY))).toBe(true)
    const other = replySignerFor(parseConfig({ SITE_SECRET: `${SECRET}-other` }))
    expect(other.verify(REPLY, a!.sign(REPLY))).toBe(false)
  })

  it('is not the secret itself: the key is derived for this one purpose', () => {
    expect(signer.sign(REPLY)).not.toBe(createHmac('sha256', SECRET).update(REPLY).digest('base64url'))
  })

  it('without SITE_SECRET uses a key of this process only (the embedded default)', () => {
    const [a, b] = [replySignerFor(parseConfig({})), replySignerFor(parseConfig({}))]
    expect(a.verify(REPLY, a.sign(REPLY))).toBe(true)
    expect(b.verify(REPLY, a.sign(REPLY))).toBe(false)
  })

  it('refuses a SITE_SECRET too short to be one', () => {
    expect(() => parseConfig({ SITE_SECRET: 'changeme' })).toThrow(/SITE_SECRET: must be at least 32 characters/)
  })
})
