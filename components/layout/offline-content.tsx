import { buttonClasses } from '@/components/ui/button-classes'
import { ReloadButton } from './reload-button'

/**
 * What the service worker shows for a page this device has not kept when the network is gone.
 * Plain links, not next/link: offline, a client-side navigation would only fail and fall back
 * to a full page load, which the service worker answers from its cache.
 */
export function OfflineContent() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-primary">OFFLINE</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">You&apos;re offline</h1>
      <p className="mt-5 text-lg text-muted-foreground">
        This page isn&apos;t saved on this device yet. Check your connection and try again; the pages you&apos;ve
        already visited still open.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ReloadButton className={buttonClasses()}>Try again</ReloadButton>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load, for the service worker (see above) */}
        <a href="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </a>
      </div>
    </section>
  )
}
