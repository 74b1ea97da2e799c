import { describe, expect, it } from 'vitest'
import { CHAT_KNOWLEDGE_QUERY, ChatKnowledgeError, toChatKnowledge } from '@/lib/chat/knowledge'
import { comparedSentences } from '@/lib/chat/local/retrieval'
import { createLocalSource } from '@/lib/content/local-source'

const result = await createLocalSource().fetch(CHAT_KNOWLEDGE_QUERY, {}, { tags: [] })

describe('chat knowledge from the CMS', () => {
  const knowledge = toChatKnowledge(result)

  it('has Michael’s greeting, prompt, discovery questions and scripted replies', () => {
    expect(knowledge.assistantName).toBe('Michael')
    expect(knowledge.greeting).toMatch(/^Hi, I'm Michael — your AI agent guide at Kestrel AI\./)
    expect(knowledge.discoveryQuestions.length).toBeGreaterThan(2)
    expect(knowledge.replies.weekend).toBe(
      "Unfortunately, we can't offer any times over the weekend. Is there a weekday that works for you?",
    )
    expect(knowledge.replies.nonEnglish).toBe(
      'I currently support English. Could you please ask your question in English?',
    )
  })

  it('has the seven products in order, with prices', () => {
    expect(knowledge.products.map((p) => p.name)).toEqual([
      'AI Voice Chat',
      'AI Receptionist',
      'AI Email Agent',
      'AI SMS-Text Agent',
      'AI Workflow Agent',
      'Virtual SE',
      'OutboundAI',
    ])
    expect(knowledge.products.every((p) => p.startingPrice && p.benefits.length > 0)).toBe(true)
  })

  it('has the pricing plans of the pricing page and FAQs from every page, without repeats', () => {
    expect(knowledge.plans.map((plan) => plan.name)).toEqual(['Starter', 'Growth', 'Scale'])
    expect(knowledge.faqs.length).toBeGreaterThan(20)
    expect(new Set(knowledge.faqs.map((f) => f.question)).size).toBe(knowledge.faqs.length)
  })

  it('gives each plan its column of the comparison table, and phrases a row for a reply', () => {
    const [starter] = knowledge.plans
    expect(starter!.compared).toContainEqual({ feature: 'Phone numbers', value: '1' })
    expect(comparedSentences(starter!, knowledge.plans)).toEqual(
      expect.arrayContaining([
        'Setup fee on Starter: None.',
        'Starter comes with 1 phone number.',
        'Starter comes with up to 2 integrations.',
        'Website chat widget: included in Starter.',
        'Custom workflows: not included in Starter; included in Scale ($1,497 per month).',
      ]),
    )
  })

  it('has the vocabulary marketers keep: aliases, other wordings of FAQs, industry words, topics and articles', () => {
    expect(knowledge.products.every((p) => p.aliases.length > 0)).toBe(true)
    expect(knowledge.faqs.find((f) => /private and secure/.test(f.question))?.alternateQuestions).toContain(
      'Is my data safe with you?',
    )
    expect(knowledge.topics).toContain('integrations')
    expect(knowledge.articles.length).toBeGreaterThan(5)
    expect(knowledge.articles.every((a) => /^\/(blog|news)\//.test(a.path))).toBe(true)
  })

  it('reads the proof and the people a visitor reads: case studies, customers, the team and open roles', () => {
    const section = (kind: RegExp) => knowledge.sections.find((s) => kind.test(s.kind ?? ''))
    expect(section(/case studies/)?.text).toMatch(
      /^Bayview Family Dental \(three-chair family dental practice\): 1,000 appointments booked in seven months\. /m,
    )
    expect(section(/customers/)?.text).toMatch(/Riverside Plumbing \([^)]+\), Bayview Family Dental/)
    expect(section(/team/)?.text).toMatch(/^Daniel Brooks, Co-founder and CEO\. Daniel started Kestrel AI/m)
    expect(section(/jobs/)?.text).toMatch(
      /^Voice AI Engineer \(Engineering, Remote \(United States\), Full-time\): \S/m,
    )
    // A customer's own words stay out, as they always have.
    expect(knowledge.sections.some((s) => s.text.includes('We used to answer quote requests the next afternoon'))).toBe(
      false,
    )
  })

  it('reads what every page shows around its sections: the closing call to action and the phone number', () => {
    const contact = knowledge.sections.filter((s) => s.path === '/contact' && s.kind)
    expect(contact.map((s) => s.text)).toEqual([
      expect.stringMatching(/^Book a free 30-minute design consultation\. We map one workflow/),
      'You can call Kestrel AI on +1 (212) 555-0147.',
    ])
    // Settings without them add nothing, and nothing breaks.
    const bare = toChatKnowledge({ ...result, chrome: { phone: null, closingCta: null } })
    expect(bare.sections.filter((s) => s.path === '/contact' && s.kind)).toEqual([])
  })

  it('merges an industry named on several pages into one, with the words from whichever page has them', () => {
    const lawFirms = knowledge.industries.filter((i) => i.name === 'Law firms')
    expect(lawFirms).toHaveLength(1)
    expect(lawFirms[0]!.terms).toContain('attorney')
    expect(lawFirms[0]!.businessName).toBe('law firm')
    // The description of the entry that carries the words comes first; the others follow.
    expect(lawFirms[0]!.descriptions[0]).toMatch(/^Intake by practice area/)
    expect(lawFirms[0]!.descriptions.length).toBeGreaterThan(1)
    // Industries only Michael's document names are recognised too.
    expect(knowledge.industries.find((i) => i.name === 'Plumbing')?.terms).toContain('plumber')
  })

  it('fails clearly when Michael’s document is missing', () => {
    expect(() => toChatKnowledge({ ...result, assistant: null })).toThrow(ChatKnowledgeError)
  })
})
