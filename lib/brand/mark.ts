/**
 * The agency's mark, a stylised kestrel wing on a rounded square (32 by 32): drawn by the header
 * and footer logo, the favicon (`app/icon.svg`, a static copy a unit test keeps in step) and the
 * home-screen icon (`app/apple-icon.tsx`).
 */
export const MARK_VIEWBOX = 32
export const MARK_CORNER_RADIUS = 9
export const MARK_WING_PATH = 'M7 21c5-1 9-4 12-9l6-4-2 7c-2 5-7 8-16 6Z'

/** The light theme's primary and its foreground: legible on light and dark browser tabs alike. */
export const MARK_COLORS = { background: '#0f766e', wing: '#ffffff' } as const
