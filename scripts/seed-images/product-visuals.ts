/**
 * The product pages' pictures of an agent at work (studio/seed/source/visuals.ts), drawn from the
 * same figures as their alt text and captions, in the blog illustrations' style.
 */
import { inboxMorning, onboardingRun, weekOfCalls } from '../../studio/seed/source/visuals'
import { H, W, backdrop, badge, card, circle, icon, lines, palettes, stroke, svg } from './svg'

type Scene = () => string

export const productVisuals: Record<string, Scene> = {
  /** Stacked bars per day: in business hours (teal), after hours (violet), on a common scale. */
  'product-week-of-calls': () => {
    const p = palettes.teal
    const max = Math.max(...weekOfCalls.map(([, a, b]) => a + b))
    const x0 = 200
    const base = 740
    const height = 520
    const step = 1200 / weekOfCalls.length
    const out = [
      card(120, 100, 1360, 720),
      stroke(`M${x0 - 30} ${base}H${x0 + 1200}`, '#ffffff', 4, 'stroke-opacity="0.3"'),
    ]
    weekOfCalls.forEach(([, inHours, afterHours], i) => {
      const x = x0 + i * step + step * 0.2
      const w = step * 0.6
      const hIn = (inHours / max) * height
      const hAfter = (afterHours / max) * height
      out.push(
        `<rect x="${x}" y="${base - hIn}" width="${w}" height="${hIn}" rx="14" fill="${p.a}" fill-opacity="0.85"/>`,
      )
      out.push(`<rect x="${x}" y="${base - hIn - hAfter - 8}" width="${w}" height="${hAfter}" rx="14" fill="${p.b}"/>`)
      out.push(icon('check', x + w / 2 - 22, base + 22, 44, p.a))
    })
    out.push(badge('phone', 1360, 190, 48, p, 'a'))
    return svg(W, H, backdrop(p, W, H, 41) + out.join(''))
  },
  /** Rows of an inbox, each with its outcome: replied (teal check), drafted (amber), routed (violet arrow). */
  'product-inbox-replies': () => {
    const p = palettes.sky
    const colours = { replied: p.c, drafted: '#fbbf24', routed: p.b }
    const out = [card(200, 70, 1200, 760)]
    inboxMorning.forEach(([outcome, minutes], i) => {
      const y = 110 + i * 78
      out.push(`<rect x="240" y="${y}" width="1120" height="62" rx="16" fill="#ffffff" fill-opacity="0.06"/>`)
      out.push(circle(286, y + 31, 18, p.a, 'fill-opacity="0.5"'))
      out.push(lines(330, y + 16, [220 + ((i * 53) % 120), 380 + ((i * 71) % 200)], '#ffffff', 0.4, 20, 10))
      // How long the agent took: a bar, longest at five minutes.
      out.push(
        `<rect x="1030" y="${y + 26}" width="${minutes * 36}" height="10" rx="5" fill="${colours[outcome]}" fill-opacity="0.7"/>`,
      )
      out.push(circle(1320, y + 31, 22, colours[outcome], 'fill-opacity="0.9"'))
      out.push(
        icon(outcome === 'replied' ? 'check' : outcome === 'drafted' ? 'clock' : 'link', 1306, y + 17, 28, p.bg1),
      )
    })
    out.push(badge('mail', 1440, 120, 44, p, 'a'))
    return svg(W, H, backdrop(p, W, H, 42) + out.join(''))
  },
  /** The run as a path through its steps, each ticked; the approval step is a person, larger and amber. */
  'product-workflow-run': () => {
    const p = palettes.emerald
    const names = ['mail', 'check', 'clock', 'link', 'users', 'chart']
    const n = onboardingRun.length
    const at = (i: number) =>
      [200 + (i * 1200) / (n - 1), 450 + (i === 0 || i === n - 1 ? 0 : i % 2 ? -130 : 130)] as const
    const path = onboardingRun.map((_, i) => `${i ? 'L' : 'M'}${at(i).join(' ')}`).join(' ')
    const out = [stroke(path, p.a, 8, 'stroke-opacity="0.45"')]
    onboardingRun.forEach(([, kind], i) => {
      const [x, y] = at(i)
      out.push(badge(names[i % names.length]!, x, y, kind === 'approval' ? 70 : 56, p, kind === 'approval' ? 'c' : 'a'))
      out.push(circle(x + 46, y - 46, 20, p.a))
      out.push(icon('check', x + 32, y - 60, 28, p.bg1))
      out.push(lines(x - 60, y + (i % 2 ? -130 : 100), [120, 80], '#ffffff', 0.35, 26, 12))
    })
    return svg(W, H, backdrop(p, W, H, 43) + out.join(''))
  },
}
