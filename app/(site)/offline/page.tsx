import type { Metadata } from 'next'
import { OfflineContent } from '@/components/layout/offline-content'

export const metadata: Metadata = { title: "You're offline", robots: { index: false } }

/** Precached by the service worker (worker/service-worker.ts) and shown for uncached pages offline. */
export default function OfflinePage() {
  return <OfflineContent />
}
