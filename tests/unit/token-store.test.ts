import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import {
  createTokenStore,
  REFRESH_WAIT_MS,
  STARTUP_PROFILE_TIMEOUT_MS,
  type SentCredentials,
  RefreshError,
  type EndedSession,
  type TokenPairInput,
} from '~/lib/session/token-store'
import { MAX_TIMER_MS, MIN_REFRESH_INTERVAL_MS } from '~/lib/session/token-timing'

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0)

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** An unsigned JWT: the store only reads `iat`/`exp` (it never trusts claims). */
function jwt(
  lifetimeSeconds: number,
  issuedAtMs = Date.now(),
  id = Math.random().toString(36),
): string {
  const iat = Math.floor(issuedAtMs / 1000)
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', iat, exp: iat + lifetimeSeconds, jti: id })}.sig`
}

/** A FastAPI-style token: only `sub`, `exp` and `type`, no `iat`. */
function expOnlyJwt(lifetimeSeconds: number, issuedAtMs = Date.now()): string {
  const exp = Math.floor(issuedAtMs / 1000) + lifetimeSeconds
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp, type: 'access', jti: Math.random() })}.sig`
}

/** A token whose `iat` equals its `exp` (a provider that stamps both alike). */
function expEqualsIatJwt(lifetimeSeconds: number, issuedAtMs = Date.now()): string {
  const exp = Math.floor(issuedAtMs / 1000) + lifetimeSeconds
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', iat: exp, exp, jti: Math.random() })}.sig`
}

let opaqueCount = 0
function opaqueToken(): string {
  opaqueCount += 1
  return `opaque-${String(opaqueCount)}`
}

/** A failure the app's failureReason counts as "unavailable" (network, 5xx). */
class Unreachable extends Error {}

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

/** One tab alone: the cross-tab lock is granted at once (the lease and Web Locks have their own tests). */
const lockOfOneTab = {
  request: (_name: string, _options: unknown, work: () => Promise<unknown>) => work(),
} as unknown as LockManager

function storeWith(
  stored?: { access: string; refresh: string; receivedAt?: number },
  locks: LockManager = lockOfOneTab,
) {
  const storage = new MemoryStorage()
  if (stored) {
    storage.setItem(STORAGE_KEYS.access, stored.access)
    storage.setItem(STORAGE_KEYS.refresh, stored.refresh)
    storage.setItem(STORAGE_KEYS.receivedAt, String(stored.receivedAt ?? Date.now()))
  }
  const refresh = vi.fn<(token: string) => Promise<TokenPairInput>>()
  const revoke = vi.fn<(session: EndedSession) => Promise<void>>(() => Promise.resolve())
  const target = new EventTarget()
  const events = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window
  const store = createTokenStore({
    storage,
    refresh,
    revoke,
    failureReason: (error) => (error instanceof Unreachable ? 'unavailable' : 'rejected'),
    events,
    locks,
  })
  return { store, storage, refresh, revoke, target }
}

/**
 * Runs the store for `durationMs` with a server that mints a new token from `mint` on every refresh,
 * and returns one record per refresh: the token it replaced and whether that token was still valid.
 */
async function refreshesOver(
  mint: () => string,
  expiresAt: (token: string) => number | null,
  durationMs: number,
) {
  const { store, refresh } = storeWith()
  await store.initialize(vi.fn())
  const first = mint()
  store.setTokens({ access_token: first, refresh_token: 'r0' })
  const replaced: { token: string | null; at: number; beforeExpiry: boolean }[] = []
  refresh.mockImplementation(() => {
    const token = store.getSnapshot().accessToken
    const expiry = token ? expiresAt(token) : null
    replaced.push({ token, at: Date.now(), beforeExpiry: expiry === null || Date.now() < expiry })
    return Promise.resolve({ access_token: mint(), refresh_token: `r${String(replaced.length)}` })
  })
  await vi.advanceTimersByTimeAsync(durationMs)
  return { replaced, store, refresh }
}

function expOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number
  }
  return payload.exp * 1000
}

/** What the authed client hands back after a 401: the token it sent, under the store's session now. */
function sentUnder(
  store: { getSnapshot: () => { sessionId: string | null } },
  token: string | null,
): SentCredentials {
  return { token, sessionId: store.getSnapshot().sessionId, signal: null }
}

function storageEvent(storage: Storage, key: string | null): Event {
  const event = new Event('storage')
  Object.assign(event, { key, storageArea: storage })
  return event
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('startup', () => {
  it('is signed out without stored tokens and fetches nothing', async () => {
    const { store, refresh } = storeWith()
    const fetchProfile = vi.fn()
    await store.initialize(fetchProfile)
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(fetchProfile).not.toHaveBeenCalled()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('checks a token with more than 2 minutes left through the profile, without refreshing', async () => {
    const access = jwt(15 * 60)
    const { store, refresh } = storeWith({ access, refresh: 'r1' })
    const fetchProfile = vi.fn().mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(fetchProfile).toHaveBeenCalledTimes(1)
    expect(refresh).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: access })
  })

  it('refreshes first when the stored token has 2 minutes or less left', async () => {
    const { store, refresh, storage } = storeWith({
      access: jwt(15 * 60, T0 - 13 * 60_000),
      refresh: 'r1',
      receivedAt: T0 - 13 * 60_000,
    })
    const fresh = jwt(15 * 60)
    refresh.mockResolvedValue({ access_token: fresh, refresh_token: 'r2' })
    const fetchProfile = vi.fn().mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(refresh).toHaveBeenCalledWith('r1')
    expect(fetchProfile).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: fresh })
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBe('r2')
  })

  it('checks a token that does not decode through the profile: its lifetime is unknown, not zero', async () => {
    const { store, refresh } = storeWith({ access: 'not-a-jwt', refresh: 'r1' })
    const fetchProfile = vi.fn().mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(fetchProfile).toHaveBeenCalledTimes(1)
    expect(refresh).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: 'not-a-jwt' })
  })

  it('refreshes once when the profile fetch fails, then signs in', async () => {
    const { store, refresh } = storeWith({ access: jwt(900), refresh: 'r1' })
    refresh.mockResolvedValue({ access_token: jwt(900), refresh_token: 'r2' })
    const fetchProfile = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(fetchProfile).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().status).toBe('signed-in')
  })

  it('clears the tokens and signs out when the refresh is refused', async () => {
    const { store, refresh, storage } = storeWith({ access: jwt(60, T0 - 120_000), refresh: 'r1' })
    refresh.mockRejectedValue(new RefreshError('rejected'))
    await store.initialize(vi.fn())
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBeNull()
  })

  it('adopts the token a 401 during the profile check refreshed to, not the rejected one', async () => {
    const rejected = jwt(900)
    const { store, refresh, storage } = storeWith({ access: rejected, refresh: 'r1' })
    const fresh = jwt(900)
    refresh.mockResolvedValue({ access_token: fresh, refresh_token: 'r2' })
    // What the authed client does on a 401: ask for a better token, then retry.
    const fetchProfile = vi.fn(async () => {
      await store.tokenAfterUnauthorized(sentUnder(store, rejected))
      return {}
    })
    await store.initialize(fetchProfile)
    expect(storage.getItem(STORAGE_KEYS.access)).toBe(fresh)
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: fresh })
  })
})

describe('startup when the provider cannot be reached', () => {
  it('keeps the stored tokens on a network failure, shows this tab signed out and retries', async () => {
    const access = jwt(900)
    const { store, storage, refresh, revoke } = storeWith({ access, refresh: 'r1' })
    const fetchProfile = vi.fn().mockRejectedValueOnce(new Unreachable()).mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(storage.getItem(STORAGE_KEYS.access)).toBe(access)
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBe('r1')
    expect(refresh).not.toHaveBeenCalled()
    expect(revoke).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetchProfile).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      accessToken: access,
      cause: 'recovered',
    })
  })

  it('says a restore is pending, and tries again at once when asked (once, however often asked)', async () => {
    const access = jwt(900)
    const { store } = storeWith({ access, refresh: 'r1' })
    const fetchProfile = vi.fn().mockRejectedValueOnce(new Unreachable()).mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', restorePending: true })

    store.retryStartupNow()
    store.retryStartupNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchProfile).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', restorePending: false })
    // The backoff's own retry was cancelled: no third profile fetch.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchProfile).toHaveBeenCalledTimes(2)
  })

  it('has no restore pending after a plain signed-out start-up, and retryStartupNow does nothing', async () => {
    const { store } = storeWith()
    const fetchProfile = vi.fn()
    await store.initialize(fetchProfile)
    store.retryStartupNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', restorePending: false })
    expect(fetchProfile).not.toHaveBeenCalled()
  })

  it('keeps the tokens when the refresh of an expired token cannot reach the server (5xx)', async () => {
    const access = jwt(900, T0 - 16 * 60_000)
    const { store, storage, refresh } = storeWith({
      access,
      refresh: 'r1',
      receivedAt: T0 - 16 * 60_000,
    })
    refresh.mockRejectedValue(new RefreshError('unavailable'))
    await store.initialize(vi.fn().mockResolvedValue({}))
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBe('r1')
    expect(storage.getItem(STORAGE_KEYS.access)).toBe(access)
  })

  it('stays signed in on a token with a minute left when its refresh cannot reach the server', async () => {
    const access = jwt(900, T0 - 14 * 60_000)
    const { store, refresh } = storeWith({ access, refresh: 'r1', receivedAt: T0 - 14 * 60_000 })
    refresh.mockRejectedValueOnce(new RefreshError('unavailable'))
    const fresh = jwt(900)
    refresh.mockResolvedValue({ access_token: fresh, refresh_token: 'r2' })
    await store.initialize(vi.fn().mockResolvedValue({}))
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: access })
    // Tried again 30 s after the failed attempt, while the old token still has 30 s left.
    await vi.advanceTimersByTimeAsync(MIN_REFRESH_INTERVAL_MS)
    expect(store.getSnapshot().accessToken).toBe(fresh)
  })

  it('keeps the tokens when the profile fails with a 5xx after a refresh, and recovers', async () => {
    const { store, storage, refresh } = storeWith({
      access: jwt(60, T0 - 60_000),
      refresh: 'r1',
      receivedAt: T0 - 60_000,
    })
    const fresh = jwt(900)
    refresh.mockResolvedValue({ access_token: fresh, refresh_token: 'r2' })
    const fetchProfile = vi.fn().mockRejectedValueOnce(new Unreachable()).mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(storage.getItem(STORAGE_KEYS.access)).toBe(fresh)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: fresh })
  })

  it('tells the server when start-up does end the session (profile refused with a fresh token)', async () => {
    const { store, storage, refresh, revoke } = storeWith({
      access: jwt(60, T0 - 60_000),
      refresh: 'r1',
      receivedAt: T0 - 60_000,
    })
    const fresh = jwt(900)
    refresh.mockResolvedValue({ access_token: fresh, refresh_token: 'r2' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await store.initialize(vi.fn().mockRejectedValue(new Error('403')))
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull()
    expect(revoke).toHaveBeenCalledWith({
      accessToken: fresh,
      refreshToken: 'r2',
      accessExpired: false,
    })
  })

  it('does not offer a refused refresh token to the server again', async () => {
    const { store, refresh, revoke } = storeWith({
      access: jwt(60, T0 - 120_000),
      refresh: 'r1',
      receivedAt: T0 - 120_000,
    })
    refresh.mockRejectedValue(new RefreshError('rejected'))
    await store.initialize(vi.fn())
    expect(revoke).not.toHaveBeenCalled()
  })
})

describe('tokens of real providers (no iat, iat = exp, opaque)', () => {
  it('refreshes a 15-minute exp-only token exactly once per lifetime, before it expires', async () => {
    const { replaced } = await refreshesOver(() => expOnlyJwt(15 * 60), expOf, 60 * 60_000)
    expect(replaced).toHaveLength(6)
    expect(new Set(replaced.map((entry) => entry.token)).size).toBe(6)
    expect(replaced.every((entry) => entry.beforeExpiry)).toBe(true)
  })

  it('refreshes a token whose iat equals its exp once per lifetime, before it expires', async () => {
    const { replaced } = await refreshesOver(() => expEqualsIatJwt(15 * 60), expOf, 60 * 60_000)
    expect(replaced).toHaveLength(6)
    expect(replaced.every((entry) => entry.beforeExpiry)).toBe(true)
  })

  it('refreshes a 2-minute token once per lifetime, before it expires', async () => {
    const { replaced } = await refreshesOver(() => jwt(120), expOf, 10 * 60_000)
    // Halfway through each token: one refresh a minute, each token replaced once while valid.
    expect(replaced).toHaveLength(10)
    expect(new Set(replaced.map((entry) => entry.token)).size).toBe(10)
    expect(replaced.every((entry) => entry.beforeExpiry)).toBe(true)
  })

  it('never refreshes an opaque token by timer; a 401 refreshes it exactly once', async () => {
    const { replaced, store } = await refreshesOver(opaqueToken, () => null, 60 * 60_000)
    expect(replaced).toHaveLength(0)
    const current = store.getSnapshot().accessToken
    await Promise.all([
      store.tokenAfterUnauthorized(sentUnder(store, current)),
      store.tokenAfterUnauthorized(sentUnder(store, current)),
    ])
    expect(replaced).toHaveLength(1)
  })

  it('sends an opaque token with every request without refreshing first', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: 'opaque', refresh_token: 'r1' })
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000)
    await expect(store.credentialsForRequest()).resolves.toMatchObject({ token: 'opaque' })
    expect(refresh).not.toHaveBeenCalled()
  })

  it('never schedules a refresh sooner than 30 s after the last one, whatever the lifetime', async () => {
    const { replaced } = await refreshesOver(
      () => jwt(4),
      () => null,
      120_000,
    )
    const gaps = replaced.slice(1).map((entry, index) => entry.at - (replaced[index]?.at ?? 0))
    expect(replaced).toHaveLength(4)
    expect(gaps.every((gap) => gap >= MIN_REFRESH_INTERVAL_MS)).toBe(true)
  })

  it('does not loop on a token already expired by our clock when it arrives (clock skew)', async () => {
    const { replaced } = await refreshesOver(
      () => expOnlyJwt(15 * 60, Date.now() - 3_600_000),
      () => null,
      60_000,
    )
    expect(replaced).toHaveLength(0)
  })
})

describe('a refresh that hangs', () => {
  it('lets a request go on after REFRESH_WAIT_MS, but never abandons the refresh: its late answer is kept, nothing is spent twice', async () => {
    const { store, refresh, storage } = storeWith()
    await store.initialize(vi.fn())
    const current = jwt(900)
    store.setTokens({ access_token: current, refresh_token: 'r1' })
    let answer!: (pair: TokenPairInput) => void
    refresh.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const waiting = store.tokenAfterUnauthorized(sentUnder(store, current))
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT_MS)
    await expect(waiting).resolves.toBe(current)
    // Well after the old 8 s abort and any backoff: still one spend, still waiting for its answer.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    const fresh = jwt(900)
    answer({ access_token: fresh, refresh_token: 'r2' })
    await vi.advanceTimersByTimeAsync(0)
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBe('r2')
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: fresh })
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('does not spend the refresh token while another tab holds the refresh lock too long', async () => {
    // Another tab holds the lock and never lets go: this tab's request waits until it gives up.
    const locks = {
      request: (_name: string, options: { signal: AbortSignal }) =>
        new Promise((_, reject) => {
          options.signal.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'))
          })
        }),
    } as unknown as LockManager
    const { store, refresh, storage } = storeWith(undefined, locks)
    await store.initialize(vi.fn())
    const current = jwt(900)
    store.setTokens({ access_token: current, refresh_token: 'r1' })
    const pending = store.refresh()
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(pending).resolves.toBe(current)
    expect(refresh).not.toHaveBeenCalled()
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBe('r1')
    expect(store.getSnapshot().status).toBe('signed-in')
  })
})

describe('sign-out', () => {
  it('ends the session everywhere and hands the tokens to the server, flagging an expired access token', async () => {
    const { store, storage, revoke } = storeWith()
    await store.initialize(vi.fn())
    const access = jwt(60)
    store.setTokens({ access_token: access, refresh_token: 'r1' })
    await vi.advanceTimersByTimeAsync(0)
    vi.setSystemTime(Date.now() + 61_000)
    store.signOut()
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull()
    expect(revoke).toHaveBeenCalledWith({
      accessToken: access,
      refreshToken: 'r1',
      accessExpired: true,
    })
  })

  it('resolves whenSettled once startup has decided', async () => {
    const { store } = storeWith()
    const settled = store.whenSettled()
    await store.initialize(vi.fn())
    await expect(settled).resolves.toMatchObject({ status: 'signed-out' })
  })
})

describe('refresh timer', () => {
  it('refreshes 5 minutes before a 15-minute token expires, and reschedules after', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(15 * 60), refresh_token: 'r1' })
    refresh.mockImplementation(() =>
      Promise.resolve({ access_token: jwt(15 * 60), refresh_token: 'r2' }),
    )

    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('counts from arrival, not from the local clock against exp (clock skew)', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    // The server clock is an hour ahead: exp is far in "our" future, yet the lifetime is 15 min.
    store.setTokens({ access_token: jwt(15 * 60, T0 + 3_600_000), refresh_token: 'r1' })
    refresh.mockResolvedValue({ access_token: jwt(900), refresh_token: 'r2' })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('refreshes halfway through lifetimes shorter than ten minutes', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(60), refresh_token: 'r1' })
    refresh.mockResolvedValue({ access_token: jwt(60), refresh_token: 'r2' })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('clamps very long delays to the largest timer setTimeout accepts', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout')
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(90 * 24 * 3600), refresh_token: 'r1' })
    expect(spy).toHaveBeenLastCalledWith(expect.any(Function), MAX_TIMER_MS)
    await vi.advanceTimersByTimeAsync(1000)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('stops the timer on sign-out', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    store.signOut()
    await vi.advanceTimersByTimeAsync(20 * 60_000)
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('single flight and failures', () => {
  it('shares one refresh among concurrent callers', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    const fresh = jwt(900)
    refresh.mockResolvedValue({ access_token: fresh, refresh_token: 'r2' })
    const results = await Promise.all([store.refresh(), store.refresh(), store.refresh()])
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(results).toEqual([fresh, fresh, fresh])
  })

  it('after a 401, retries with the current token without refreshing when the sent one was replaced', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    const current = jwt(900)
    store.setTokens({ access_token: current, refresh_token: 'r1' })
    await expect(store.tokenAfterUnauthorized(sentUnder(store, 'an-older-token'))).resolves.toBe(
      current,
    )
    expect(refresh).not.toHaveBeenCalled()
  })

  it('after a 401 with the current token, refreshes', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    const current = jwt(900)
    store.setTokens({ access_token: current, refresh_token: 'r1' })
    const fresh = jwt(900)
    refresh.mockResolvedValue({ access_token: fresh })
    await expect(store.tokenAfterUnauthorized(sentUnder(store, current))).resolves.toBe(fresh)
  })

  it('keeps the session on a network failure while the token is valid, and retries with backoff', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    const current = jwt(900)
    store.setTokens({ access_token: current, refresh_token: 'r1' })
    refresh.mockRejectedValueOnce(new RefreshError('unavailable'))
    refresh.mockResolvedValue({ access_token: jwt(900), refresh_token: 'r2' })
    await expect(store.refresh()).resolves.toBe(current)
    expect(store.getSnapshot().status).toBe('signed-in')
    await vi.advanceTimersByTimeAsync(2000)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().accessToken).not.toBe(current)
  })

  it('signs out only once when the refresh is refused', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    refresh.mockRejectedValue(new RefreshError('rejected'))
    const listener = vi.fn()
    store.subscribe(listener)
    await Promise.all([store.refresh(), store.refresh()])
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('never writes rotated tokens back when signed out during a refresh', async () => {
    const { store, refresh, storage } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    let resolve!: (pair: TokenPairInput) => void
    refresh.mockReturnValue(new Promise((r) => (resolve = r)))
    const pending = store.refresh()
    store.signOut()
    resolve({ access_token: jwt(900), refresh_token: 'r2' })
    await expect(pending).resolves.toBeNull()
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull()
    expect(store.getSnapshot().status).toBe('signed-out')
  })

  it("after a refusal, does not adopt the same session's newer tokens (revoked with it): the session ends", async () => {
    // Without a working lock two tabs spent one refresh token: the server revoked the whole session,
    // the other tab's successor tokens included.
    const { store, refresh, storage } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    refresh.mockImplementation(() => {
      storage.setItem(STORAGE_KEYS.access, jwt(900))
      storage.setItem(STORAGE_KEYS.refresh, 'r2-from-other-tab')
      return Promise.reject(new RefreshError('rejected'))
    })
    await expect(store.refresh()).resolves.toBeNull()
    expect(store.getSnapshot().status).toBe('signed-out')
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBeNull()
  })

  it('after a refusal, adopts the tokens of a sign-in made meanwhile in another tab', async () => {
    const { store, refresh, storage } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    const signedInElsewhere = jwt(900)
    refresh.mockImplementation(() => {
      storage.setItem(STORAGE_KEYS.session, 'a-new-sign-in')
      storage.setItem(STORAGE_KEYS.refresh, 'other-r1')
      storage.setItem(STORAGE_KEYS.access, signedInElsewhere)
      return Promise.reject(new RefreshError('rejected'))
    })
    await expect(store.refresh()).resolves.toBeNull()
    expect(store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      accessToken: signedInElsewhere,
      sessionId: 'a-new-sign-in',
    })
  })

  it("uses another tab's fresh token instead of spending the rotated refresh token", async () => {
    const { store, refresh, storage } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    const otherTabs = jwt(900)
    storage.setItem(STORAGE_KEYS.access, otherTabs)
    storage.setItem(STORAGE_KEYS.refresh, 'r2')
    await expect(store.refresh()).resolves.toBe(otherTabs)
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('other tabs', () => {
  it('signs out when another tab clears the tokens', async () => {
    const { store, storage, target } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    storage.removeItem(STORAGE_KEYS.access)
    storage.removeItem(STORAGE_KEYS.refresh)
    target.dispatchEvent(storageEvent(storage, STORAGE_KEYS.access))
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', cause: 'other-tab' })
  })

  it('treats a null key (localStorage.clear in another tab) as sign-out', async () => {
    const { store, storage, target } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    storage.clear()
    target.dispatchEvent(storageEvent(storage, null))
    expect(store.getSnapshot().status).toBe('signed-out')
  })

  it('ignores unrelated keys', async () => {
    const { store, storage, target } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    const listener = vi.fn()
    store.subscribe(listener)
    storage.setItem('sidebar-collapsed', 'true')
    target.dispatchEvent(storageEvent(storage, 'sidebar-collapsed'))
    expect(listener).not.toHaveBeenCalled()
  })

  it("adopts another tab's new tokens and reschedules its timer from them", async () => {
    const { store, storage, target, refresh } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    await vi.advanceTimersByTimeAsync(8 * 60_000)
    const otherTabs = jwt(900)
    storage.setItem(STORAGE_KEYS.access, otherTabs)
    storage.setItem(STORAGE_KEYS.refresh, 'r2')
    storage.setItem(STORAGE_KEYS.receivedAt, String(Date.now()))
    target.dispatchEvent(storageEvent(storage, STORAGE_KEYS.access))
    expect(store.getSnapshot()).toMatchObject({ accessToken: otherTabs, cause: 'other-tab' })
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(refresh).not.toHaveBeenCalled()
  })

  it("waits for the access token of another tab's sign-in, never pairing the new session id with the old token", async () => {
    const { store, storage, target } = storeWith()
    await store.initialize(vi.fn())
    const mine = jwt(900)
    store.setTokens({ access_token: mine, refresh_token: 'r1' })
    const before = store.getSnapshot().sessionId
    // The other tab's first writes have arrived; its access token (written last) has not.
    storage.setItem(STORAGE_KEYS.session, 'their-session')
    storage.setItem(STORAGE_KEYS.refresh, 'their-r1')
    target.dispatchEvent(storageEvent(storage, STORAGE_KEYS.session))
    expect(store.getSnapshot()).toMatchObject({ accessToken: mine, sessionId: before })
    const theirs = jwt(900)
    storage.setItem(STORAGE_KEYS.access, theirs)
    target.dispatchEvent(storageEvent(storage, STORAGE_KEYS.access))
    expect(store.getSnapshot()).toMatchObject({ accessToken: theirs, sessionId: 'their-session' })
  })

  it('signs in when another tab signs in', async () => {
    const { store, storage, target } = storeWith()
    await store.initialize(vi.fn())
    storage.setItem(STORAGE_KEYS.access, jwt(900))
    storage.setItem(STORAGE_KEYS.refresh, 'r1')
    target.dispatchEvent(storageEvent(storage, STORAGE_KEYS.refresh))
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', cause: 'other-tab' })
  })
})

describe('storage that throws', () => {
  const failure = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }

  it('starts signed out, and signs in for this tab, when opening storage throws (site data blocked)', async () => {
    const store = createTokenStore({ storage: failure, refresh: vi.fn(), locks: lockOfOneTab })
    await store.initialize(vi.fn())
    expect(store.getSnapshot().status).toBe('signed-out')
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    expect(store.getSnapshot().status).toBe('signed-in')
  })

  it('settles start-up signed out when getItem throws, instead of waiting forever', async () => {
    const storage = new MemoryStorage()
    storage.getItem = failure
    const store = createTokenStore({ storage, refresh: vi.fn(), locks: lockOfOneTab })
    await store.initialize(vi.fn())
    await expect(store.whenSettled()).resolves.toMatchObject({ status: 'signed-out' })
  })

  it('never leaves a refresh token without its access token when the quota is full', async () => {
    const storage = new MemoryStorage()
    const setItem = storage.setItem.bind(storage)
    storage.setItem = (key: string, value: string) => {
      if (key === STORAGE_KEYS.access)
        throw new DOMException('Quota exceeded', 'QuotaExceededError')
      setItem(key, value)
    }
    const store = createTokenStore({ storage, refresh: vi.fn(), locks: lockOfOneTab })
    await store.initialize(vi.fn())
    const access = jwt(900)
    store.setTokens({ access_token: access, refresh_token: 'r1' })
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull()
    // This tab keeps its session in memory.
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: access })
  })
})

describe('a start-up profile check that never answers', () => {
  it('counts as "provider unreachable" after STARTUP_PROFILE_TIMEOUT_MS: signed out here for now, tokens kept', async () => {
    const access = jwt(900)
    const { store, storage } = storeWith({ access, refresh: 'r1' })
    const starting = store.initialize(() => new Promise(() => undefined))
    await vi.advanceTimersByTimeAsync(STARTUP_PROFILE_TIMEOUT_MS)
    await starting
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', restorePending: true })
    expect(storage.getItem(STORAGE_KEYS.access)).toBe(access)
  })
})
