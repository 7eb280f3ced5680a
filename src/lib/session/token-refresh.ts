import { within } from '../within'
import { adoptStored, setTokens } from './adopt-tokens'
import { backOff } from './refresh-timer'
import { tokenWhileItLasts, type SessionState } from './session-state'
import { RefreshError, type TokenPairInput } from './session-types'
import { endSession, signOutHere } from './sign-out'
import { newId, readStored } from './stored-tokens'
import { isUnexpired } from './token-timing'

/** The refresh: one flight per tab, one tab at a time through the cross-tab lock. */

/**
 * How long a request waits for a refresh before it goes on without it (as if the network had
 * failed). The refresh itself is never abandoned: once sent, its answer is awaited and kept, because
 * the server may already have rotated the token (spending the old one again would look like reuse).
 */
export const REFRESH_WAIT_MS = 8_000
const LOCK_TIMEOUT_MS = 10_000

/** Spends the refresh token and awaits the answer, however long it takes. */
function spend(state: SessionState, refreshToken: string): Promise<TokenPairInput> {
  state.lastRefreshAt = state.now()
  return state.deps.refresh(refreshToken)
}

/** After a failure that may pass: keep the session, try again later, use the token while it lasts. */
function unavailable(state: SessionState): string | null {
  backOff(state)
  return tokenWhileItLasts(state)
}

/**
 * Refreshes holding the cross-tab refresh lock. When another tab holds it for too long, the refresh
 * is not done: that tab may be spending the very refresh token we would spend (reuse detection
 * would then revoke the session), so this counts as "unavailable" and is retried later.
 */
async function refreshOnce(state: SessionState): Promise<string | null> {
  const startedGeneration = state.generation
  const stale = () => state.generation !== startedGeneration
  const tokenBefore = state.snapshot.accessToken
  const sessionBefore = state.snapshot.sessionId
  return state.lock.run(
    async () => {
      if (stale()) return null
      const stored = readStored(state)
      if (stored.access && sessionBefore !== null && stored.sessionId !== sessionBefore) {
        // Someone signed in (or out and in) meanwhile: that is another session, not ours to refresh.
        adoptStored(state, stored, 'other-tab')
        return null
      }
      // Another tab refreshed while we waited for the lock: use its token, do not spend the rotated one.
      if (
        stored.access &&
        stored.access !== tokenBefore &&
        isUnexpired(stored.access, stored.receivedAt, state.now)
      ) {
        adoptStored(state, stored, 'this-tab')
        return stored.access
      }
      if (!stored.refresh) {
        endSession(state)
        return null
      }
      try {
        const pair = await spend(state, stored.refresh)
        if (stale()) return null
        const latest = readStored(state)
        // The session ended in another tab while the answer was on its way: do not bring it back.
        if (!latest.access || latest.sessionId !== stored.sessionId) {
          if (latest.access) adoptStored(state, latest, 'other-tab')
          else signOutHere(state, 'other-tab')
          return null
        }
        setTokens(state, pair, stored.sessionId ?? newId())
        return pair.access_token
      } catch (error) {
        if (stale()) return null
        const latest = readStored(state)
        // Only a new sign-in's tokens are worth adopting after a refusal: the same session's newer
        // tokens (a tab that spent the same refresh token without the lock) were revoked with it.
        if (latest.access && latest.sessionId !== stored.sessionId) {
          adoptStored(state, latest, 'other-tab')
          return null
        }
        if (error instanceof RefreshError && error.reason === 'rejected') {
          endSession(state, true)
          return null
        }
        return unavailable(state)
      }
    },
    () => (stale() ? null : unavailable(state)),
    LOCK_TIMEOUT_MS,
  )
}

/** Single flight: concurrent callers share the refresh under way. */
export function refresh(state: SessionState): Promise<string | null> {
  if (!state.inFlight) {
    const flight = refreshOnce(state).finally(() => {
      if (state.inFlight === flight) state.inFlight = null
    })
    state.inFlight = flight
  }
  return state.inFlight
}

/**
 * The refresh for a request: waits at most REFRESH_WAIT_MS, then goes on with the token while it
 * lasts (the refresh goes on and its answer is kept for the next request).
 */
export function refreshForRequest(state: SessionState): Promise<string | null> {
  return within(refresh(state), REFRESH_WAIT_MS, () => tokenWhileItLasts(state))
}
