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
  // Auth answered 429 (its rate limits on token refresh and verify): it decided nothing about the
  // session. The library, though, drops a session whose refresh is refused with anything but a
  // network error or a 5xx, and would write empty cookies: the person signed out because Auth
  // was busy. Once Auth has answered 429, this client writes no cookies, so the browser keeps the
  // session it has (the refresh token was not spent) and the access check says "unavailable".
  let rateLimited = false
  return createServerClient(project.url, project.publishableKey, {
    cookies: {
      getAll: cookies.getAll,
      setAll: (toSet, headers) => {
        if (!rateLimited) cookies.setAll(toSet, headers)
      },
    },
    cookieOptions: { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: options.secure },
    global: {
      fetch: async (input, init) => {
        const timeout = AbortSignal.timeout(timeoutMs)
        const response = await fetch(input, {
          ...init,
          signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
        })
        if (response.status === 429) rateLimited = true
        return response
      },
    },
  })
}

export type StaffSupabase = ReturnType<typeof createStaffSupabase>
