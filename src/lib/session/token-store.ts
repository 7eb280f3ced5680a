import { STORAGE_KEYS } from './storage-keys'
import {
  MAX_TIMER_MS,
  MIN_REFRESH_INTERVAL_MS,
  refreshDelayMs,
  STARTUP_MIN_LIFE_MS,
  tokenLifetimeMs,
} from './token-timing'

/**
 * A refresh call that has not answered by then counts as a network failure. Shorter than the lock
 * wait, so a tab waiting for another tab's refresh never gives up on the lock while that refresh
 * can still rotate the token.
 */
export const REFRESH_TIMEOUT_MS = 8_000
const LOCK_NAME = 'escrow-token-refresh'
const LOCK_TIMEOUT_MS = 10_000
const MAX_BACKOFF_MS = 60_000

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export interface SessionSnapshot {
  status: SessionStatus
  accessToken: string | null
  /**
   * What made the last change: this tab's own action, another tab (through storage), or this tab's
   * start-up recovering by itself after the provider was unreachable.
   */
  cause: 'this-tab' | 'other-tab' | 'recovered'
  /**
   * Signed out here only because start-up could not reach the provider: the stored session is kept
   * and start-up is tried again by itself (or at once through `retryStartupNow`).
   */
  restorePending?: boolean
}

export interface TokenPairInput {
  access_token: string
  refresh_token?: string | undefined
}

/** Why a call failed: `rejected` (the server said no: the session is over) or `unavailable` (network, 5xx, time-out). */
export type FailureReason = 'rejected' | 'unavailable'

/** Why a refresh failed: `rejected` (401/invalid: the session is over) or `unavailable` (network/5xx). */
export class RefreshError extends Error {
  constructor(readonly reason: FailureReason) {
    super(`Token refresh ${reason}`)
  }
}

/** The tokens of a session that has just ended, for telling the server (best effort). */
export interface EndedSession {
  accessToken: string | null
  /** null when the server has already refused it. */
  refreshToken: string | null
  /** Whether the access token is known to have expired (the server would refuse it). */
  accessExpired: boolean
}

export interface TokenStoreDeps {
  storage: Storage
  /**
   * Spends a refresh token; must throw RefreshError. Goes through a client without the auth hooks.
   * The signal aborts it when it takes longer than REFRESH_TIMEOUT_MS.
   */
  refresh: (refreshToken: string, signal: AbortSignal) => Promise<TokenPairInput>
  /** Tells the server a session has ended so it revokes it (best effort). */
  revoke?: (session: EndedSession) => Promise<void>
  /**
   * Whether a failed start-up profile fetch means the server refused the session or could not be
   * reached; without it every failure counts as refused.
   */
  failureReason?: (error: unknown) => FailureReason
  now?: () => number
  locks?: LockManager | undefined
  /** Window-like target for `storage` and `visibilitychange` events (omit in unit tests). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document }
}

interface TokenTiming {
  /** Local time when the token arrived (this tab or another). */
  receivedAt: number
  /** How long the token lives from its arrival; null when unknown (the 401 path then decides). */
  lifetimeMs: number | null
}

export type TokenStore = ReturnType<typeof createTokenStore>

/**
 * The one owner of the session tokens: storage, the refresh timer, the single-flight refresh (also
 * across tabs, through the Web Locks API) and following other tabs through `storage` events.
 */
export function createTokenStore(deps: TokenStoreDeps) {
  const { storage, locks, events } = deps
  const now = deps.now ?? (() => Date.now())
  const listeners = new Set<() => void>()

  let snapshot: SessionSnapshot = { status: 'loading', accessToken: null, cause: 'this-tab' }
  let timing: TokenTiming | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<string | null> | null = null
  /** Bumped on every sign-out, so a refresh that was under way then never writes its tokens back. */
  let generation = 0
  let failures = 0
  /** When this tab last spent a refresh token (or tried to): the timer keeps its distance from it. */
  let lastRefreshAt = Number.NEGATIVE_INFINITY
  let startupRetry: ReturnType<typeof setTimeout> | undefined
  let fetchProfileAtStartup: (() => Promise<unknown>) | null = null

  function read() {
    return {
      access: storage.getItem(STORAGE_KEYS.access),
      refresh: storage.getItem(STORAGE_KEYS.refresh),
      receivedAt: Number(storage.getItem(STORAGE_KEYS.receivedAt)),
    }
  }

  function emit(next: SessionSnapshot) {
    if (
      next.status === snapshot.status &&
      next.accessToken === snapshot.accessToken &&
      next.cause === snapshot.cause &&
      Boolean(next.restorePending) === Boolean(snapshot.restorePending)
    ) {
      return
    }
    snapshot = next
    for (const listener of listeners) listener()
  }

  function timingOf(access: string, storedReceivedAt: number): TokenTiming {
    const receivedAt =
      Number.isFinite(storedReceivedAt) && storedReceivedAt > 0 ? storedReceivedAt : now()
    return { receivedAt, lifetimeMs: tokenLifetimeMs(access, receivedAt) }
  }

  /** Milliseconds until the token expires; Infinity when its lifetime is unknown. */
  function msLeftOf(tokenTiming: TokenTiming | null): number {
    if (!tokenTiming) return 0
    if (tokenTiming.lifetimeMs === null) return Number.POSITIVE_INFINITY
    return tokenTiming.receivedAt + tokenTiming.lifetimeMs - now()
  }

  function isUnexpired(access: string, receivedAt: number): boolean {
    return msLeftOf(timingOf(access, receivedAt)) > 0
  }

  function msLeft(): number {
    return msLeftOf(timing)
  }

  /** When the timer should refresh, or null for a token of unknown lifetime. */
  function refreshDueAt(tokenTiming: TokenTiming): number | null {
    if (tokenTiming.lifetimeMs === null) return null
    const due = tokenTiming.receivedAt + refreshDelayMs(tokenTiming.lifetimeMs)
    return Math.max(due, lastRefreshAt + MIN_REFRESH_INTERVAL_MS)
  }

  function schedule(delayMs: number) {
    clearTimeout(timer)
    timer = setTimeout(
      () => {
        timer = undefined
        void refresh()
      },
      Math.min(Math.max(0, delayMs), MAX_TIMER_MS),
    )
  }

  function scheduleFromTiming() {
    clearTimeout(timer)
    timer = undefined
    const dueAt = timing ? refreshDueAt(timing) : null
    if (dueAt !== null) schedule(dueAt - now())
  }

  /** Adopt tokens (ours or another tab's) without writing them. */
  function adopt(access: string, receivedAt: number, cause: SessionSnapshot['cause'] = 'this-tab') {
    timing = timingOf(access, receivedAt)
    failures = 0
    clearTimeout(startupRetry)
    startupRetry = undefined
    scheduleFromTiming()
    emit({ status: 'signedIn', accessToken: access, cause, restorePending: false })
  }

  function setTokens(pair: TokenPairInput) {
    const receivedAt = now()
    // Other tabs may read between these writes: the access token goes last, as the "commit".
    storage.setItem(STORAGE_KEYS.receivedAt, String(receivedAt))
    if (pair.refresh_token) storage.setItem(STORAGE_KEYS.refresh, pair.refresh_token)
    storage.setItem(STORAGE_KEYS.access, pair.access_token)
    adopt(pair.access_token, receivedAt)
  }

  /** Signs this tab out and stops its timers; the stored tokens (other tabs' session) stay. */
  function signOutHere(cause: SessionSnapshot['cause'] = 'this-tab', restorePending = false) {
    generation += 1
    inFlight = null
    clearTimeout(timer)
    timer = undefined
    clearTimeout(startupRetry)
    startupRetry = undefined
    timing = null
    emit({ status: 'signedOut', accessToken: null, cause, restorePending })
  }

  /**
   * Ends the session everywhere: removes the stored tokens (every other tab follows through
   * `storage`) and tells the server. `refreshRefused` when the server has already refused the refresh
   * token, which then is not offered again.
   */
  function endSession(refreshRefused = false) {
    const stored = read()
    const ended: EndedSession = {
      accessToken: stored.access,
      refreshToken: refreshRefused ? null : stored.refresh,
      accessExpired: stored.access === null || !isUnexpired(stored.access, stored.receivedAt),
    }
    for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key)
    signOutHere()
    if (deps.revoke && (ended.refreshToken || (ended.accessToken && !ended.accessExpired))) {
      void deps.revoke(ended).catch((error: unknown) => {
        console.warn('Could not tell the server about the sign-out (ignored)', error)
      })
    }
  }

  /** Spends the refresh token, giving up after REFRESH_TIMEOUT_MS as if the network had failed. */
  async function spend(refreshToken: string): Promise<TokenPairInput> {
    const controller = new AbortController()
    let timeout: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => {
        controller.abort()
        reject(new RefreshError('unavailable'))
      }, REFRESH_TIMEOUT_MS)
    })
    lastRefreshAt = now()
    try {
      return await Promise.race([deps.refresh(refreshToken, controller.signal), timedOut])
    } finally {
      clearTimeout(timeout)
    }
  }

  function backOff() {
    failures += 1
    schedule(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures))
  }

  /**
   * Runs `work` holding the cross-tab refresh lock. When another tab holds it for too long, the work
   * is not done: that tab may be spending the very refresh token we would spend (reuse detection
   * would then revoke the session), so this counts as "unavailable" and is retried later.
   */
  async function withRefreshLock<T>(work: () => Promise<T>, onLockTimeout: () => T): Promise<T> {
    if (!locks) return work()
    const waiting = new AbortController()
    const giveUp = setTimeout(() => {
      waiting.abort()
    }, LOCK_TIMEOUT_MS)
    try {
      return await locks.request(LOCK_NAME, { signal: waiting.signal }, () => {
        clearTimeout(giveUp)
        return work()
      })
    } catch (error) {
      if (waiting.signal.aborted) return onLockTimeout()
      throw error
    } finally {
      clearTimeout(giveUp)
    }
  }

  /** After a failure that may pass: keep the session, try again later, use the token while it lasts. */
  function unavailable(): string | null {
    backOff()
    return msLeft() > 0 ? snapshot.accessToken : null
  }

  async function refreshOnce(): Promise<string | null> {
    const startedGeneration = generation
    const tokenBefore = snapshot.accessToken
    return withRefreshLock(
      async () => {
        if (generation !== startedGeneration) return null
        const stored = read()
        // Another tab refreshed while we waited for the lock: use its token, do not spend the rotated one.
        if (
          stored.access &&
          stored.access !== tokenBefore &&
          isUnexpired(stored.access, stored.receivedAt)
        ) {
          adopt(stored.access, stored.receivedAt)
          return stored.access
        }
        if (!stored.refresh) {
          endSession()
          return null
        }
        try {
          const pair = await spend(stored.refresh)
          if (generation !== startedGeneration) return null
          setTokens(pair)
          return pair.access_token
        } catch (error) {
          if (generation !== startedGeneration) return null
          const latest = read()
          // Refused because another tab already rotated it: stay signed in on that tab's tokens.
          if (latest.refresh && latest.refresh !== stored.refresh && latest.access) {
            adopt(latest.access, latest.receivedAt)
            return latest.access
          }
          if (error instanceof RefreshError && error.reason === 'rejected') {
            endSession(true)
            return null
          }
          return unavailable()
        }
      },
      () => (generation === startedGeneration ? unavailable() : null),
    )
  }

  /** Single flight: concurrent callers share the refresh under way. */
  function refresh(): Promise<string | null> {
    if (!inFlight) {
      const flight = refreshOnce().finally(() => {
        if (inFlight === flight) inFlight = null
      })
      inFlight = flight
    }
    return inFlight
  }

  function onStorage(event: StorageEvent) {
    if (event.storageArea !== storage) return
    if (event.key !== null && !Object.values<string>(STORAGE_KEYS).includes(event.key)) return
    const stored = read()
    if (!stored.access || !stored.refresh) {
      if (snapshot.status !== 'signedOut') signOutHere('other-tab')
      return
    }
    const retimed =
      timing !== null && stored.receivedAt > 0 && stored.receivedAt !== timing.receivedAt
    if (stored.access !== snapshot.accessToken || retimed) {
      adopt(stored.access, stored.receivedAt, 'other-tab')
    }
  }

  function onVisibilityChange() {
    if (events?.document?.visibilityState !== 'visible' || !timing) return
    // Timers of hidden tabs are throttled: catch up on a refresh that is already due.
    const dueAt = refreshDueAt(timing)
    if (dueAt === null) return
    if (now() >= dueAt) void refresh()
    else scheduleFromTiming()
  }

  /**
   * Start-up could not reach the provider: this tab shows the signed-out state, the stored tokens
   * (every other tab's session) stay, and start-up is tried again with backoff.
   */
  function unavailableAtStartup() {
    const attempt = failures + 1
    signOutHere('this-tab', true)
    failures = attempt
    startupRetry = setTimeout(
      () => {
        startupRetry = undefined
        void start('recovered')
      },
      Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt),
    )
  }

  /** Signed in on whatever token is current now (a 401 during start-up may have refreshed it). */
  function settleSignedIn(cause: SessionSnapshot['cause']) {
    const stored = read()
    if (stored.access) adopt(stored.access, stored.receivedAt, cause)
    else signOutHere()
  }

  /**
   * Start-up (spec §4): a stored token with more than 2 minutes left (or of unknown lifetime) is
   * checked by fetching the profile; otherwise, or when the server refuses it, one refresh, then the
   * profile. Only a refusal ends the session (everywhere); an unreachable provider leaves this tab
   * signed out for now and tries again.
   */
  async function start(cause: SessionSnapshot['cause']): Promise<void> {
    const fetchProfile = fetchProfileAtStartup
    if (!fetchProfile) return
    const stored = read()
    if (!stored.access || !stored.refresh) {
      signOutHere()
      return
    }
    const startedGeneration = generation
    // Every sign-out (a refused refresh included) bumps the generation.
    const stillStarting = () => generation === startedGeneration
    timing = timingOf(stored.access, stored.receivedAt)
    snapshot = { ...snapshot, accessToken: stored.access }
    if (msLeft() > STARTUP_MIN_LIFE_MS) {
      try {
        await fetchProfile()
        if (generation === startedGeneration) settleSignedIn(cause)
        return
      } catch (error) {
        if (!stillStarting()) return
        if (deps.failureReason?.(error) === 'unavailable') {
          unavailableAtStartup()
          return
        }
        // refused: fall through to one refresh
      }
    }
    const token = await refresh()
    if (!stillStarting()) return
    if (!token) {
      unavailableAtStartup()
      return
    }
    try {
      await fetchProfile()
      if (generation === startedGeneration) settleSignedIn(cause)
    } catch (error) {
      if (generation !== startedGeneration) return
      if (deps.failureReason?.(error) === 'unavailable') {
        unavailableAtStartup()
        return
      }
      console.error('Profile refused with a fresh token; ending the session', error)
      endSession()
    }
  }

  return {
    getSnapshot: (): SessionSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Start-up; see `start`. `fetchProfile` must go through the authed client. */
    async initialize(fetchProfile: () => Promise<unknown>): Promise<void> {
      events?.addEventListener('storage', onStorage)
      events?.document?.addEventListener('visibilitychange', onVisibilityChange)
      fetchProfileAtStartup = fetchProfile
      await start('this-tab')
    },

    /** After start-up could not reach the provider: try again now rather than after the backoff. */
    retryStartupNow(): void {
      if (startupRetry === undefined) return
      clearTimeout(startupRetry)
      startupRetry = undefined
      void start('recovered')
    },

    /** Resolves once startup has decided whether this tab is signed in. */
    whenSettled(): Promise<SessionSnapshot> {
      if (snapshot.status !== 'loading') return Promise.resolve(snapshot)
      return new Promise((resolve) => {
        const listener = () => {
          if (snapshot.status === 'loading') return
          listeners.delete(listener)
          resolve(snapshot)
        }
        listeners.add(listener)
      })
    },

    setTokens: (pair: TokenPairInput) => {
      setTokens(pair)
    },
    /** The user signs out: at once here and in every tab; the server is told in the background. */
    signOut: () => {
      endSession()
    },
    refresh,

    async tokenForRequest(): Promise<string | null> {
      const token = snapshot.accessToken
      if (!token || msLeft() > 0) return token
      return refresh()
    },

    async tokenAfterUnauthorized(sentToken: string | null): Promise<string | null> {
      const current = snapshot.accessToken
      if (!current) return null
      if (sentToken !== current) return current
      return refresh()
    },

    dispose() {
      clearTimeout(timer)
      clearTimeout(startupRetry)
      events?.removeEventListener('storage', onStorage)
      events?.document?.removeEventListener('visibilitychange', onVisibilityChange)
    },
  }
}
