import { ImageResponse } from 'next/og'
import { OG_IMAGE_SIZE } from './metadata'

/** Open Graph and Twitter card size. */
export const OG_SIZE = OG_IMAGE_SIZE
export const OG_CONTENT_TYPE = 'image/png'

/**
 * The share card for a page or an article: the brand's night-sky gradient, an eyebrow (the section),
 * the title, and a footer line. Uses the font bundled with next/og, so it renders offline.
 */
export function renderOgImage({
  siteName,
  eyebrow,
  title,
  footer,
}: {
  siteName: string
  eyebrow?: string | null
  title: string
  footer?: string | null
}) {
  const size = title.length > 80 ? 56 : title.length > 50 ? 64 : 76
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#e8ecf4',
        backgroundColor: '#0b1020',
        backgroundImage:
          'radial-gradient(circle at 10% 10%, rgba(45,212,191,0.45), transparent 45%), radial-gradient(circle at 95% 100%, rgba(167,139,250,0.45), transparent 50%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30 }}>
        <div
          style={{ width: 40, height: 40, borderRadius: 12, background: 'linear-gradient(135deg, #2dd4bf, #a78bfa)' }}
        />
        <span>{siteName}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {eyebrow && (
          <div style={{ fontSize: 28, color: '#5eead4', textTransform: 'uppercase', letterSpacing: 2 }}>{eyebrow}</div>
        )}
        <div style={{ fontSize: size, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#a6b0c5' }}>{footer ?? ''}</div>
    </div>,
    OG_SIZE,
  )
}
