import { scheduleFromTiming } from './refresh-timer'
import type { SessionState } from './session-state'
import { refreshDueAt } from './token-timing'
import { refresh } from './token-refresh'

/**
 * On `visibilitychange`: timers of hidden tabs are throttled, so when the tab is visible again a
 * refresh that is already due runs now, and the timer is set again otherwise. Returns the listener.
 */
export const catchUpWhenVisible = (state: SessionState) => () => {
  if (state.deps.events?.document?.visibilityState !== 'visible' || !state.timing) return
  const dueAt = refreshDueAt(state.timing, state.lastRefreshAt)
  if (dueAt === null) return
  if (state.now() >= dueAt) void refresh(state)
  else scheduleFromTiming(state)
}
