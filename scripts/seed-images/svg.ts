/**
 * A tiny SVG kit for the seed's illustrations: brand backgrounds, cards and a few line icons.
 * Everything is drawn from shapes (no text), so the images need no fonts and stay small as WebP.
 */
export type Palette = { a: string; b: string; c: string; bg1: string; bg2: string }

export const palettes = {
  teal: { a: '#2dd4bf', b: '#a78bfa', c: '#f0abfc', bg1: '#0b1020', bg2: '#13203d' },
  violet: { a: '#a78bfa', b: '#2dd4bf', c: '#fcd34d', bg1: '#0f0b24', bg2: '#1f1640' },
  amber: { a: '#fbbf24', b: '#2dd4bf', c: '#fb7185', bg1: '#0b1020', bg2: '#1c2135' },
  sky: { a: '#38bdf8', b: '#a78bfa', c: '#34d399', bg1: '#071426', bg2: '#0f2a44' },
  rose: { a: '#fb7185', b: '#a78bfa', c: '#2dd4bf', bg1: '#140b1c', bg2: '#2a1430' },
  emerald: { a: '#34d399', b: '#38bdf8', c: '#fbbf24', bg1: '#06161a', bg2: '#0d2a2c' },
} satisfies Record<string, Palette>

export const W = 1600
export const H = 900

export function svg(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** Deep gradient, two soft glows and a faint dot grid: the brand's night-sky backdrop. */
export function backdrop(p: Palette, width = W, height = H, seed = 0) {
  const gx = (seed * 397) % width
  const dots: string[] = []
  for (let y = 40; y < height; y += 56) for (let x = 40; x < width; x += 56) dots.push(`M${x} ${y}h0.01`)
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    <radialGradient id="glowA"><stop offset="0" stop-color="${p.a}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB"><stop offset="0" stop-color="${p.b}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
    <linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.04"/></linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.15 + gx * 0.2}" cy="${height * 0.2}" r="${height * 0.75}" fill="url(#glowA)"/>
  <circle cx="${width * 0.9 - gx * 0.1}" cy="${height * 0.95}" r="${height * 0.7}" fill="url(#glowB)"/>
  <path d="${dots.join('')}" stroke="#ffffff" stroke-opacity="0.10" stroke-width="4" stroke-linecap="round"/>`
}

/** A frosted card. */
export function card(x: number, y: number, w: number, h: number, r = 28, extra = '') {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#card)" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2" ${extra}/>`
}

/** Rounded "text" lines: the universal placeholder for words in an illustration. */
export function lines(
  x: number,
  y: number,
  widths: number[],
  color = '#ffffff',
  opacity = 0.35,
  gap = 30,
  height = 12,
) {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${height}" rx="${height / 2}" fill="${color}" fill-opacity="${opacity}"/>`,
    )
    .join('')
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = '') {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`
}

export function stroke(d: string, color: string, width = 10, extra = '') {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`
}

/** Icons on a 100x100 grid, scaled and placed by `icon()`. */
const icons: Record<string, (c: string) => string> = {
  phone: (c) =>
    stroke('M30 14h12l6 18-9 6c5 11 12 18 23 23l6-9 18 6v12c0 5-4 9-9 9C44 79 21 56 21 23c0-5 4-9 9-9z', c, 7),
  calendar: (c) => stroke('M18 26h64v56H18z M18 42h64 M34 16v16 M66 16v16', c, 7) + stroke('M34 60l10 10 20-20', c, 7),
  chat: (c) => stroke('M16 22h68v44H46L28 82V66H16z', c, 7) + stroke('M30 38h40 M30 50h26', c, 7),
  mail: (c) => stroke('M14 24h72v52H14z M14 26l36 28 36-28', c, 7),
  wave: (c) => stroke('M10 50h8 M26 36v28 M38 24v52 M50 32v36 M62 18v64 M74 34v32 M86 44v12', c, 7),
  shield: (c) =>
    stroke('M50 12l32 12v24c0 20-14 34-32 40-18-6-32-20-32-40V24z', c, 7) + stroke('M36 50l10 10 20-20', c, 7),
  check: (c) => stroke('M22 52l18 18 38-40', c, 9),
  clock: (c) => stroke('M50 14a36 36 0 1 0 0.01 0z M50 30v22l14 10', c, 7),
  bolt: (c) => stroke('M56 10L24 56h24l-6 34 34-48H52z', c, 7),
  moon: (c) => stroke('M64 14a36 36 0 1 0 24 52A30 30 0 0 1 64 14z', c, 7),
  house: (c) => stroke('M14 50L50 18l36 32 M24 42v42h52V42 M42 84V62h16v22', c, 7),
  tooth: (c) =>
    stroke(
      'M30 16c-14 0-18 14-14 28 3 12 6 18 8 30 2 10 10 12 12 2l4-16c2-6 8-6 10 0l4 16c2 10 10 8 12-2 2-12 5-18 8-30 4-14 0-28-14-28-8 0-12 4-15 4s-7-4-15-4z',
      c,
      7,
    ),
  plug: (c) => stroke('M36 10v20 M64 10v20 M26 30h48v16c0 14-10 24-24 24S26 60 26 46z M50 70v20', c, 7),
  rocket: (c) =>
    stroke('M50 10c16 12 22 30 18 52H32c-4-22 2-40 18-52z M32 62l-12 16h18 M68 62l12 16H62 M44 76l6 14 6-14', c, 7) +
    circle(50, 38, 7, 'none', `stroke="${c}" stroke-width="6"`),
  chart: (c) => stroke('M16 84h70 M26 84V56 M44 84V36 M62 84V48 M80 84V20', c, 9),
  users: (c) =>
    stroke(
      'M36 46a14 14 0 1 0 0.01 0z M12 86c0-16 10-26 24-26s24 10 24 26 M68 40a11 11 0 1 0 0.01 0z M62 60c14 0 26 8 26 24',
      c,
      7,
    ),
  store: (c) => stroke('M14 36l8-20h56l8 20 M14 36h72 M18 36v48h64V36 M40 84V62h20v22', c, 7),
  wrench: (c) => stroke('M62 14a20 20 0 0 0-18 28L16 70l14 14 28-28a20 20 0 0 0 28-18l-12 6-10-10z', c, 7),
  link: (c) => stroke('M42 58l16-16 M38 44l-10 10a14 14 0 0 0 20 20l10-10 M62 56l10-10a14 14 0 0 0-20-20L42 36', c, 7),
  sparkle: (c) => stroke('M50 12c4 22 16 34 38 38-22 4-34 16-38 38-4-22-16-34-38-38 22-4 34-16 38-38z', c, 6),
  stage: (c) => stroke('M12 74h76 M20 74V40h60v34 M32 28l18-14 18 14', c, 7),
  dollar: (c) =>
    stroke('M50 10v80 M68 28c-4-6-10-8-18-8-10 0-18 5-18 13 0 20 38 10 38 30 0 9-9 14-20 14-9 0-16-3-20-10', c, 7),
}

export function icon(name: keyof typeof icons | string, x: number, y: number, size: number, color: string) {
  const draw = icons[name]
  if (!draw) throw new Error(`Unknown icon ${name}`)
  const s = size / 100
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke-width="${1 / s}">${draw(color)}</g>`
}

/** An icon inside a glowing round badge. */
export function badge(name: string, cx: number, cy: number, r: number, p: Palette, tone: 'a' | 'b' | 'c' = 'a') {
  const color = p[tone]
  return (
    circle(cx, cy, r * 1.5, color, 'fill-opacity="0.10"') +
    circle(cx, cy, r, p.bg1, `stroke="${color}" stroke-width="4" fill-opacity="0.9"`) +
    icon(name, cx - r * 0.6, cy - r * 0.6, r * 1.2, color)
  )
}
