'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

const SERVICE_WORKER_URL = '/service-worker.js'

type NetworkInformation = { saveData?: boolean }

/**
 * The build files this page has loaded. Its HTML names its first-load scripts, which the worker
 * keeps with the page, but not the chunks its lazy components loaded since
 * (components/ui/lazy-component.tsx): a page loaded before the worker took charge fetched those
 * past it.
 */
const loadedBuildFiles = () =>
  performance
    .getEntriesByType('resource')
    .flatMap(({ name }) => (name.startsWith(`${location.origin}/_next/static/`) ? [name] : []))

/** Asks the service worker to keep a page's HTML for offline use, and the build files it loaded (Serwist's CACHE_URLS message). */
function keepForOffline(href: string) {
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[href, { headers: { accept: 'text/html' } }], ...loadedBuildFiles()] },
    }),
  )
}

/**
 * Registers the service worker (worker/service-worker.ts) once the page has loaded, and keeps
 * each page the visitor opens so it still opens offline. A page loaded through the worker is
 * already kept; one reached by a client-side navigation (which fetches no HTML) or loaded
 * before the worker took charge is fetched once more in the background, unless the visitor
 * asked their browser to save data.
 *
 * Off in development, where it also removes a worker left by a production run on the same
 * address: its cache-first build files would shadow the dev server's unhashed ones.
 */
export function OfflineSupport({ enabled }: { enabled: boolean }) {
  const pathname = usePathname()
  const firstPage = useRef(true)

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    if (!enabled) {
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => registrations.forEach((r) => r.unregister()))
      return
    }
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {})
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [enabled])

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return
    const landing = firstPage.current
    firstPage.current = false
    if (landing && navigator.serviceWorker.controller) return
    if ((navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData) return
    keepForOffline(window.location.href)
  }, [enabled, pathname])

  return null
}
