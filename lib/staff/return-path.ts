/**
 * Where sign-in may send someone back to: a page of the staff area on this site, never another
 * origin. The value is resolved as a browser would against a placeholder origin (so `//evil`,
 * `/\evil`, `/%09/evil` and the like, which browsers read as another host, come out as another
 * origin and are refused); the pages of signing in themselves are refused too, so sign-in never
 * loops. The answer is the path and query, or null for "the inbox".
 */
const PLACEHOLDER = 'http://staff.invalid'
const SIGN_IN_PAGES = ['/staff/sign-in', '/staff/verify', '/staff/unavailable', '/staff/no-access', '/staff/export']

export function staffReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500 || !value.startsWith('/staff')) return null
  // A control character or a backslash has no place in an address the inbox wrote.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  let target: URL
  try {
    target = new URL(value, PLACEHOLDER)
  } catch {
    return null
  }
  if (target.origin !== PLACEHOLDER) return null
  const { pathname, search } = target
  if (pathname !== '/staff' && !pathname.startsWith('/staff/')) return null
  if (SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null
  return `${pathname}${search}`
}

/** A page's address with `?next=` added when there is somewhere to return to. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const next = staffReturnPath(returnTo)
  if (!next || next === '/staff') return path
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`
}
