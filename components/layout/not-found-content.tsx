import { Link } from '@/components/ui/link'
import { buttonClasses } from '@/components/ui/button-classes'

/** The 404 page: its wording and links are fixed, word for word (tests/e2e/not-found.spec.ts). */
const links = [
  { label: 'Home', href: '/' },
  { label: 'AI Agency', href: '/ai-agency' },
  { label: 'Visit Our Blog', href: '/blog' },
  { label: 'Explore Solutions', href: '/products' },
] as const

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Page Not Found</h1>
      <p className="mt-5 text-lg text-muted-foreground">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <ul className="mt-10 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <li key={link.href}>
            <Link href={link.href} className={buttonClasses({ variant: index === 0 ? 'primary' : 'secondary' })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
