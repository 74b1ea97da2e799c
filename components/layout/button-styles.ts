/** Class names shared by the chrome's links and buttons, so they look alike everywhere. */
const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50'

export const buttonStyles = {
  primary: `${base} h-10 px-5 bg-primary text-primary-foreground hover:bg-primary/90`,
  secondary: `${base} h-10 px-5 border border-border bg-card text-card-foreground hover:bg-muted`,
  ghost: `${base} h-10 px-3 text-foreground hover:bg-muted`,
  icon: `${base} size-10 text-foreground hover:bg-muted`,
  large: `${base} h-12 px-7 text-base bg-primary text-primary-foreground hover:bg-primary/90`,
} as const
