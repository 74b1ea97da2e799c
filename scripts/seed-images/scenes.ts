import { type Palette, H, W, backdrop, badge, card, circle, icon, lines, palettes, stroke, svg } from './svg'

type Scene = () => string

/** A phone showing a live call: caller avatar, voice wave, answer buttons. */
function phone(x: number, y: number, p: Palette, screen: 'call' | 'chat' | 'missed' = 'call', scale = 1) {
  const w = 300 * scale
  const h = 600 * scale
  const cx = x + w / 2
  const body = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${44 * scale}" fill="${p.bg1}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
    `<rect x="${cx - 40 * scale}" y="${y + 18 * scale}" width="${80 * scale}" height="${10 * scale}" rx="${5 * scale}" fill="#ffffff" fill-opacity="0.25"/>`,
  ]
  if (screen === 'chat') {
    const bubbles = [
      [0, 220, p.b],
      [1, 170, p.a],
      [0, 190, p.b],
      [1, 150, p.a],
      [0, 120, p.b],
    ] as const
    bubbles.forEach(([side, bw, color], i) => {
      const by = y + (70 + i * 100) * scale
      const bx = side === 0 ? x + 24 * scale : x + w - 24 * scale - bw * scale
      body.push(
        `<rect x="${bx}" y="${by}" width="${bw * scale}" height="${70 * scale}" rx="${22 * scale}" fill="${color}" fill-opacity="${side === 0 ? 0.28 : 0.85}"/>`,
      )
      body.push(
        lines(
          bx + 18 * scale,
          by + 20 * scale,
          [bw * scale * 0.6, bw * scale * 0.4],
          side === 0 ? '#ffffff' : p.bg1,
          0.6,
          20 * scale,
          9 * scale,
        ),
      )
    })
  } else {
    const tone = screen === 'missed' ? p.c : p.a
    body.push(circle(cx, y + 170 * scale, 70 * scale, tone, 'fill-opacity="0.18"'))
    body.push(icon(screen === 'missed' ? 'phone' : 'users', cx - 40 * scale, y + 130 * scale, 80 * scale, tone))
    body.push(
      lines(
        cx - 80 * scale,
        y + 275 * scale,
        [160 * scale, 100 * scale].map((v) => v),
        '#ffffff',
        0.45,
        30 * scale,
        12 * scale,
      ),
    )
    body.push(
      `<g transform="translate(${x + 20 * scale} ${y + 340 * scale}) scale(${2.6 * scale} ${1.2 * scale})">${stroke('M10 50h8 M26 36v28 M38 24v52 M50 32v36 M62 18v64 M74 34v32 M86 44v12', tone, 6)}</g>`,
    )
    if (screen === 'missed') {
      body.push(circle(cx, y + 510 * scale, 36 * scale, p.c))
      body.push(icon('phone', cx - 20 * scale, y + 490 * scale, 40 * scale, p.bg1))
    } else {
      body.push(circle(cx - 70 * scale, y + 510 * scale, 36 * scale, '#fb7185'))
      body.push(circle(cx + 70 * scale, y + 510 * scale, 36 * scale, '#34d399'))
      body.push(icon('phone', cx + 50 * scale, y + 490 * scale, 40 * scale, p.bg1))
      body.push(icon('phone', cx - 90 * scale, y + 490 * scale, 40 * scale, p.bg1))
    }
  }
  return body.join('')
}

/** A month grid with some days marked. */
function calendar(x: number, y: number, w: number, h: number, p: Palette, marked: number[], checks = false) {
  const out = [
    card(x, y, w, h),
    `<rect x="${x}" y="${y}" width="${w}" height="70" rx="28" fill="${p.a}" fill-opacity="0.25"/>`,
  ]
  out.push(lines(x + 30, y + 28, [180], '#ffffff', 0.6, 0, 14))
  const cols = 7
  const rows = 5
  const cw = (w - 60) / cols
  const ch = (h - 110) / rows
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c
      const cx = x + 30 + c * cw + cw / 2
      const cy = y + 95 + r * ch + ch / 2
      const on = marked.includes(i)
      out.push(
        `<rect x="${cx - cw * 0.38}" y="${cy - ch * 0.36}" width="${cw * 0.76}" height="${ch * 0.72}" rx="12" fill="${on ? p.a : '#ffffff'}" fill-opacity="${on ? 0.85 : 0.07}"/>`,
      )
      if (on && checks) out.push(icon('check', cx - ch * 0.22, cy - ch * 0.22, ch * 0.44, p.bg1))
    }
  return out.join('')
}

const ANSWERED = '#2dd4bf'
const MISSED = '#fb7185'

/** A card of stacked bars: answered (teal) below missed (coral) per column. */
function bars(x: number, y: number, w: number, h: number, data: Array<[number, number]>) {
  const out = [card(x, y, w, h)]
  const bw = (w - 80) / data.length
  const max = Math.max(...data.map(([a, b]) => a + b))
  const base = y + h - 50
  const scale = (h - 110) / max
  data.forEach(([answered, missed], i) => {
    const bx = x + 40 + i * bw + bw * 0.18
    const aH = answered * scale
    const mH = missed * scale
    out.push(
      `<rect x="${bx}" y="${base - aH}" width="${bw * 0.64}" height="${aH}" rx="6" fill="${ANSWERED}" fill-opacity="0.85"/>`,
    )
    if (missed > 0)
      out.push(
        `<rect x="${bx}" y="${base - aH - mH - 4}" width="${bw * 0.64}" height="${mH}" rx="6" fill="${MISSED}" fill-opacity="0.9"/>`,
      )
  })
  out.push(
    `<rect x="${x + 40}" y="${base + 4}" width="${w - 80}" height="4" rx="2" fill="#ffffff" fill-opacity="0.3"/>`,
  )
  return out.join('')
}

/** A hub with spokes to badges on a ring. */
function hub(cx: number, cy: number, radius: number, p: Palette, center: string, spokes: string[], badgeR = 56) {
  const out: string[] = []
  spokes.forEach((name, i) => {
    const angle = (Math.PI * 2 * i) / spokes.length - Math.PI / 2
    const bx = cx + Math.cos(angle) * radius
    const by = cy + Math.sin(angle) * radius
    out.push(stroke(`M${cx} ${cy}L${bx} ${by}`, p.a, 4, 'stroke-dasharray="2 14" stroke-opacity="0.8"'))
    out.push(badge(name, bx, by, badgeR, p, i % 3 === 0 ? 'a' : i % 3 === 1 ? 'b' : 'c'))
  })
  out.push(circle(cx, cy, badgeR * 2.1, 'url(#accent)', 'fill-opacity="0.18"'))
  out.push(badge(center, cx, cy, badgeR * 1.5, p))
  return out.join('')
}

/** A dashboard window: sidebar, KPI tiles and a line chart. */
function dashboard(x: number, y: number, w: number, h: number, p: Palette) {
  const out = [card(x, y, w, h, 24)]
  out.push(
    circle(x + 30, y + 30, 8, '#fb7185') + circle(x + 56, y + 30, 8, '#fbbf24') + circle(x + 82, y + 30, 8, '#34d399'),
  )
  out.push(
    `<rect x="${x + 20}" y="${y + 60}" width="${w * 0.18}" height="${h - 80}" rx="16" fill="#ffffff" fill-opacity="0.06"/>`,
  )
  out.push(lines(x + 40, y + 90, [w * 0.12, w * 0.09, w * 0.11, w * 0.08, w * 0.1], '#ffffff', 0.3, 40))
  const gx = x + w * 0.18 + 40
  const gw = w - (gx - x) - 20
  const tiles = 3
  for (let i = 0; i < tiles; i++) {
    const tx = gx + i * (gw / tiles)
    out.push(
      `<rect x="${tx}" y="${y + 60}" width="${gw / tiles - 20}" height="${h * 0.22}" rx="16" fill="${[p.a, p.b, p.c][i]}" fill-opacity="0.16"/>`,
    )
    out.push(lines(tx + 20, y + 85, [gw / tiles - 110], '#ffffff', 0.35, 0, 10))
    out.push(
      `<rect x="${tx + 20}" y="${y + 110}" width="${(gw / tiles) * 0.4}" height="26" rx="8" fill="${[p.a, p.b, p.c][i]}" fill-opacity="0.9"/>`,
    )
  }
  const cy = y + 60 + h * 0.22 + 30
  const ch = h - (cy - y) - 30
  out.push(`<rect x="${gx}" y="${cy}" width="${gw - 20}" height="${ch}" rx="16" fill="#ffffff" fill-opacity="0.05"/>`)
  const pts = [0.7, 0.62, 0.66, 0.5, 0.55, 0.38, 0.42, 0.28, 0.3, 0.16].map((v, i, all) => [
    gx + 20 + (i * (gw - 60)) / (all.length - 1),
    cy + 20 + v * (ch - 40),
  ])
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px} ${py}`).join('')
  out.push(
    `<path d="${d}L${pts.at(-1)![0]} ${cy + ch - 10}L${pts[0]![0]} ${cy + ch - 10}z" fill="${p.a}" fill-opacity="0.15"/>`,
  )
  out.push(stroke(d, p.a, 6))
  pts.forEach(([px, py], i) => i % 3 === 0 && out.push(circle(px!, py!, 9, p.bg1, `stroke="${p.a}" stroke-width="5"`)))
  return out.join('')
}

function chatCard(x: number, y: number, w: number, p: Palette, rows: Array<[0 | 1, number]>) {
  const h = rows.length * 96 + 40
  const out = [card(x, y, w, h)]
  rows.forEach(([side, bw], i) => {
    const by = y + 30 + i * 96
    const bx = side === 0 ? x + 30 : x + w - 30 - bw
    out.push(
      `<rect x="${bx}" y="${by}" width="${bw}" height="68" rx="24" fill="${side === 0 ? p.b : p.a}" fill-opacity="${side === 0 ? 0.3 : 0.85}"/>`,
    )
    out.push(lines(bx + 22, by + 20, [bw * 0.65, bw * 0.45], side === 0 ? '#ffffff' : p.bg1, 0.6, 20, 9))
  })
  return out.join('')
}

function confetti(p: Palette, count: number, seed: number) {
  const out: string[] = []
  let s = seed
  const rand = () => (s = (s * 9301 + 49297) % 233280) / 233280
  for (let i = 0; i < count; i++) {
    const x = rand() * W
    const y = rand() * H
    const color = [p.a, p.b, p.c][i % 3]
    out.push(
      `<rect x="${x}" y="${y}" width="${10 + rand() * 14}" height="${6 + rand() * 6}" rx="3" fill="${color}" fill-opacity="0.8" transform="rotate(${rand() * 180} ${x} ${y})"/>`,
    )
  }
  return out.join('')
}

const cover = (p: Palette, seed: number, body: string) => svg(W, H, backdrop(p, W, H, seed) + body)

export const covers: Record<string, Scene> = {
  'cover-dental-tuesday': () => {
    const p = palettes.teal
    return cover(
      p,
      1,
      phone(240, 150, p, 'call') +
        calendar(700, 190, 620, 520, p, [8, 9, 11, 15, 16, 17, 18, 22, 24, 25], true) +
        badge('tooth', 1330, 200, 70, p, 'b'),
    )
  },
  'cover-missed-call-revenue': () => {
    const p = palettes.rose
    return cover(
      p,
      2,
      phone(200, 150, p, 'missed') +
        bars(660, 200, 760, 500, [
          [6, 1],
          [9, 2],
          [11, 2],
          [8, 5],
          [7, 6],
          [10, 2],
          [9, 3],
          [6, 7],
          [4, 8],
          [2, 6],
        ]) +
        badge('dollar', 1400, 180, 64, p, 'c'),
    )
  },
  'cover-voice-vs-sms': () => {
    const p = palettes.violet
    return cover(
      p,
      3,
      phone(360, 150, p, 'call') +
        phone(940, 150, p, 'chat') +
        `<rect x="796" y="170" width="8" height="560" rx="4" fill="#ffffff" fill-opacity="0.25"/>` +
        badge('wave', 300, 170, 56, p, 'a') +
        badge('chat', 1300, 170, 56, p, 'b'),
    )
  },
  'cover-seven-day-rollout': () => {
    const p = palettes.emerald
    const out: string[] = []
    const names = ['users', 'mail', 'chat', 'plug', 'shield', 'phone', 'chart']
    for (let i = 0; i < 7; i++) {
      const x = 150 + i * 190
      const done = i < 5
      out.push(card(x, 290 + (i % 2) * 60, 160, 220, 24))
      out.push(
        `<rect x="${x}" y="${290 + (i % 2) * 60}" width="160" height="56" rx="24" fill="${done ? p.a : '#ffffff'}" fill-opacity="${done ? 0.8 : 0.12}"/>`,
      )
      out.push(icon(names[i]!, x + 45, 380 + (i % 2) * 60, 70, done ? p.a : '#ffffff'))
      if (i < 6)
        out.push(
          stroke(
            `M${x + 160} ${400 + (i % 2) * 60}L${x + 190} ${400 + ((i + 1) % 2) * 60}`,
            p.a,
            5,
            'stroke-opacity="0.7"',
          ),
        )
    }
    return cover(p, 4, out.join('') + badge('calendar', 800, 170, 64, p, 'c'))
  },
  'cover-honest-scripts': () => {
    const p = palettes.sky
    return cover(
      p,
      5,
      card(300, 140, 620, 620) +
        lines(360, 210, [420, 500, 360, 460, 300, 480, 400, 250, 440, 380], '#ffffff', 0.3, 48, 14) +
        `<rect x="340" y="392" width="540" height="46" rx="12" fill="${p.a}" fill-opacity="0.25"/>` +
        `<rect x="340" y="584" width="540" height="46" rx="12" fill="${p.c}" fill-opacity="0.25"/>` +
        badge('shield', 1130, 380, 120, p, 'a') +
        badge('check', 1240, 640, 50, p, 'c'),
    )
  },
  'cover-integrations-checklist': () => {
    const p = palettes.teal
    return cover(
      p,
      6,
      hub(560, 450, 280, p, 'link', ['calendar', 'users', 'mail', 'store', 'phone', 'chat']) +
        card(1010, 200, 420, 500) +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              badge(i < 4 ? 'check' : 'clock', 1080, 270 + i * 90, 26, p, i < 4 ? 'a' : 'c') +
              lines(1130, 262 + i * 90, [220 - (i % 2) * 60], '#ffffff', 0.4, 0, 16),
          )
          .join(''),
    )
  },
  'cover-after-hours': () => {
    const p = palettes.violet
    const stars = Array.from({ length: 40 }, (_, i) =>
      circle((i * 379) % W, (i * 211) % 420, 2 + (i % 3), '#ffffff', 'fill-opacity="0.5"'),
    ).join('')
    return cover(
      p,
      7,
      stars +
        badge('moon', 1280, 200, 90, p, 'c') +
        `<g opacity="0.95">${icon('house', 150, 380, 420, p.b)}</g>` +
        `<rect x="305" y="560" width="70" height="60" rx="8" fill="${p.c}" fill-opacity="0.85"/>` +
        phone(760, 200, p, 'call', 0.9),
    )
  },
  'cover-ai-disclosure': () => {
    const p = palettes.amber
    return cover(
      p,
      8,
      chatCard(280, 160, 760, p, [
        [0, 420],
        [1, 520],
        [0, 360],
        [1, 460],
        [0, 300],
      ]) +
        badge('sparkle', 1240, 300, 100, p, 'a') +
        badge('users', 1240, 620, 70, p, 'b'),
    )
  },
  'cover-speed-to-lead': () => {
    const p = palettes.amber
    const arc = (r: number, frac: number) => {
      const a = -Math.PI / 2 + frac * Math.PI * 2
      return `M800 ${450 - r}A${r} ${r} 0 ${frac > 0.5 ? 1 : 0} 1 ${800 + Math.cos(a) * r} ${450 + Math.sin(a) * r}`
    }
    return cover(
      p,
      9,
      circle(800, 450, 300, 'none', 'stroke="#ffffff" stroke-opacity="0.15" stroke-width="36"') +
        stroke(arc(300, 0.22), p.a, 36) +
        circle(800, 450, 230, p.bg1, 'fill-opacity="0.6"') +
        icon('bolt', 690, 340, 220, p.a) +
        `<rect x="770" y="100" width="60" height="40" rx="10" fill="#ffffff" fill-opacity="0.4"/>` +
        badge('phone', 330, 300, 70, p, 'b') +
        badge('mail', 300, 620, 60, p, 'c') +
        badge('chat', 1290, 600, 70, p, 'b'),
    )
  },
  'cover-virtual-se-launch': () => {
    const p = palettes.violet
    return cover(p, 10, dashboard(560, 190, 860, 520, p) + badge('rocket', 330, 450, 150, p, 'a') + confetti(p, 26, 10))
  },
  'cover-200-customers': () => {
    const p = palettes.emerald
    const out: string[] = []
    const names = [
      'store',
      'tooth',
      'house',
      'wrench',
      'users',
      'calendar',
      'store',
      'phone',
      'house',
      'tooth',
      'wrench',
      'mail',
    ]
    names.forEach((n, i) => {
      const c = i % 6
      const r = Math.floor(i / 6)
      out.push(badge(n, 300 + c * 200, 330 + r * 240, 62, p, (['a', 'b', 'c'] as const)[i % 3]!))
    })
    return cover(p, 11, out.join('') + confetti(p, 30, 11))
  },
  'cover-home-service-integrations': () => {
    const p = palettes.amber
    return cover(p, 12, hub(800, 450, 300, p, 'wrench', ['calendar', 'house', 'phone', 'users', 'chat', 'dollar'], 60))
  },
  'cover-partnership': () => {
    const p = palettes.sky
    return cover(
      p,
      13,
      circle(640, 450, 250, 'none', `stroke="${p.a}" stroke-width="40" stroke-opacity="0.9"`) +
        circle(960, 450, 250, 'none', `stroke="${p.b}" stroke-width="40" stroke-opacity="0.9"`) +
        badge('store', 640, 450, 80, p, 'a') +
        badge('sparkle', 960, 450, 80, p, 'b'),
    )
  },
  'cover-dashboard-beta': () => {
    const p = palettes.sky
    return cover(p, 14, dashboard(200, 140, 1200, 620, p))
  },
  'cover-event-webinar': () => {
    const p = palettes.rose
    const seats: string[] = []
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 14; c++)
        seats.push(circle(250 + c * 84 + (r % 2) * 40, 690 + r * 56, 18, '#ffffff', 'fill-opacity="0.25"'))
    return cover(
      p,
      15,
      card(380, 110, 840, 470, 24) +
        badge('wave', 800, 300, 90, p, 'a') +
        lines(560, 450, [480, 340], '#ffffff', 0.35, 34, 16) +
        seats.join(''),
    )
  },
  'cover-customer-milestone': () => {
    const p = palettes.teal
    return cover(
      p,
      16,
      calendar(
        300,
        160,
        720,
        580,
        p,
        Array.from({ length: 35 }, (_, i) => i).filter((i) => i % 4 !== 3),
        true,
      ) +
        badge('tooth', 1250, 330, 110, p, 'b') +
        confetti(p, 28, 16),
    )
  },
}

export const inlines: Record<string, Scene> = {
  'inline-dental-day-timeline': () => {
    const p = palettes.teal
    const out = [card(100, 140, 1400, 620)]
    out.push(`<rect x="180" y="560" width="1240" height="6" rx="3" fill="#ffffff" fill-opacity="0.3"/>`)
    for (let h = 0; h <= 12; h++)
      out.push(
        `<rect x="${180 + h * (1240 / 12) - 2}" y="548" width="4" height="30" rx="2" fill="#ffffff" fill-opacity="0.4"/>`,
      )
    // Calls by hour, 7 a.m. to 7 p.m.: booked (a), answered (b), sent to staff (c).
    const calls = [
      [2, 1, 0],
      [4, 2, 1],
      [3, 3, 0],
      [2, 2, 1],
      [3, 1, 0],
      [5, 3, 1],
      [2, 2, 0],
      [3, 2, 1],
      [2, 3, 0],
      [3, 1, 1],
      [4, 2, 0],
      [3, 2, 0],
    ]
    calls.forEach((counts, h) => {
      let stack = 0
      counts.forEach((n, k) => {
        for (let i = 0; i < n; i++) {
          out.push(circle(180 + h * (1240 / 12) + 1240 / 24, 520 - stack * 34, 14, [p.a, p.b, p.c][k]!))
          stack++
        }
      })
    })
    out.push(
      badge('calendar', 1180, 215, 34, p, 'a') +
        badge('chat', 1280, 215, 34, p, 'b') +
        badge('users', 1380, 215, 34, p, 'c'),
    )
    return svg(W, H, backdrop(p, W, H, 21) + out.join(''))
  },
  'inline-missed-call-chart': () => {
    const p = palettes.rose
    const hours: Array<[number, number]> = [
      [3, 0],
      [7, 1],
      [10, 2],
      [9, 2],
      [6, 5],
      [5, 6],
      [9, 2],
      [10, 2],
      [8, 3],
      [6, 6],
      [3, 7],
      [1, 6],
      [0, 5],
      [0, 3],
    ]
    return svg(W, H, backdrop(p, W, H, 22) + bars(120, 120, 1360, 660, hours))
  },
  'inline-voice-sms-comparison': () => {
    const p = palettes.violet
    return svg(
      W,
      H,
      backdrop(p, W, H, 23) +
        card(140, 80, 620, 740) +
        card(840, 80, 620, 740) +
        phone(300, 150, p, 'call', 0.95) +
        phone(1000, 150, p, 'chat', 0.95),
    )
  },
  'inline-rollout-timeline': () => {
    const p = palettes.emerald
    const names = ['users', 'mail', 'chat', 'plug', 'shield', 'phone', 'chart']
    const out = [stroke('M190 450H1410', p.a, 8, 'stroke-opacity="0.5"')]
    names.forEach((n, i) => {
      const x = 190 + i * (1220 / 6)
      out.push(badge(n, x, 450, 62, p, i === 6 ? 'c' : i === 5 ? 'b' : 'a'))
      out.push(lines(x - 60, i % 2 ? 280 : 580, [120, 80], '#ffffff', 0.35, 28, 12))
    })
    return svg(W, H, backdrop(p, W, H, 24) + out.join(''))
  },
  'inline-integration-map': () => {
    const p = palettes.teal
    return svg(
      W,
      H,
      backdrop(p, W, H, 25) +
        hub(800, 450, 320, p, 'link', ['calendar', 'users', 'phone', 'mail', 'chat', 'store', 'dollar', 'wrench'], 58),
    )
  },
  'inline-after-hours-heatmap': () => {
    const p = palettes.violet
    const out = [card(100, 120, 1400, 660)]
    for (let d = 0; d < 7; d++)
      for (let h = 0; h < 24; h++) {
        const business = d < 5 && h >= 8 && h < 18
        const evening = h >= 18 && h < 22
        const weekend = d >= 5 && h >= 8 && h < 20
        const v = business ? 0.2 : evening ? 0.85 - (h - 18) * 0.12 : weekend ? 0.65 : h >= 6 && h < 8 ? 0.5 : 0.12
        out.push(
          `<rect x="${160 + h * 54}" y="${190 + d * 80}" width="48" height="68" rx="10" fill="${v > 0.4 ? p.c : p.a}" fill-opacity="${v}"/>`,
        )
      }
    return svg(W, H, backdrop(p, W, H, 26) + out.join(''))
  },
  'inline-dashboard': () => {
    const p = palettes.sky
    return svg(W, H, backdrop(p, W, H, 27) + dashboard(120, 100, 1360, 700, p))
  },
}

function avatar(p: Palette, skin: string, hair: string, style: 'short' | 'long' | 'bun') {
  // Hair behind the head (long), then the head, then the hair on top of it.
  const back = style === 'long' ? `<path d="M122 200c0-66 34-104 78-104s78 38 78 104v96H122z" fill="${hair}"/>` : ''
  const top =
    style === 'bun'
      ? `${circle(200, 92, 34, hair)}<path d="M130 196c0-52 28-84 70-84s70 32 70 84c-18-26-40-36-70-36s-52 10-70 36z" fill="${hair}"/>`
      : style === 'long'
        ? `<path d="M132 196c0-54 28-86 68-86s68 32 68 86c-14-30-36-42-62-42-26 0-50 12-74 42z" fill="${hair}"/>`
        : `<path d="M132 190c0-50 26-80 68-80s68 30 68 80c-10-22-34-34-68-34s-58 12-68 34z" fill="${hair}"/>`
  return svg(
    400,
    400,
    `<defs><linearGradient id="ag" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#ag)"/>
    ${back}
    <path d="M70 400c0-80 58-132 130-132s130 52 130 132z" fill="${p.bg2}"/>
    <rect x="176" y="230" width="48" height="50" rx="16" fill="${skin}"/>
    <ellipse cx="200" cy="196" rx="66" ry="76" fill="${skin}"/>
    ${top}`,
  )
}

export const avatars: Record<string, Scene> = {
  'avatar-maya-okafor': () => avatar(palettes.teal, '#8d5a3b', '#1f130c', 'bun'),
  'avatar-daniel-brooks': () => avatar(palettes.amber, '#e0b393', '#5b3a22', 'short'),
  'avatar-sofia-lindqvist': () => avatar(palettes.violet, '#f1c9a8', '#d8b160', 'long'),
}

/**
 * The people quoted in the seed's testimonials (fictional, like their businesses): portraits in
 * the authors' style, one file per person, `avatar-<first-last>.webp`.
 */
const quoted: Array<[slug: string, palette: Palette, skin: string, hair: string, style: 'short' | 'long' | 'bun']> = [
  ['dana-reyes', palettes.emerald, '#c68e62', '#2a1a10', 'long'],
  ['priya-shah', palettes.rose, '#a8704a', '#14100d', 'bun'],
  ['marco-delgado', palettes.sky, '#d9a77f', '#2f2118', 'short'],
  ['kevin-marsh', palettes.amber, '#f0c8a6', '#8a5a2b', 'short'],
  ['angela-torres', palettes.violet, '#b87f57', '#3b2314', 'long'],
  ['luis-ferreira', palettes.teal, '#c9926a', '#1c140e', 'short'],
  ['tom-becker', palettes.sky, '#f2cfb1', '#b08850', 'short'],
  ['rachel-kim', palettes.emerald, '#f0cda8', '#101014', 'long'],
  ['jake-walsh', palettes.amber, '#eec3a0', '#6b4226', 'short'],
  ['monica-lane', palettes.rose, '#e3b08b', '#5a3620', 'bun'],
  ['greg-hollis', palettes.teal, '#7a4b30', '#120c09', 'short'],
  ['brian-okoro', palettes.violet, '#6b3f26', '#0d0907', 'short'],
  ['nadia-petrova', palettes.sky, '#f3d2b8', '#c9a06a', 'long'],
  ['chris-vega', palettes.emerald, '#d29c74', '#24170f', 'short'],
  ['renee-alvarado', palettes.amber, '#c28a63', '#3a2415', 'long'],
  ['marcus-bell', palettes.sky, '#5e3a24', '#0e0a08', 'short'],
  ['priya-natarajan', palettes.violet, '#9b6644', '#0f0b09', 'long'],
  ['thomas-reinholt', palettes.teal, '#f1cdb0', '#c8b08a', 'short'],
  ['alicia-romero', palettes.rose, '#d6a07a', '#2b1a12', 'bun'],
  ['jean-paul-moreau', palettes.emerald, '#ebc2a0', '#4a3020', 'short'],
  ['kara-whitfield', palettes.sky, '#f3d4bb', '#a0683a', 'long'],
  ['hannah-cho', palettes.teal, '#f0cfae', '#121014', 'bun'],
  ['luis-ortega', palettes.amber, '#c89068', '#1a120c', 'short'],
  ['samantha-greene', palettes.violet, '#8a5536', '#1c120c', 'long'],
]

export const people: Record<string, Scene> = Object.fromEntries(
  quoted.map(([slug, p, skin, hair, style]) => [`avatar-${slug}`, () => avatar(p, skin, hair, style)]),
)

/**
 * The seed customers' logos (fictional businesses): a mark from the icon set in a rounded square,
 * then the name, in one slate colour the site greys out or turns white (dark theme). Kept as SVG,
 * the format a marketer would upload a logo in, so its text is drawn by the browser.
 */
const customerLogos: Array<[slug: string, name: string, mark: string]> = [
  ['riverside-plumbing', 'Riverside Plumbing', 'wrench'],
  ['bayview-family-dental', 'Bayview Family Dental', 'tooth'],
  ['harbor-lane-realty', 'Harbor Lane Realty', 'house'],
  ['tidewater-inn', 'The Tidewater Inn', 'moon'],
  ['summit-trail-outfitters', 'Summit Trail Outfitters', 'store'],
  ['ames-keller-law', 'Ames Keller Law', 'shield'],
  ['northwind-heating', 'Northwind Heating', 'bolt'],
  ['greenway-landscaping', 'Greenway Landscaping', 'sparkle'],
]

const LOGO_INK = '#334155'

function logo(name: string, mark: string) {
  const height = 48
  // Inter's bold capitals and lowercase average about 0.6 of the font size: room for the name, no more.
  const width = Math.ceil(60 + name.length * 13.2)
  return svg(
    width,
    height,
    `<rect x="2" y="6" width="36" height="36" rx="10" fill="none" stroke="${LOGO_INK}" stroke-width="3"/>` +
      icon(mark, 8, 12, 24, LOGO_INK) +
      `<text x="50" y="32" fill="${LOGO_INK}" font-family="Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="22" font-weight="700" letter-spacing="-0.3">${name}</text>`,
  )
}

export const logos: Record<string, Scene> = Object.fromEntries(
  customerLogos.map(([slug, name, mark]) => [`logo-${slug}`, () => logo(name, mark)]),
)

export const seedImageCount = () =>
  Object.keys(covers).length +
  Object.keys(inlines).length +
  Object.keys(avatars).length +
  Object.keys(people).length +
  Object.keys(logos).length
export { H, W }
