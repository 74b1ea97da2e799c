/**
 * Draws the seed's illustrations (covers, diagrams, author and customer portraits, the product pages'
 * visuals) from SVG into WebP in public/seed/images, writes the seed customers' logos there as SVG,
 * and writes studio/seed/lqip.json: a tiny blurred preview of every image
 * there, which the embedded content source serves as `metadata.lqip`, as Sanity does for uploads.
 *
 *   npx tsx scripts/seed-images/index.ts          # draw the illustrations, then the previews
 *   npx tsx scripts/seed-images/index.ts --lqip   # only the previews (after adding a photo by hand)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { SEED_DIR } from '../../lib/content/seed-dataset'
import { productVisuals } from './product-visuals'
import { avatars, covers, inlines, logos, people } from './scenes'

const IMAGES_DIR = path.join(process.cwd(), 'public', 'seed', 'images')
const LQIP_FILE = path.join(SEED_DIR, 'lqip.json')

async function draw() {
  for (const [name, scene] of Object.entries(logos)) {
    writeFileSync(path.join(IMAGES_DIR, `${name}.svg`), `${scene()}\n`)
    console.log(`${name}.svg`)
  }
  for (const [name, scene] of Object.entries({ ...covers, ...inlines, ...avatars, ...people, ...productVisuals })) {
    const file = path.join(IMAGES_DIR, `${name}.webp`)
    const info = await sharp(Buffer.from(scene())).webp({ quality: 78, effort: 6 }).toFile(file)
    console.log(`${name}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`)
  }
}

/** Sanity's LQIP is a ~20px wide JPEG/WebP data URL; ours matches it. */
async function lqip(file: string) {
  const data = await sharp(readFileSync(file)).resize(20).blur(1.2).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${data.toString('base64')}`
}

async function previews() {
  const files = readdirSync(IMAGES_DIR)
    .filter((f) => /\.(webp|png|jpe?g)$/i.test(f))
    .sort()
  const out: Record<string, string> = {}
  for (const f of files) out[f] = await lqip(path.join(IMAGES_DIR, f))
  writeFileSync(LQIP_FILE, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`Wrote ${files.length} previews to ${path.relative(process.cwd(), LQIP_FILE)}`)
}

if (!process.argv.includes('--lqip')) await draw()
await previews()
