import { SvgIcon as Svg, type SvgIconProps } from '../ui/svg-icon'

/** The chat dialog's icons. Decorative: the button around each one carries the name. */
type IconProps = SvgIconProps

export const MinimiseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
)

export const ExpandIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </Svg>
)

export const CollapseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7" />
  </Svg>
)

export const SendIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
)

export const CalendarIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Svg>
)

export const MicIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4" />
  </Svg>
)

/** Michael's avatar: his initial on the brand colour. */
export function AssistantAvatar({ name, className = 'size-8 text-sm' }: { name: string; className?: string }) {
  return (
    // The initial is drawn by CSS, so it stays out of copied text and the messages' text content.
    <span
      aria-hidden="true"
      data-initial={name.slice(0, 1).toUpperCase()}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground before:content-[attr(data-initial)] ${className}`}
    />
  )
}
