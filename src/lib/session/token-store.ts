import { setTokens } from './adopt-tokens'
import { storageLease, webLock } from './refresh-lock'
import { requestCredentials } from './request-credentials'
import { safeStorage } from './safe-storage'
import { sessionState, type SessionState } from './session-state'
import type { SessionSnapshot, TokenPairInput, TokenStoreDeps } from './session-types'
import { endSession, signOutHere } from './sign-out'
import { retryStartupNow, startUp } from './startup-restore'
import { followStorage } from './storage-sync'
import { newId } from './stored-tokens'
import { refresh } from './token-refresh'
import { catchUpWhenVisible } from './visibility-catch-up'

export { REFRESH_WAIT_MS } from './token-refresh'
export { STARTUP_PROFILE_TIMEOUT_MS } from './startup-restore'
export {
  RefreshError,
  SessionEndedError,
  type EndedSession,
  type FailureReason,
  type SentCredentials,
  type SessionSnapshot,
  type SessionStatus,
  type TokenPairInput,
  type TokenStoreDeps,
} from './session-types'

export type TokenStore = ReturnType<typeof createTokenStore>

/**
 * The one owner of the session tokens: storage, the refresh timer, the single-flight refresh (also
 * across tabs, through the Web Locks API) and following other tabs through `storage` events.
 *
 * This module composes the store's parts, each a module of functions of the one session state
 * (session-state.ts): the stored tokens (stored-tokens.ts), the timer (refresh-timer.ts), signing
 * in on tokens (adopt-tokens.ts) and out (sign-out.ts), the refresh (token-refresh.ts), the other
 * tabs (storage-sync.ts), waking up (visibility-catch-up.ts), start-up (startup-restore.ts) and
 * what requests are sent with (request-credentials.ts).
 */
export function createTokenStore(deps: TokenStoreDeps) {
  const { locks, events } = deps
  const storage = safeStorage(
    typeof deps.storage === 'function' ? deps.storage : () => deps.storage as Storage,
  )
  const now = deps.now ?? (() => Date.now())
  const lock = locks ? webLock(locks) : storageLease(storage, newId(), now)
  const state: SessionState = sessionState(deps, storage, lock, now, () => void refresh(state))
  const onStorage = followStorage(state)
  const onVisibilityChange = catchUpWhenVisible(state)

  return {
    getSnapshot: (): SessionSnapshot => state.snapshot,
    subscribe(listener: () => void): () => void {
      state.listeners.add(listener)
      return () => state.listeners.delete(listener)
    },

    /** Start-up; see startup-restore.ts. `fetchProfile` must go through the authed client. */
    async initialize(fetchProfile: () => Promise<unknown>): Promise<void> {
      events?.addEventListener('storage', onStorage)
      events?.document?.addEventListener('visibilitychange', onVisibilityChange)
      state.fetchProfileAtStartup = fetchProfile
      try {
        await startUp(state, 'this-tab')
      } catch (error) {
        // Whatever went wrong, start-up settles (signed out) rather than leave every route waiting.
        console.error('Start-up failed; signed out', error)
        signOutHere(state)
      }
    },

    /** After start-up could not reach the provider: try again now rather than after the backoff. */
    retryStartupNow(): void {
      retryStartupNow(state)
    },

    /** Resolves once startup has decided whether this tab is signed in. */
    whenSettled(): Promise<SessionSnapshot> {
      if (state.snapshot.status !== 'loading') return Promise.resolve(state.snapshot)
      return new Promise((resolve) => {
        const listener = () => {
          if (state.snapshot.status === 'loading') return
          state.listeners.delete(listener)
          resolve(state.snapshot)
        }
        state.listeners.add(listener)
      })
    },

    /** A sign-in: the tokens of a new session. */
    setTokens: (pair: TokenPairInput) => {
      setTokens(state, pair)
    },
    /** Aborted when the current session ends (here or in another tab). */
    sessionSignal: (): AbortSignal => state.sessionAbort.signal,
    /** The user signs out: at once here and in every tab; the server is told in the background. */
    signOut: () => {
      endSession(state)
    },
    refresh: (): Promise<string | null> => refresh(state),
    ...requestCredentials(state),

    dispose() {
      clearTimeout(state.timer)
      clearTimeout(state.startupRetry)
      events?.removeEventListener('storage', onStorage)
      events?.document?.removeEventListener('visibilitychange', onVisibilityChange)
    },
  }
}
