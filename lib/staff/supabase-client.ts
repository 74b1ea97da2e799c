import { type CookieMethodsServer, createServerClient } from '@supabase/ssr'

/**
 * The session cookies live under /staff only: the browser never sends them with a public page,
 * and no script reads them (httpOnly), since only the server talks to Supabase Auth.
 */
export const STAFF_COOKIE_PATH = '/staff'

export type SupabaseProject = { url: string; publishableKey: string }

/**
 * A Supabase client for one request, its session in that request's cookies (@supabase/ssr with
 * getAll/setAll). No `server-only` here: proxy.ts uses it too, and it holds only public values.
 */
export function createStaffSupabase(
  project: SupabaseProject,
  cookies: Pick<Required<CookieMethodsServer>, 'getAll' | 'setAll'>,
  options: { secure: boolean },
) {
  return createServerClient(project.url, project.publishableKey, {
    cookies,
    cookieOptions: { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: options.secure },
  })
}

export type StaffSupabase = ReturnType<typeof createStaffSupabase>
