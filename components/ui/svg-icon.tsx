import type { SVGProps } from 'react'

export type SvgIconProps = SVGProps<SVGSVGElement>

/**
 * The frame of every line icon on the site: a 24×24 stroke drawing in the current text colour.
 * Decorative: the control or text around an icon carries its name.
 */
export function SvgIcon({ children, className = 'size-4', strokeWidth = 2, ...props }: SvgIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  )
}
