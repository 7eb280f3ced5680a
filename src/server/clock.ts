/**
 * The sandbox clock: the real (or a test's) clock plus an offset that the clock control moves
 * forward, so an inspection period of 72 hours can be shown in seconds. Every time decision of the
 * sandbox reads it (`ctx.now`): token expiry, sign-in lockouts, idempotency keys, new orders'
 * dates and the automatic release. The offset is kept in the state (`clock_offset_ms`), so a
 * restarted sandbox never goes back in time; a reset puts the clock back on time.
 */
export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 24 * 60 * 60

export interface SandboxClock {
  /** The sandbox's time now. */
  now(): Date
  /** How far the sandbox runs ahead of its base clock, in milliseconds. */
  offsetMs(): number
  /** Moves the sandbox's time forward (the caller saves the state). */
  advance(seconds: number): void
}

export function sandboxClock(
  base: () => Date,
  offset: { get(): number; set(ms: number): void },
): SandboxClock {
  return {
    now: () => new Date(base().getTime() + offset.get()),
    offsetMs: () => offset.get(),
    advance: (seconds) => {
      offset.set(offset.get() + Math.round(seconds * 1000))
    },
  }
}
