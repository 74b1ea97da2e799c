import { Children, Fragment, isValidElement, type ReactNode } from 'react'
import type { IconName } from '../../lib/content/icon-names'
import { SvgIcon } from './svg-icon'

/** Hand-drawn strokes on a 24x24 grid; a Record so a name added to icon-names fails type-checking until drawn. */
const paths: Record<IconName, ReactNode> = {
  phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
  headset: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <path d="M4 14h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1z" />
      <path d="M20 14h-2a2 2 0 0 0-2 2v2a2 2 0 0 0 2 2h1a1 1 0 0 0 1-1z" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  message: <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />,
  workflow: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
      <path d="M6.5 10v4a3.5 3.5 0 0 0 3.5 3.5h4" />
    </>
  ),
  presentation: (
    <>
      <path d="M3 4h18" />
      <path d="M4 4v10a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V4" />
      <path d="M12 15v4m-4 2 4-2 4 2" />
      <path d="m8 11 3-3 2 2 3-3" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l8 4V5L7 9H4a1 1 0 0 0-1 1z" />
      <path d="m7 15 1.5 5h2L9.5 15" />
      <path d="M18.5 9a3.5 3.5 0 0 1 0 6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  chart: (
    <>
      <path d="M3 3v18h18" />
      <path d="M8 16v-4m5 4V8m5 8v-6" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 20 6v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  plug: (
    <>
      <path d="M9 2v6m6-6v6" />
      <path d="M6 8h12v3a6 6 0 0 1-12 0z" />
      <path d="M12 17v5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4m8-4v4" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M17.5 14.5a6.5 6.5 0 0 1 4 5.5" />
    </>
  ),
  building: (
    <>
      <path d="M4 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17" />
      <path d="M16 9h3a1 1 0 0 1 1 1v11" />
      <path d="M2 21h20M8 7h4m-4 4h4m-4 4h4" />
    </>
  ),
  car: (
    <>
      <path d="M5 17H3v-5l2-5a2 2 0 0 1 1.9-1.3h10.2A2 2 0 0 1 19 7l2 5v5h-2" />
      <path d="M9 17h6M3 12h18" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  bed: (
    <>
      <path d="M3 5v15m18 0v-7a3 3 0 0 0-3-3h-8v5" />
      <path d="M3 15h18" />
      <circle cx="6.5" cy="11.5" r="1.5" />
    </>
  ),
  store: (
    <>
      <path d="M3 9 4.5 4h15L21 9" />
      <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M5 12v8h14v-8" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  home: (
    <>
      <path d="m3 11 9-8 9 8" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7" />,
  sparkles: (
    <>
      <path d="m11 4 1.8 5.2L18 11l-5.2 1.8L11 18l-1.8-5.2L4 11l5.2-1.8z" />
      <path d="m19 15 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
      <path d="M19 2v4m-2-2h4" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
    </>
  ),
}

/** Shown for a name this build does not draw (content from a newer schema, or none chosen). */
const fallback = (
  <>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <circle cx="12" cy="12" r="1.5" />
  </>
)

/**
 * A drawing of paths, rectangles and circles as the data of one <path>: the same strokes (each
 * shape its own subpath, stroked alike), in one element instead of up to four. Icons fill the
 * landing page's cards; each element fewer is one fewer for the browser and for React's hydration.
 */
export function pathData(drawing: ReactNode): string {
  return Children.toArray(drawing)
    .map((shape) => {
      if (!isValidElement<Record<string, string | undefined> & { children?: ReactNode }>(shape))
        throw new Error('An icon is drawn with elements')
      const { props } = shape
      const n = (name: string) => Number(props[name] ?? 0)
      if (shape.type === Fragment) return pathData(props.children)
      // A path's first moveto is from the origin even when written m (and its further pairs are
      // relative lines); after another subpath, an empty moveto to the origin keeps it so.
      if (shape.type === 'path') return (props.d ?? '').replace(/^m/, 'M0 0m')
      if (shape.type === 'circle') {
        const [cx, cy, r] = [n('cx'), n('cy'), n('r')]
        return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`
      }
      if (shape.type === 'rect') {
        const [x, y, w, h, rx] = [n('x'), n('y'), n('width'), n('height'), n('rx')]
        const corner = (dx: number, dy: number) => (rx ? `a${rx} ${rx} 0 0 1 ${dx * rx} ${dy * rx}` : '')
        return `M${x + rx} ${y}h${w - 2 * rx}${corner(1, 1)}v${h - 2 * rx}${corner(-1, 1)}h${2 * rx - w}${corner(-1, -1)}v${2 * rx - h}${corner(1, -1)}z`
      }
      throw new Error(`An icon cannot be drawn with <${String(shape.type)}>`)
    })
    .join('')
}

const drawings = Object.fromEntries(
  Object.entries(paths).map(([name, drawing]) => [name, pathData(drawing)]),
) as Record<IconName, string>
const fallbackDrawing = pathData(fallback)

function isIconName(name: string): name is IconName {
  return Object.hasOwn(drawings, name)
}

/** A decorative line icon by name; screen readers skip it, so the text beside it must carry the meaning. */
export function Icon({
  name,
  className = 'size-6',
}: {
  name: IconName | string | null | undefined
  className?: string
}) {
  const known = name && isIconName(name) ? name : null
  return (
    <SvgIcon strokeWidth={1.75} className={className} data-icon={known ?? 'fallback'}>
      <path d={known ? drawings[known] : fallbackDrawing} />
    </SvgIcon>
  )
}
