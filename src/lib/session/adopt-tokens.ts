import { scheduleFromTiming } from './refresh-timer'
import { clearStartupRetry, emit, type SessionState } from './session-state'
import type { SessionSnapshot, TokenPairInput } from './session-types'
import { newId, writeStored, type StoredTokens } from './stored-tokens'
import { timingOf } from './token-timing'

/** Signing this tab in on tokens: its own (written to storage) or another tab's (only adopted). */

type Cause = SessionSnapshot['cause']

/** Adopt tokens (ours or another tab's) without writing them. */
function adopt(
  state: SessionState,
  access: string,
  receivedAt: number,
  sessionId: string | null,
  cause: Cause = 'this-tab',
) {
  if (sessionId !== state.snapshot.sessionId) {
    // Another sign-in: nothing this tab knew of the old session's refreshes applies to it.
    state.generation += 1
    state.inFlight = null
  }
  state.timing = timingOf(access, receivedAt, state.now)
  state.failures = 0
  clearStartupRetry(state)
  scheduleFromTiming(state)
  emit(state, { status: 'signed-in', accessToken: access, sessionId, cause, restorePending: false })
}

/** Another tab's sign-in is written key by key, the access token last (see `setTokens`). */
export function isHalfWritten(stored: StoredTokens, snapshot: SessionSnapshot): boolean {
  return stored.sessionId !== snapshot.sessionId && stored.access === snapshot.accessToken
}

/**
 * Adopts what storage holds, unless it is half of another tab's sign-in (a new session id beside
 * the previous access token): the access token's own storage event follows.
 */
export function adoptStored(state: SessionState, stored: StoredTokens, cause: Cause) {
  if (stored.access && !isHalfWritten(stored, state.snapshot)) {
    adopt(state, stored.access, stored.receivedAt, stored.sessionId, cause)
  }
}

/** Writes a token pair: a new session after a sign-in, or `sessionId`'s successor after a refresh. */
export function setTokens(state: SessionState, pair: TokenPairInput, sessionId: string = newId()) {
  const receivedAt = state.now()
  writeStored(state, pair, sessionId, receivedAt)
  adopt(state, pair.access_token, receivedAt, sessionId)
}
