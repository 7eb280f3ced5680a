import type { SessionState } from './session-state'
import { MAX_TIMER_MS, refreshDueAt } from './token-timing'

const MAX_BACKOFF_MS = 60_000

/** The timer that refreshes the token before it expires (it calls `state.onTimer`). */

/** How long to wait after `failures` failures in a row before trying again. */
export function backoffMs(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures)
}

export function stopTimer(state: SessionState) {
  clearTimeout(state.timer)
  state.timer = undefined
}

/** Refreshes after `delayMs` (clamped to what setTimeout can wait). */
export function schedule(state: SessionState, delayMs: number) {
  clearTimeout(state.timer)
  state.timer = setTimeout(
    () => {
      state.timer = undefined
      state.onTimer()
    },
    Math.min(Math.max(0, delayMs), MAX_TIMER_MS),
  )
}

/** Refreshes when the current token is due (no timer for a token of unknown lifetime). */
export function scheduleFromTiming(state: SessionState) {
  stopTimer(state)
  const dueAt = state.timing ? refreshDueAt(state.timing, state.lastRefreshAt) : null
  if (dueAt !== null) schedule(state, dueAt - state.now())
}

/** One more failure: tries again after the backoff. */
export function backOff(state: SessionState) {
  state.failures += 1
  schedule(state, backoffMs(state.failures))
}
