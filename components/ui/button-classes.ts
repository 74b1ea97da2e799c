const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50'

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'border border-border bg-background text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
} as const

// At least 44px high (a comfortable touch target); a longer label wraps rather than overflows.
const sizes = {
  md: 'px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-7 py-3 text-base',
} as const

/** Class names for a link or a button that looks like a button: the one place for every button of the site. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string } = {}) {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim()
}
