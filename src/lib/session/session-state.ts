import type { RefreshLock } from './refresh-lock'
import type { SafeStorage } from './safe-storage'
import { SessionEndedError, type SessionSnapshot, type TokenStoreDeps } from './session-types'
import { msLeftOf, type TokenTiming } from './token-timing'

/**
 * Everything the session store remembers, in one place: the snapshot the app reads, the current
 * token's timing, the timers, the refresh under way and the counters that keep late answers out,
 * beside what the store works with (storage, the lock, the clock, the caller's deps). The other
 * modules of the store are functions of it; only `emit` publishes a new snapshot.
 */
export interface SessionState {
  readonly deps: TokenStoreDeps
  readonly storage: SafeStorage
  readonly lock: RefreshLock
  readonly now: () => number
  /** What the app reads (useSession); replaced, never changed in place. */
  snapshot: SessionSnapshot
  readonly listeners: Set<() => void>
  /** Aborts the requests of the current session when it ends. */
  sessionAbort: AbortController
  timing: TokenTiming | null
  /** The refresh timer, and what it starts (the refresh). */
  timer?: ReturnType<typeof setTimeout> | undefined
  readonly onTimer: () => void
  /** The refresh under way (single flight). */
  inFlight: Promise<string | null> | null
  /** Bumped on every sign-out, so a refresh that was under way then never writes its tokens back. */
  generation: number
  /** Failed refreshes (or start-ups) in a row: the backoff grows with them. */
  failures: number
  /** When this tab last spent a refresh token (or tried to): the timer keeps its distance from it. */
  lastRefreshAt: number
  /** The next start-up attempt after the provider was unreachable. */
  startupRetry?: ReturnType<typeof setTimeout> | undefined
  fetchProfileAtStartup: (() => Promise<unknown>) | null
}

/** A tab's session state before start-up: loading, no token, no timers. */
export function sessionState(
  deps: TokenStoreDeps,
  storage: SafeStorage,
  lock: RefreshLock,
  now: () => number,
  onTimer: () => void,
): SessionState {
  return {
    deps,
    storage,
    lock,
    now,
    onTimer,
    snapshot: { status: 'loading', accessToken: null, sessionId: null, cause: 'this-tab' },
    listeners: new Set(),
    sessionAbort: new AbortController(),
    timing: null,
    inFlight: null,
    generation: 0,
    failures: 0,
    lastRefreshAt: Number.NEGATIVE_INFINITY,
    fetchProfileAtStartup: null,
  }
}

/** Milliseconds until the current token expires; Infinity when its lifetime is unknown. */
export function msLeft(state: SessionState): number {
  return msLeftOf(state.timing, state.now)
}

/** The current token while it lasts, else null. */
export function tokenWhileItLasts(state: SessionState): string | null {
  return msLeft(state) > 0 ? state.snapshot.accessToken : null
}

/** Publishes `next` (when it differs); a new session id aborts the old session's requests. */
export function emit(state: SessionState, next: SessionSnapshot) {
  const snapshot = state.snapshot
  if (next.sessionId !== snapshot.sessionId) {
    state.sessionAbort.abort(new SessionEndedError())
    state.sessionAbort = new AbortController()
  }
  if (
    next.status === snapshot.status &&
    next.accessToken === snapshot.accessToken &&
    next.sessionId === snapshot.sessionId &&
    next.cause === snapshot.cause &&
    Boolean(next.restorePending) === Boolean(snapshot.restorePending)
  ) {
    return
  }
  state.snapshot = next
  for (const listener of state.listeners) listener()
}

export function clearStartupRetry(state: SessionState) {
  clearTimeout(state.startupRetry)
  state.startupRetry = undefined
}
