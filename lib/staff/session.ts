import 'server-only'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { getConfig } from '../config'
import { pathFor, readStaffAccess, type StaffAccess, type StaffMember } from './access'
import { withReturnPath } from './return-path'
import { createStaffSupabase, type StaffSupabase } from './supabase-client'

/** Server-side log of the staff area: what the visitor is never shown. */
export function logStaff(message: string, error?: unknown) {
  console.error(`[staff] ${message}`, ...(error === undefined ? [] : [error]))
}

/** The project, or null when the inbox is not configured. */
export function supabaseProject() {
  const { staff } = getConfig()
  return staff.auth === 'supabase' ? { url: staff.url, publishableKey: staff.publishableKey } : null
}

/** Cookies are Secure on an https site (NEXT_PUBLIC_SITE_URL); plain http is only ever local. */
export const secureCookies = () => getConfig().siteUrl.startsWith('https://')

/**
 * The Supabase client of this request. In a Server Component cookies cannot be written; the
 * session was already refreshed by proxy.ts for this request, so nothing is lost.
 */
export async function staffSupabase(): Promise<StaffSupabase | null> {
  const project = supabaseProject()
  if (!project) return null
  const store = await cookies()
  return createStaffSupabase(
    project,
    {
      getAll: () => store.getAll(),
      setAll: (toSet) => {
        try {
          for (const { name, value, options } of toSet) store.set(name, value, options)
        } catch {
          // Rendering a Server Component: read-only cookies (see above).
        }
      },
    },
    { secure: secureCookies() },
  )
}

/** Where this request's visitor stands; read once per request however many components ask. */
export const getStaffAccess = cache(async (): Promise<StaffAccess> => {
  const supabase = await staffSupabase()
  if (!supabase) return { state: 'unconfigured' }
  return readStaffAccess(supabase, getConfig().staff.requireMfa, (message) => logStaff(message))
})

type Allowed = Exclude<StaffAccess['state'], 'unconfigured' | 'signed-out' | 'unavailable' | 'no-access'>

/**
 * The guard of every staff page, action and download: the member, or a redirect to the page for
 * the visitor's state. `allow` widens it for the enrolment and verification pages; `returnTo`, the
 * page asked for, is where signing in (and the two-step code) then leads back to.
 */
export async function requireStaff<S extends Allowed = 'granted'>(
  allow: readonly S[] = ['granted' as S],
  returnTo?: string,
): Promise<StaffMember> {
  const access = await getStaffAccess()
  if ((allow as readonly string[]).includes(access.state) && 'member' in access) return access.member
  const path = pathFor(access)
  redirect(
    access.state === 'signed-out' || access.state === 'needs-verification' ? withReturnPath(path, returnTo) : path,
  )
}
