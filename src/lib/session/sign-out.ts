import { stopTimer } from './refresh-timer'
import { clearStartupRetry, emit, type SessionState } from './session-state'
import type { EndedSession, SessionSnapshot } from './session-types'
import { clearStored, readStored } from './stored-tokens'
import { isUnexpired } from './token-timing'

/**
 * Signing out, here or everywhere. The new snapshot's session id aborts the ended session's
 * requests (see `emit`); a refresh under way then is dropped by the generation bump.
 */

/** Signs this tab out and stops its timers; the stored tokens (other tabs' session) stay. */
export function signOutHere(
  state: SessionState,
  cause: SessionSnapshot['cause'] = 'this-tab',
  restorePending = false,
) {
  state.generation += 1
  state.inFlight = null
  stopTimer(state)
  clearStartupRetry(state)
  state.timing = null
  emit(state, { status: 'signed-out', accessToken: null, sessionId: null, cause, restorePending })
}

/**
 * Ends the session everywhere: removes the stored tokens (every other tab follows through
 * `storage`) and tells the server. `refreshRefused` when the server has already refused the refresh
 * token, which then is not offered again.
 */
export function endSession(state: SessionState, refreshRefused = false) {
  const stored = readStored(state)
  const ended: EndedSession = {
    accessToken: stored.access,
    refreshToken: refreshRefused ? null : stored.refresh,
    accessExpired:
      stored.access === null || !isUnexpired(stored.access, stored.receivedAt, state.now),
  }
  clearStored(state)
  signOutHere(state)
  const deps = state.deps
  if (deps.revoke && (ended.refreshToken || (ended.accessToken && !ended.accessExpired))) {
    void deps.revoke(ended).catch((error: unknown) => {
      console.warn('Could not tell the server about the sign-out (ignored)', error)
    })
  }
}
