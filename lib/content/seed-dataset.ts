import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'

/** Where the seed dataset lives; `sanity dataset import` takes the same folder (docs/publishing.md). */
export const SEED_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'studio', 'seed')
export const SEED_FILE = path.join(SEED_DIR, 'data.ndjson')
/** Seed images are served by Next from public/; studio/seed/images points there. */
export const SEED_IMAGE_URL_PREFIX = '/seed/images/'

export type SeedDocument = { _id: string; _type: string; [key: string]: unknown }

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([\w.-]+)$/

export class SeedDatasetError extends Error {
  override name = 'SeedDatasetError'
}

/** Parses NDJSON, naming the line of any document that is not valid JSON or lacks _id/_type. */
export function parseNdjson(text: string, source = 'dataset'): SeedDocument[] {
  const documents: SeedDocument[] = []
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      throw new SeedDatasetError(`${source}:${index + 1}: not valid JSON (${(error as Error).message})`)
    }
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof (value as SeedDocument)._id !== 'string' ||
      typeof (value as SeedDocument)._type !== 'string'
    ) {
      throw new SeedDatasetError(`${source}:${index + 1}: a document needs a string _id and _type`)
    }
    documents.push(value as SeedDocument)
  })
  return documents
}

/**
 * Turns the import format's `_sanityAsset: "image@file://./images/x.webp"` into what the
 * Content Lake stores after an import, a reference to a `sanity.imageAsset` document, so
 * that the same GROQ (`asset->{url, metadata}`) reads both sources.
 */
export function resolveSeedAssets(
  documents: SeedDocument[],
  readImage: (file: string) => Uint8Array,
  /** Blurred previews by file name (studio/seed/lqip.json); Sanity computes its own on import. */
  lqip: Record<string, string> = {},
): SeedDocument[] {
  const assets = new Map<string, SeedDocument>()

  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (typeof value !== 'object' || value === null) return value
    const record = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(record)) {
      if (key === '_sanityAsset') continue
      out[key] = visit(child)
    }
    if (typeof record._sanityAsset === 'string') {
      const match = ASSET_PATTERN.exec(record._sanityAsset)
      if (!match?.[1]) throw new SeedDatasetError(`Unsupported asset reference: ${record._sanityAsset}`)
      const file = match[1]
      const assetId = `image-seed-${file.replace(/[^\w]/g, '-')}`
      if (!assets.has(assetId)) {
        const { width, height } = imageSize(readImage(file))
        assets.set(assetId, {
          _id: assetId,
          _type: 'sanity.imageAsset',
          url: `${SEED_IMAGE_URL_PREFIX}${file}`,
          originalFilename: file,
          metadata: {
            _type: 'sanity.imageMetadata',
            dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
            ...(lqip[file] ? { lqip: lqip[file] } : {}),
          },
        })
      }
      out.asset = { _type: 'reference', _ref: assetId }
    }
    return out
  }

  const resolved = documents.map((doc) => visit(doc) as SeedDocument)
  return [...resolved, ...assets.values()]
}

/**
 * Reads the seed dataset from disk with its image assets resolved. The blurred previews are
 * precomputed (scripts/seed-images) because sharp is asynchronous and this load is not.
 */
export function loadSeedDataset(file = SEED_FILE): SeedDocument[] {
  const dir = path.dirname(file)
  // The path is the seed file (or a test's); Turbopack need not trace the project for it.
  const documents = parseNdjson(
    readFileSync(/* turbopackIgnore: true */ file, 'utf8'),
    path.relative(process.cwd(), file),
  )
  const lqipFile = path.join(dir, 'lqip.json')
  const lqip = existsSync(lqipFile) ? (JSON.parse(readFileSync(lqipFile, 'utf8')) as Record<string, string>) : {}
  return resolveSeedAssets(documents, (name) => readFileSync(path.join(dir, 'images', name)), lqip)
}
