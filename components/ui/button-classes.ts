const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors'

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'border border-border bg-background text-foreground hover:bg-muted',
} as const

/** Class names for a link or button that looks like a button; one place for both variants. */
export function buttonClasses(variant: keyof typeof variants = 'primary', extra = '') {
  return `${base} ${variants[variant]} ${extra}`.trim()
}
