import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/lib/config'

describe('parseConfig', () => {
  it('uses the embedded content source when no Sanity project is configured', () => {
    const config = parseConfig({})
    expect(config.content.source).toBe('local')
    expect(config.siteUrl).toBe('http://localhost:3000')
  })

  it('treats empty values as unset', () => {
    expect(parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ', NEXT_PUBLIC_SITE_URL: '' }).content.source).toBe('local')
  })

  it('switches to Sanity when a project id is set, with the dataset and read token', () => {
    const config = parseConfig({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      SANITY_API_READ_TOKEN: 'secret',
    })
    expect(config.content).toMatchObject({ source: 'sanity', projectId: 'abc123', dataset: 'staging', readToken: 'secret' })
  })

  it('drops a trailing slash from the site URL', () => {
    expect(parseConfig({ NEXT_PUBLIC_SITE_URL: 'https://example.com/' }).siteUrl).toBe('https://example.com')
  })

  it('names each invalid variable', () => {
    expect(() => parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not A Project!', NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(
      ConfigError,
    )
    try {
      parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not A Project!', NEXT_PUBLIC_SITE_URL: 'not a url' })
    } catch (error) {
      expect((error as Error).message).toMatch(/NEXT_PUBLIC_SANITY_PROJECT_ID/)
      expect((error as Error).message).toMatch(/NEXT_PUBLIC_SITE_URL/)
    }
  })
})
