import { decodeJwt } from 'jose'

/** localStorage keys. The two token keys are the spec's; the arrival time lets every tab time expiry alike. */
export const STORAGE_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  receivedAt: 'access_token_received_at',
} as const

export const REFRESH_LEAD_MS = 5 * 60_000
export const STARTUP_MIN_LIFE_MS = 2 * 60_000
export const MAX_TIMER_MS = 2 ** 31 - 1
const LOCK_NAME = 'escrow-token-refresh'
const LOCK_TIMEOUT_MS = 10_000
const MAX_BACKOFF_MS = 60_000

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export interface SessionSnapshot {
  status: SessionStatus
  accessToken: string | null
  /** Whether the last change came from this tab or from another tab through storage. */
  cause: 'this-tab' | 'other-tab'
}

export interface TokenPairInput {
  access_token: string
  refresh_token?: string | undefined
}

/** Why a refresh failed: `rejected` (401/invalid: the session is over) or `unavailable` (network/5xx). */
export class RefreshError extends Error {
  constructor(readonly reason: 'rejected' | 'unavailable') {
    super(`Token refresh ${reason}`)
  }
}

export interface TokenStoreDeps {
  storage: Storage
  /** Spends a refresh token; must throw RefreshError. Goes through a client without the auth hooks. */
  refresh: (refreshToken: string) => Promise<TokenPairInput>
  now?: () => number
  locks?: LockManager | undefined
  /** Window-like target for `storage` and `visibilitychange` events (omit in unit tests). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document }
}

interface TokenTiming {
  /** Local time when the token arrived (this tab or another). */
  receivedAt: number
  /** exp − iat: counted from arrival, so a skewed local clock does not matter. */
  lifetimeMs: number
}

/** Lifetime of a JWT from its own claims; a token that does not decode counts as expired (0). */
export function tokenLifetimeMs(token: string): number {
  try {
    const { exp, iat } = decodeJwt(token)
    if (typeof exp !== 'number') return 0
    return Math.max(0, (exp - (typeof iat === 'number' ? iat : exp)) * 1000)
  } catch {
    return 0
  }
}

/** When to refresh: 5 minutes before expiry, or halfway through lifetimes too short for that. */
export function refreshDelayMs(lifetimeMs: number): number {
  const lead = lifetimeMs > 2 * REFRESH_LEAD_MS ? REFRESH_LEAD_MS : lifetimeMs / 2
  return lifetimeMs - lead
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
      next.cause === snapshot.cause
    ) {
      return
    }
    snapshot = next
    for (const listener of listeners) listener()
  }

  function timingOf(access: string, receivedAt: number): TokenTiming {
    return {
      receivedAt: Number.isFinite(receivedAt) && receivedAt > 0 ? receivedAt : now(),
      lifetimeMs: tokenLifetimeMs(access),
    }
  }

  function isUnexpired(access: string, receivedAt: number): boolean {
    const other = timingOf(access, receivedAt)
    return other.receivedAt + other.lifetimeMs > now()
  }

  function msLeft(): number {
    return timing ? timing.receivedAt + timing.lifetimeMs - now() : 0
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
    if (!timing) return
    const dueAt = timing.receivedAt + refreshDelayMs(timing.lifetimeMs)
    schedule(dueAt - now())
  }

  /** Adopt tokens (ours or another tab's) without writing them. */
  function adopt(access: string, receivedAt: number, cause: SessionSnapshot['cause'] = 'this-tab') {
    timing = timingOf(access, receivedAt)
    failures = 0
    scheduleFromTiming()
    emit({ status: 'signedIn', accessToken: access, cause })
  }

  function setTokens(pair: TokenPairInput) {
    const receivedAt = now()
    // Other tabs may read between these writes: the access token goes last, as the "commit".
    storage.setItem(STORAGE_KEYS.receivedAt, String(receivedAt))
    if (pair.refresh_token) storage.setItem(STORAGE_KEYS.refresh, pair.refresh_token)
    storage.setItem(STORAGE_KEYS.access, pair.access_token)
    adopt(pair.access_token, receivedAt)
  }

  /** Signs this tab out. `broadcast` removes the stored tokens, which signs every other tab out too. */
  function signOut(broadcast = true, cause: SessionSnapshot['cause'] = 'this-tab'): string | null {
    const refreshToken = storage.getItem(STORAGE_KEYS.refresh)
    generation += 1
    inFlight = null
    clearTimeout(timer)
    timer = undefined
    timing = null
    if (broadcast) {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key)
    }
    emit({ status: 'signedOut', accessToken: null, cause })
    return refreshToken
  }

  async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
    if (!locks) return work()
    try {
      return await locks.request(LOCK_NAME, { signal: AbortSignal.timeout(LOCK_TIMEOUT_MS) }, work)
    } catch (error) {
      // A frozen tab holding the lock must not deadlock this one: go ahead without it.
      if (
        error instanceof DOMException &&
        (error.name === 'TimeoutError' || error.name === 'AbortError')
      ) {
        return work()
      }
      throw error
    }
  }

  async function refreshOnce(): Promise<string | null> {
    const startedGeneration = generation
    const tokenBefore = snapshot.accessToken
    return withRefreshLock(async () => {
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
        signOut()
        return null
      }
      try {
        const pair = await deps.refresh(stored.refresh)
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
          signOut()
          return null
        }
        failures += 1
        schedule(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures))
        return msLeft() > 0 ? snapshot.accessToken : null
      }
    })
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
      if (snapshot.status !== 'signedOut') signOut(false, 'other-tab')
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
    const dueAt = timing.receivedAt + refreshDelayMs(timing.lifetimeMs)
    if (now() >= dueAt) void refresh()
    else scheduleFromTiming()
  }

  return {
    getSnapshot: (): SessionSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /**
     * Startup (spec §4): a stored token with more than 2 minutes left is checked by fetching the profile;
     * otherwise, or when that fails, one refresh, then the profile. Any failure leaves the tab signed out.
     */
    async initialize(fetchProfile: () => Promise<unknown>): Promise<void> {
      events?.addEventListener('storage', onStorage)
      events?.document?.addEventListener('visibilitychange', onVisibilityChange)
      const stored = read()
      if (!stored.access || !stored.refresh) {
        signOut(false)
        return
      }
      timing = timingOf(stored.access, stored.receivedAt)
      snapshot = { status: 'loading', accessToken: stored.access, cause: 'this-tab' }
      if (msLeft() > STARTUP_MIN_LIFE_MS) {
        try {
          await fetchProfile()
          adopt(stored.access, stored.receivedAt)
          return
        } catch {
          // fall through to one refresh
        }
      }
      const token = await refresh()
      if (!token) {
        if (snapshot.status !== 'signedOut') signOut()
        return
      }
      try {
        await fetchProfile()
      } catch (error) {
        console.error('Profile fetch failed after refresh; signing out', error)
        signOut()
      }
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
    signOut: (): string | null => signOut(),
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
      events?.removeEventListener('storage', onStorage)
      events?.document?.removeEventListener('visibilitychange', onVisibilityChange)
    },
  }
}
