'use client'

import { useEffect } from 'react'
import './globals.css'

/** Replaces the root layout when it fails; renders its own document, dark like the default theme. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <html lang="en" className="dark">
      <body>
        <title>Unexpected Application Error!</title>
        <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center px-4 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Unexpected Application Error!</h1>
          <p className="mt-5 text-lg text-muted-foreground">
            Something went wrong while loading the site. Please try again.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => retry()}
              className="inline-flex h-10 items-center rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground"
            >
              Try again
            </button>
            {/* A full page load: the client router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load, see above */}
            <a
              href="/"
              className="inline-flex h-10 items-center rounded-full border border-border px-5 text-sm font-semibold"
            >
              Go to the home page
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
