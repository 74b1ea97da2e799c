import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js'
import type { StaffSupabase } from './supabase-client'

/** Who is asking, once their token has been verified. */
export type StaffMember = { id: string; email: string; aal: 'aal1' | 'aal2' }

/** Where a visitor stands with the inbox; each state but `granted` has its own page. */
export type StaffAccess =
  | { state: 'unconfigured' }
  /** `rejected`: a token was presented and failed verification (the visitor is told only that the session ended). */
  | { state: 'signed-out'; rejected: boolean }
  /** Auth did not answer (down, unreachable, too slow): nothing is decided and the session is kept. */
  | { state: 'unavailable' }
  | { state: 'no-access'; email: string }
  | { state: 'needs-enrolment'; member: StaffMember }
  | { state: 'needs-verification'; member: StaffMember }
  | { state: 'granted'; member: StaffMember }

type Claims = { sub?: unknown; email?: unknown; aal?: unknown; app_metadata?: unknown }

/**
 * The rule, from verified claims (the account's as Auth has it now, the session's from its token):
 * staff means `app_metadata.role === 'staff'` (app metadata only the project's admins can set;
 * user metadata the user can change). With a second factor required, or once the member has one,
 * the session must have reached aal2.
 */
export function decideAccess(claims: Claims, hasVerifiedFactor: boolean, requireMfa: boolean): StaffAccess {
  const email = typeof claims.email === 'string' ? claims.email : ''
  const appMetadata =
    typeof claims.app_metadata === 'object' && claims.app_metadata !== null
      ? (claims.app_metadata as Record<string, unknown>)
      : {}
  if (typeof claims.sub !== 'string' || appMetadata.role !== 'staff') return { state: 'no-access', email }
  const member: StaffMember = { id: claims.sub, email, aal: claims.aal === 'aal2' ? 'aal2' : 'aal1' }
  if (member.aal === 'aal2') return { state: 'granted', member }
  if (hasVerifiedFactor) return { state: 'needs-verification', member }
  return requireMfa ? { state: 'needs-enrolment', member } : { state: 'granted', member }
}

export type AccessLog = (message: string) => void

/**
 * Verifies the session's access token against the project's signing keys (`getClaims()`:
 * refreshed first when near expiry), reads the account from the Auth server (the session must
 * still exist there), and applies the rule. A rejected token or session is logged here, on the
 * server, with the library's own words; the visitor only ever sees "signed out". When Auth does
 * not answer, the visitor is told that instead, and keeps the session.
 */
export async function readStaffAccess(
  supabase: StaffSupabase,
  requireMfa: boolean,
  log: AccessLog,
): Promise<StaffAccess> {
  const { data, error } = await supabase.auth.getClaims()
  if (error && authDidNotAnswer(error)) return unavailable(error, log)
  if (error) {
    log(`session rejected: ${error.message}${error.code ? ` (${error.code})` : ''}`)
    return { state: 'signed-out', rejected: true }
  }
  if (!data) return { state: 'signed-out', rejected: false }
  try {
    // On every request, whatever the token says: a valid signature only proves the token was
    // issued, with the account as it was then. Asked now (one round trip to Auth, GET /user), a
    // session ended since (sign out everywhere, on another device) is refused, and so is an
    // account whose staff role was removed, at its next request rather than when its access
    // token expires, up to an hour later. The same answer lists the member's second factors.
    const { data: current, error: userError } = await supabase.auth.getUser()
    if (userError) throw userError
    const hasVerifiedFactor = (current.user.factors ?? []).some(
      (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
    )
    // The account from Auth's record, the assurance level from the session's token (it is the session's).
    const claims = { ...data.claims, email: current.user.email, app_metadata: current.user.app_metadata }
    return decideAccess(claims, hasVerifiedFactor, requireMfa)
  } catch (error) {
    if (authDidNotAnswer(error)) return unavailable(error as Error, log)
    log(`session rejected by the auth server: ${(error as Error).message}`)
    return { state: 'signed-out', rejected: true }
  }
}

/**
 * Whether Auth could not be asked: a network error, a timeout or a 502/503/504 (what the library
 * calls retryable), another server error (500), or its rate limit (429 `over_request_rate_limit`,
 * on token refresh and verify): none of them says anything about the session.
 */
function authDidNotAnswer(error: unknown): boolean {
  if (isAuthRetryableFetchError(error)) return true
  if (!isAuthError(error)) return false
  return (error.status ?? 0) >= 500 || error.status === 429 || error.code === 'over_request_rate_limit'
}

/**
 * Auth could not be asked. Access is refused like any other undecided request, but the visitor is
 * told the truth and keeps their session, rather than being sent to sign in again to a service
 * that is down.
 */
function unavailable(error: Error, log: AccessLog): StaffAccess {
  log(`the auth server did not answer: ${error.message}`)
  return { state: 'unavailable' }
}

/** The page that deals with each state. */
export function pathFor(access: StaffAccess): string {
  switch (access.state) {
    case 'unconfigured':
      return '/staff'
    case 'signed-out':
      return access.rejected ? '/staff/sign-in?session=ended' : '/staff/sign-in'
    case 'unavailable':
      return '/staff/unavailable'
    case 'no-access':
      return '/staff/no-access'
    case 'needs-enrolment':
      return '/staff/security'
    case 'needs-verification':
      return '/staff/verify'
    case 'granted':
      return '/staff'
  }
}
