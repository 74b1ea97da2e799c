import { type CookieMethodsServer, createServerClient } from '@supabase/ssr'

/**
 * The session cookies live under /staff only: the browser never sends them with a public page,
 * and no script reads them (httpOnly), since only the server talks to Supabase Auth.
 */
export const STAFF_COOKIE_PATH = '/staff'

export type SupabaseProject = { url: string; publishableKey: string }

/**
 * How long one call to Supabase Auth may take before it fails. Every staff request makes one
 * (lib/staff/access.ts), and Node's fetch would wait minutes for a server that accepted the
 * connection and never answered: the page would hang instead of ending the session.
 */
export const AUTH_TIMEOUT_MS = 10_000

/**
 * A Supabase client for one request, its session in that request's cookies (@supabase/ssr with
 * getAll/setAll). No `server-only` here: proxy.ts uses it too, and it holds only public values.
 */
export function createStaffSupabase(
  project: SupabaseProject,
  cookies: Pick<Required<CookieMethodsServer>, 'getAll' | 'setAll'>,
  options: { secure: boolean; timeoutMs?: number },
) {
  const timeoutMs = options.timeoutMs ?? AUTH_TIMEOUT_MS
  return createServerClient(project.url, project.publishableKey, {
    cookies,
    cookieOptions: { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: options.secure },
    global: {
      fetch: (input, init) => {
        const timeout = AbortSignal.timeout(timeoutMs)
        return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
      },
    },
  })
}

export type StaffSupabase = ReturnType<typeof createStaffSupabase>
