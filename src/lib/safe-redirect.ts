import * as v from 'valibot'

export const DEFAULT_AFTER_SIGN_IN = '/dashboard'

/**
 * A post-sign-in return path that can only stay on this origin. Anything that would leave it
 * (absolute URLs, protocol-relative `//host`, `/\host`, `javascript:`, control characters, dot
 * segments that normalise to `//host`) falls back to /dashboard. Returns the normalised
 * path + search + hash.
 */
export function safeReturnPath(value: unknown, origin: string = window.location.origin): string {
  if (typeof value !== 'string' || value === '') return DEFAULT_AFTER_SIGN_IN
  // Browsers strip tabs and newlines from URLs, so `\t//evil.example` would become `//evil.example`.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f\\]/.test(value) || !value.startsWith('/') || value.startsWith('//')) {
    return DEFAULT_AFTER_SIGN_IN
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return DEFAULT_AFTER_SIGN_IN
  }
  // eslint-disable-next-line no-control-regex -- encoded control characters (`/%0d/evil.example`)
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith('//'))
    return DEFAULT_AFTER_SIGN_IN
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return DEFAULT_AFTER_SIGN_IN
  }
  if (url.origin !== origin) return DEFAULT_AFTER_SIGN_IN
  // Dot segments are resolved only now: `/..//evil.example` or `/%2e%2e//evil.example` normalise to
  // `//evil.example`, which a browser reads as another host. The normalised result is what counts.
  const path = `${url.pathname}${url.search}${url.hash}`
  if (path.startsWith('//')) return DEFAULT_AFTER_SIGN_IN
  if (url.pathname === '/login' || url.pathname === '/register') return DEFAULT_AFTER_SIGN_IN
  return path
}

/** The `?redirect=` search parameter of the pages that lead back after signing in (login, register). */
export const ReturnSearch = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
})
