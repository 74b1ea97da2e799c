import { describe, expect, it } from 'vitest'
import { leadFormType } from '@/lib/content/sections/lead-form/schema'
import { LEAD_FORM_SOURCES } from '@/lib/leads/capture/sources'
import { leadInputSchema } from '@/lib/leads/capture/validation'

const valid = { name: 'Dana Reyes', email: 'dana@reyesplumbing.com', company: 'Reyes Plumbing' }

describe('the sources a lead may name', () => {
  it('are the choices the Studio offers for a contact form, each taken by the server', () => {
    const field = leadFormType.fields.find((candidate) => candidate.name === 'source') as {
      options?: { list?: { value: string }[] }
    }
    const offered = field.options?.list?.map((option) => option.value)
    expect(offered).toEqual([...LEAD_FORM_SOURCES])
    for (const source of offered ?? [])
      expect(leadInputSchema.safeParse({ ...valid, source }).success, source).toBe(true)
  })
})
