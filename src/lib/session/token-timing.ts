import { decodeJwt } from 'jose'

/** Pure token timing: when a token expires and when to refresh it. Claims are read, never trusted. */

export const REFRESH_LEAD_MS = 5 * 60_000
export const STARTUP_MIN_LIFE_MS = 2 * 60_000
export const MAX_TIMER_MS = 2 ** 31 - 1
/** Never two timer-driven refreshes closer than this, whatever a token claims about its lifetime. */
export const MIN_REFRESH_INTERVAL_MS = 30_000
/**
 * How long a token lives from its arrival at `receivedAt` (local time), or null when that cannot be
 * told. With a usable `iat` it is exp − iat, so a skewed local clock does not matter. Tokens of
 * FastAPI providers often carry only `sub` and `exp`: then it is measured from arrival against `exp`.
 * An opaque token, one without `exp`, or one already expired by our clock on arrival (clock skew)
 * gives null: no timer, the server's 401 triggers the refresh.
 */
export function tokenLifetimeMs(token: string, receivedAt: number): number | null {
  let claims: { exp?: unknown; iat?: unknown }
  try {
    claims = decodeJwt(token)
  } catch {
    return null
  }
  const { exp, iat } = claims
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null
  if (typeof iat === 'number' && Number.isFinite(iat) && exp > iat) return (exp - iat) * 1000
  const untilExp = exp * 1000 - receivedAt
  return untilExp > 0 ? untilExp : null
}

/** When to refresh: 5 minutes before expiry, or halfway through lifetimes too short for that. */
export function refreshDelayMs(lifetimeMs: number): number {
  const lead = lifetimeMs > 2 * REFRESH_LEAD_MS ? REFRESH_LEAD_MS : lifetimeMs / 2
  return lifetimeMs - lead
}
