import { Link } from '@/components/ui/link'
import { buttonClasses } from '@/components/ui/button-classes'

/** A malformed address: the visitor's link is broken, not the site. */
export function BadRequestContent() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-primary">400</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">This address can&apos;t be read</h1>
      <p className="mt-5 text-lg text-muted-foreground">
        The link you followed is malformed. Check it for typing errors, or start again from the home page.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses()}>
          Go to the home page
        </Link>
      </div>
    </section>
  )
}
