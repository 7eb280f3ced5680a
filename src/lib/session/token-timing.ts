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

/** A token's clock, as every tab of the session sees it. */
export interface TokenTiming {
  /** Local time when the token arrived (this tab or another). */
  receivedAt: number
  /** How long the token lives from its arrival; null when unknown (the 401 path then decides). */
  lifetimeMs: number | null
}

/** The timing of a token stored at `storedReceivedAt` (arrival now when that is missing). */
export function timingOf(access: string, storedReceivedAt: number, now: () => number): TokenTiming {
  const receivedAt =
    Number.isFinite(storedReceivedAt) && storedReceivedAt > 0 ? storedReceivedAt : now()
  return { receivedAt, lifetimeMs: tokenLifetimeMs(access, receivedAt) }
}

/** Milliseconds until the token expires; 0 without a token, Infinity when its lifetime is unknown. */
export function msLeftOf(timing: TokenTiming | null, now: () => number): number {
  if (!timing) return 0
  if (timing.lifetimeMs === null) return Number.POSITIVE_INFINITY
  return timing.receivedAt + timing.lifetimeMs - now()
}

/**
 * When the timer should refresh, or null for a token of unknown lifetime: never closer than
 * MIN_REFRESH_INTERVAL_MS to this tab's last refresh (`lastRefreshAt`).
 */
export function refreshDueAt(timing: TokenTiming, lastRefreshAt: number): number | null {
  if (timing.lifetimeMs === null) return null
  const due = timing.receivedAt + refreshDelayMs(timing.lifetimeMs)
  return Math.max(due, lastRefreshAt + MIN_REFRESH_INTERVAL_MS)
}

/** Whether a token stored at `receivedAt` has time left (or a lifetime that cannot be told). */
export function isUnexpired(access: string, receivedAt: number, now: () => number): boolean {
  return msLeftOf(timingOf(access, receivedAt, now), now) > 0
}
