import { storageLease, webLock, type RefreshLock } from './refresh-lock'
import { safeStorage, type SafeStorage } from './safe-storage'
import { STORAGE_KEYS } from './storage-keys'
import {
  MAX_TIMER_MS,
  MIN_REFRESH_INTERVAL_MS,
  refreshDelayMs,
  STARTUP_MIN_LIFE_MS,
  tokenLifetimeMs,
} from './token-timing'

/**
 * How long a request waits for a refresh before it goes on without it (as if the network had
 * failed). The refresh itself is never abandoned: once sent, its answer is awaited and kept, because
 * the server may already have rotated the token (spending the old one again would look like reuse).
 */
export const REFRESH_WAIT_MS = 8_000
const LOCK_TIMEOUT_MS = 10_000
/** The start-up profile check counts as "provider unreachable" when it has not answered by then. */
export const STARTUP_PROFILE_TIMEOUT_MS = 10_000
const MAX_BACKOFF_MS = 60_000

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out'

export interface SessionSnapshot {
  status: SessionStatus
  accessToken: string | null
  /**
   * Which sign-in the tokens belong to (kept through refreshes, new on every sign-in): a request is
   * only ever retried under the session that sent it.
   */
  sessionId: string | null
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

/** The session a request was sent under, handed back after a 401. */
export interface SentCredentials {
  token: string | null
  sessionId: string | null
  /** Aborted when that session ends, in this tab or another. */
  signal: AbortSignal | null
}

/** Raised (as the abort reason) in the requests of a session that has ended. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError'
  constructor() {
    super('The session ended while the request was under way')
  }
}

export interface TokenStoreDeps {
  /** A Storage, or a function opening one (it may throw: site data blocked); see safe-storage.ts. */
  storage: Storage | (() => Storage)
  /**
   * Spends a refresh token; must throw RefreshError. Goes through a client without the auth hooks.
   * It is never aborted by the store.
   */
  refresh: (refreshToken: string) => Promise<TokenPairInput>
  /** Tells the server a session has ended so it revokes it (best effort). */
  revoke?: (session: EndedSession) => Promise<void>
  /**
   * Whether a failed start-up profile fetch means the server refused the session or could not be
   * reached; without it every failure counts as refused.
   */
  failureReason?: (error: unknown) => FailureReason
  now?: () => number
  /** Web Locks; without them the refresh lock is a lease in storage. */
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
  const { locks, events } = deps
  const storage: SafeStorage = safeStorage(
    typeof deps.storage === 'function' ? deps.storage : () => deps.storage as Storage,
  )
  const now = deps.now ?? (() => Date.now())
  const listeners = new Set<() => void>()
  const lock: RefreshLock = locks ? webLock(locks) : storageLease(storage, newId(), now)

  let snapshot: SessionSnapshot = {
    status: 'loading',
    accessToken: null,
    sessionId: null,
    cause: 'this-tab',
  }
  /** Aborts the requests of the current session when it ends. */
  let sessionAbort = new AbortController()
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
    const refresh = storage.getItem(STORAGE_KEYS.refresh)
    return {
      access: storage.getItem(STORAGE_KEYS.access),
      refresh,
      receivedAt: Number(storage.getItem(STORAGE_KEYS.receivedAt)),
      // Tokens stored before session ids existed (or seeded by hand) get one every tab derives alike.
      sessionId:
        storage.getItem(STORAGE_KEYS.session) ?? (refresh ? `derived-${hashOf(refresh)}` : null),
    }
  }

  function emit(next: SessionSnapshot) {
    if (next.sessionId !== snapshot.sessionId) {
      sessionAbort.abort(new SessionEndedError())
      sessionAbort = new AbortController()
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
  function adopt(
    access: string,
    receivedAt: number,
    sessionId: string | null,
    cause: SessionSnapshot['cause'] = 'this-tab',
  ) {
    if (sessionId !== snapshot.sessionId) {
      // Another sign-in: nothing this tab knew of the old session's refreshes applies to it.
      generation += 1
      inFlight = null
    }
    timing = timingOf(access, receivedAt)
    failures = 0
    clearTimeout(startupRetry)
    startupRetry = undefined
    scheduleFromTiming()
    emit({ status: 'signed-in', accessToken: access, sessionId, cause, restorePending: false })
  }

  /** Another tab's sign-in is written key by key, the access token last (see setTokens). */
  function isHalfWritten(stored: ReturnType<typeof read>): boolean {
    return stored.sessionId !== snapshot.sessionId && stored.access === snapshot.accessToken
  }

  /**
   * Adopts what storage holds, unless it is half of another tab's sign-in (a new session id beside
   * the previous access token): the access token's own storage event follows.
   */
  function adoptStored(stored: ReturnType<typeof read>, cause: SessionSnapshot['cause']) {
    if (stored.access && !isHalfWritten(stored)) {
      adopt(stored.access, stored.receivedAt, stored.sessionId, cause)
    }
  }

  /** Writes a token pair: a new session after a sign-in, or `sessionId`'s successor after a refresh. */
  function setTokens(pair: TokenPairInput, sessionId: string = newId()) {
    const receivedAt = now()
    // Other tabs may read between these writes: the access token goes last, as the "commit".
    storage.setAll({
      [STORAGE_KEYS.session]: sessionId,
      [STORAGE_KEYS.receivedAt]: String(receivedAt),
      ...(pair.refresh_token ? { [STORAGE_KEYS.refresh]: pair.refresh_token } : {}),
      [STORAGE_KEYS.access]: pair.access_token,
    })
    adopt(pair.access_token, receivedAt, sessionId)
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
    emit({ status: 'signed-out', accessToken: null, sessionId: null, cause, restorePending })
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

  /** Spends the refresh token and awaits the answer, however long it takes. */
  function spend(refreshToken: string): Promise<TokenPairInput> {
    lastRefreshAt = now()
    return deps.refresh(refreshToken)
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
  function withRefreshLock<T>(work: () => Promise<T>, onLockTimeout: () => T): Promise<T> {
    return lock.run(work, onLockTimeout, LOCK_TIMEOUT_MS)
  }

  /** After a failure that may pass: keep the session, try again later, use the token while it lasts. */
  function unavailable(): string | null {
    backOff()
    return msLeft() > 0 ? snapshot.accessToken : null
  }

  async function refreshOnce(): Promise<string | null> {
    const startedGeneration = generation
    const tokenBefore = snapshot.accessToken
    const sessionBefore = snapshot.sessionId
    return withRefreshLock(
      async () => {
        if (generation !== startedGeneration) return null
        const stored = read()
        if (stored.access && sessionBefore !== null && stored.sessionId !== sessionBefore) {
          // Someone signed in (or out and in) meanwhile: that is another session, not ours to refresh.
          adoptStored(stored, 'other-tab')
          return null
        }
        // Another tab refreshed while we waited for the lock: use its token, do not spend the rotated one.
        if (
          stored.access &&
          stored.access !== tokenBefore &&
          isUnexpired(stored.access, stored.receivedAt)
        ) {
          adoptStored(stored, 'this-tab')
          return stored.access
        }
        if (!stored.refresh) {
          endSession()
          return null
        }
        try {
          const pair = await spend(stored.refresh)
          if (generation !== startedGeneration) return null
          const latest = read()
          // The session ended in another tab while the answer was on its way: do not bring it back.
          if (!latest.access || latest.sessionId !== stored.sessionId) {
            if (latest.access) adoptStored(latest, 'other-tab')
            else signOutHere('other-tab')
            return null
          }
          setTokens(pair, stored.sessionId ?? newId())
          return pair.access_token
        } catch (error) {
          if (generation !== startedGeneration) return null
          const latest = read()
          // Only a new sign-in's tokens are worth adopting after a refusal: the same session's newer
          // tokens (a tab that spent the same refresh token without the lock) were revoked with it.
          if (latest.access && latest.sessionId !== stored.sessionId) {
            adoptStored(latest, 'other-tab')
            return null
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

  /**
   * The refresh for a request: waits at most REFRESH_WAIT_MS, then goes on with the token while it
   * lasts (the refresh goes on and its answer is kept for the next request).
   */
  function refreshForRequest(): Promise<string | null> {
    return within(refresh(), REFRESH_WAIT_MS, () => (msLeft() > 0 ? snapshot.accessToken : null))
  }

  function onStorage(event: StorageEvent) {
    if (!storage.isArea(event.storageArea)) return
    if (event.key !== null && !Object.values<string>(STORAGE_KEYS).includes(event.key)) return
    const stored = read()
    if (!stored.access || !stored.refresh) {
      if (snapshot.status !== 'signed-out') signOutHere('other-tab')
      return
    }
    if (isHalfWritten(stored)) return
    const retimed =
      timing !== null && stored.receivedAt > 0 && stored.receivedAt !== timing.receivedAt
    if (
      stored.access !== snapshot.accessToken ||
      stored.sessionId !== snapshot.sessionId ||
      retimed
    ) {
      adoptStored(stored, 'other-tab')
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
    if (stored.access) adoptStored(stored, cause)
    else signOutHere()
  }

  /** The profile check of start-up, bounded: no answer in time counts as "provider unreachable". */
  function checkProfile(fetchProfile: () => Promise<unknown>): Promise<unknown> {
    return within(fetchProfile(), STARTUP_PROFILE_TIMEOUT_MS, () => {
      throw new StartupTimeoutError()
    })
  }

  function failureOf(error: unknown): FailureReason | undefined {
    return error instanceof StartupTimeoutError ? 'unavailable' : deps.failureReason?.(error)
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
    snapshot = { ...snapshot, accessToken: stored.access, sessionId: stored.sessionId }
    if (msLeft() > STARTUP_MIN_LIFE_MS) {
      try {
        await checkProfile(fetchProfile)
        if (generation === startedGeneration) settleSignedIn(cause)
        return
      } catch (error) {
        if (!stillStarting()) return
        if (failureOf(error) === 'unavailable') {
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
      await checkProfile(fetchProfile)
      if (generation === startedGeneration) settleSignedIn(cause)
    } catch (error) {
      if (generation !== startedGeneration) return
      if (failureOf(error) === 'unavailable') {
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
      try {
        await start('this-tab')
      } catch (error) {
        // Whatever went wrong, start-up settles (signed out) rather than leave every route waiting.
        console.error('Start-up failed; signed out', error)
        signOutHere()
      }
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

    /** A sign-in: the tokens of a new session. */
    setTokens: (pair: TokenPairInput) => {
      setTokens(pair)
    },
    /** Aborted when the current session ends (here or in another tab). */
    sessionSignal: (): AbortSignal => sessionAbort.signal,
    /** The user signs out: at once here and in every tab; the server is told in the background. */
    signOut: () => {
      endSession()
    },
    refresh,

    /** The token to send now (refreshed first when it has expired) and the session it belongs to. */
    async credentialsForRequest(): Promise<SentCredentials> {
      const sessionId = snapshot.sessionId
      const signal = sessionAbort.signal
      let token = snapshot.accessToken
      if (token && msLeft() <= 0) token = await refreshForRequest()
      // The session may have changed while we waited: then the request belongs to none.
      if (snapshot.sessionId !== sessionId) return { token: null, sessionId, signal }
      return { token, sessionId, signal }
    },

    /**
     * After a 401: a token worth one retry, or null. Only ever a token of the session the request
     * was sent under: a request never goes out again as somebody else.
     */
    async tokenAfterUnauthorized(sent: SentCredentials): Promise<string | null> {
      if (sent.sessionId === null || sent.sessionId !== snapshot.sessionId) return null
      const current = snapshot.accessToken
      if (!current) return null
      const token = sent.token !== current ? current : await refreshForRequest()
      return snapshot.sessionId === sent.sessionId ? token : null
    },

    dispose() {
      clearTimeout(timer)
      clearTimeout(startupRetry)
      events?.removeEventListener('storage', onStorage)
      events?.document?.removeEventListener('visibilitychange', onVisibilityChange)
    },
  }
}

class StartupTimeoutError extends Error {
  constructor() {
    super('The profile check at start-up did not answer in time')
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** FNV-1a, 32 bits twice: a stable short name for a token (not a secret, not for security). */
function hashOf(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    a = Math.imul(a ^ code, 0x01000193) >>> 0
    b = Math.imul(b ^ code, 0x811c9dc5) >>> 0
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')
}

/**
 * `work`'s outcome, or `onTimeout()`'s after `ms`: the caller stops waiting; `work` itself goes on
 * (a refresh is never abandoned).
 */
function within<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timeout: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => {
    timeout = setTimeout(() => {
      resolve(Promise.resolve().then(onTimeout))
    }, ms)
  })
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timeout)
  })
}
