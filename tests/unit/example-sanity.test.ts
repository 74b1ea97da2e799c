import { describe, expect, it } from 'vitest'
import { createLocalSource } from '@/lib/content/local-source'
import { SITE_SETTINGS_QUERY } from '@/lib/content/queries'

describe('smoke', () => {
  it('reads site settings from the seed', async () => {
    const s = await createLocalSource().fetch(SITE_SETTINGS_QUERY, {}, { tags: [] })
    expect(s?.agencyName).toBe('Kestrel AI')
  })
})
