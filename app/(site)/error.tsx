'use client'

import { Link } from '@/components/ui/link'
import { useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'

/** The router's fallback when a page fails to render: 'Unexpected Application Error!', with Try again and a way home. */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <section role="alert" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-5 text-lg text-muted-foreground">
        Something went wrong while showing this page. Please try again.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className={buttonClasses()}>
          Try again
        </button>
        <Link href="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  )
}
