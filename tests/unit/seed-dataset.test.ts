import { describe, expect, it } from 'vitest'
import { createLocalSource } from '@/lib/content/local-source'
import { parseNdjson, resolveSeedAssets, SeedDatasetError } from '@/lib/content/seed-dataset'

// A 2x1 PNG: enough for image-size to read real dimensions.
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mNk+M9QzwAEjDAGACCDAv8cI7IoAAAAAElFTkSuQmCC',
    'base64',
  ),
)

describe('seed dataset loading', () => {
  it('names the line of a document that is not JSON', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"page"}\n{oops', 'data.ndjson')).toThrow(
      /data\.ndjson:2: not valid JSON/,
    )
  })

  it('rejects a document without _id or _type', () => {
    expect(() => parseNdjson('{"_type":"page"}')).toThrow(SeedDatasetError)
  })

  it('skips blank lines', () => {
    expect(parseNdjson('\n{"_id":"a","_type":"page"}\n\n')).toHaveLength(1)
  })

  it('turns import-format image assets into asset documents that GROQ can dereference', async () => {
    const docs = resolveSeedAssets(
      [
        {
          _id: 'p',
          _type: 'page',
          image: { _type: 'imageWithAlt', alt: 'A chart', _sanityAsset: 'image@file://./images/chart.png' },
        },
      ],
      () => png,
    )
    const source = createLocalSource(() => docs)
    const result = await source.fetch(
      `*[_id == "p"][0].image{ alt, "asset": asset->{ url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`,
      {},
      { tags: [] },
    )
    expect(result).toEqual({ alt: 'A chart', asset: { url: '/seed/images/chart.png', width: 2, height: 1 } })
  })

  it('rejects an asset that is not a local seed image', () => {
    expect(() =>
      resolveSeedAssets(
        [{ _id: 'p', _type: 'page', image: { _sanityAsset: 'image@https://example.com/x.png' } }],
        () => png,
      ),
    ).toThrow(/Unsupported asset reference/)
  })
})
