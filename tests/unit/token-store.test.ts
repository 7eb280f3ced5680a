import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createTokenStore,
  MAX_TIMER_MS,
  RefreshError,
  STORAGE_KEYS,
  type TokenPairInput,
} from '~/lib/token-store'

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

function storeWith(stored?: { access: string; refresh: string; receivedAt?: number }) {
  const storage = new MemoryStorage()
  if (stored) {
    storage.setItem(STORAGE_KEYS.access, stored.access)
    storage.setItem(STORAGE_KEYS.refresh, stored.refresh)
    storage.setItem(STORAGE_KEYS.receivedAt, String(stored.receivedAt ?? Date.now()))
  }
  const refresh = vi.fn<(token: string) => Promise<TokenPairInput>>()
  const target = new EventTarget()
  const events = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window
  const store = createTokenStore({ storage, refresh, events })
  return { store, storage, refresh, target }
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
    expect(store.getSnapshot().status).toBe('signedOut')
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
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', accessToken: access })
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
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', accessToken: fresh })
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBe('r2')
  })

  it('treats a token that does not decode as expired', async () => {
    const { store, refresh } = storeWith({ access: 'not-a-jwt', refresh: 'r1' })
    refresh.mockResolvedValue({ access_token: jwt(900), refresh_token: 'r2' })
    await store.initialize(vi.fn().mockResolvedValue({}))
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot().status).toBe('signedIn')
  })

  it('refreshes once when the profile fetch fails, then signs in', async () => {
    const { store, refresh } = storeWith({ access: jwt(900), refresh: 'r1' })
    refresh.mockResolvedValue({ access_token: jwt(900), refresh_token: 'r2' })
    const fetchProfile = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({})
    await store.initialize(fetchProfile)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(fetchProfile).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().status).toBe('signedIn')
  })

  it('clears the tokens and signs out when the refresh is refused', async () => {
    const { store, refresh, storage } = storeWith({ access: jwt(60, T0 - 120_000), refresh: 'r1' })
    refresh.mockRejectedValue(new RefreshError('rejected'))
    await store.initialize(vi.fn())
    expect(store.getSnapshot().status).toBe('signedOut')
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBeNull()
  })

  it('resolves whenSettled once startup has decided', async () => {
    const { store } = storeWith()
    const settled = store.whenSettled()
    await store.initialize(vi.fn())
    await expect(settled).resolves.toMatchObject({ status: 'signedOut' })
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
    await expect(store.tokenAfterUnauthorized('an-older-token')).resolves.toBe(current)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('after a 401 with the current token, refreshes', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    const current = jwt(900)
    store.setTokens({ access_token: current, refresh_token: 'r1' })
    const fresh = jwt(900)
    refresh.mockResolvedValue({ access_token: fresh })
    await expect(store.tokenAfterUnauthorized(current)).resolves.toBe(fresh)
  })

  it('keeps the session on a network failure while the token is valid, and retries with backoff', async () => {
    const { store, refresh } = storeWith()
    await store.initialize(vi.fn())
    const current = jwt(900)
    store.setTokens({ access_token: current, refresh_token: 'r1' })
    refresh.mockRejectedValueOnce(new RefreshError('unavailable'))
    refresh.mockResolvedValue({ access_token: jwt(900), refresh_token: 'r2' })
    await expect(store.refresh()).resolves.toBe(current)
    expect(store.getSnapshot().status).toBe('signedIn')
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
    expect(store.getSnapshot().status).toBe('signedOut')
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
    expect(store.getSnapshot().status).toBe('signedOut')
  })

  it('stays signed in when its refresh is refused because another tab already rotated the token', async () => {
    const { store, refresh, storage } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    const otherTabs = jwt(900)
    refresh.mockImplementation(() => {
      storage.setItem(STORAGE_KEYS.access, otherTabs)
      storage.setItem(STORAGE_KEYS.refresh, 'r2-from-other-tab')
      return Promise.reject(new RefreshError('rejected'))
    })
    await expect(store.refresh()).resolves.toBe(otherTabs)
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', accessToken: otherTabs })
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
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', cause: 'other-tab' })
  })

  it('treats a null key (localStorage.clear in another tab) as sign-out', async () => {
    const { store, storage, target } = storeWith()
    await store.initialize(vi.fn())
    store.setTokens({ access_token: jwt(900), refresh_token: 'r1' })
    storage.clear()
    target.dispatchEvent(storageEvent(storage, null))
    expect(store.getSnapshot().status).toBe('signedOut')
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

  it('signs in when another tab signs in', async () => {
    const { store, storage, target } = storeWith()
    await store.initialize(vi.fn())
    storage.setItem(STORAGE_KEYS.access, jwt(900))
    storage.setItem(STORAGE_KEYS.refresh, 'r1')
    target.dispatchEvent(storageEvent(storage, STORAGE_KEYS.refresh))
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', cause: 'other-tab' })
  })
})
