import { ImageResponse } from 'next/og'
import { MARK_COLORS, MARK_VIEWBOX, MARK_WING_PATH } from '@/lib/brand/mark'

/** The home-screen icon (iOS adds its own rounded corners): the mark's wing on a full square. */
export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: MARK_COLORS.background,
      }}
    >
      <svg width="144" height="144" viewBox={`0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}`}>
        <path d={MARK_WING_PATH} fill={MARK_COLORS.wing} />
      </svg>
    </div>,
    size,
  )
}
