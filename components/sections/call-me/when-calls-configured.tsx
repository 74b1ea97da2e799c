import type { ReactNode } from 'react'
import { callMeConfigured } from '@/lib/voice/call-me/settings'

/** Server Component: its children when the server can place calls, nothing otherwise. */
export async function WhenCallsConfigured({ children }: { children: ReactNode }) {
  return (await callMeConfigured()) ? children : null
}
