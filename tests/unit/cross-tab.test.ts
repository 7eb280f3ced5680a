import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import {
  createCrossTab,
  followInvalidations,
  rootsOf,
  type ChannelLike,
  type CrossTab,
} from '~/lib/cross-tab'
import type { User } from '~/contract/auth'
import { cachedUserKey, followSession } from '~/lib/session/follow-session'
import { sessionKeys } from '~/lib/session/profile'
import { createQueryClient } from '~/lib/query-client'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import { createTokenStore } from '~/lib/session/token-store'

/**
 * A simulated BroadcastChannel: every channel joined to the hub receives what the others post
 * (never its own), in a later task, structured-cloned, like the real one.
 */
function createHub() {
  const channels = new Set<FakeChannel>()
  const posted: unknown[] = []
  class FakeChannel implements ChannelLike {
    private readonly listeners = new Set<(event: MessageEvent) => void>()
    constructor() {
      channels.add(this)
    }
    postMessage(message: unknown) {
      posted.push(message)
      const data = structuredClone(message)
      for (const channel of channels) {
        if (channel === this) continue
        setTimeout(() => channel.deliver(data), 0)
      }
    }
    deliver(data: unknown) {
      for (const listener of this.listeners) listener(new MessageEvent('message', { data }))
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener)
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener)
    }
    close() {
      channels.delete(this)
    }
  }
  return { join: () => new FakeChannel(), posted, inject: (data: unknown) => deliverAll(data) }
  function deliverAll(data: unknown) {
    for (const channel of channels) channel.deliver(data)
  }
}

interface Tab {
  crossTab: CrossTab
  queryClient: QueryClient
  fetches: Record<string, number>
  /** Keeps the query active, as a component on screen would. */
  show: (key: readonly string[]) => () => void
}

/** One tab: a real query client (the app's), its bus on the hub, signed in as `user`. */
function openTab(hub: ReturnType<typeof createHub>, user: string | null): Tab {
  const fetches: Record<string, number> = {}
  const crossTab = createCrossTab({ currentUser: () => user, channel: hub.join() })
  const client = createQueryClient({ crossTab })
  followInvalidations(crossTab, client)
  const show = (key: readonly string[]) => {
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        const name = key.join('/')
        fetches[name] = (fetches[name] ?? 0) + 1
        return Promise.resolve(fetches[name])
      },
    })
    return observer.subscribe(() => undefined)
  }
  return { crossTab, queryClient: client, fetches, show }
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 10))
}

async function runMutation(tab: Tab, invalidates: readonly (readonly string[])[]) {
  const mutation = tab.queryClient
    .getMutationCache()
    .build(tab.queryClient, { mutationFn: () => Promise.resolve('ok'), meta: { invalidates } })
  await mutation.execute(undefined)
}

describe('cross-tab invalidation', () => {
  it('refetches what the other tab shows once, marks the rest stale, and never echoes', async () => {
    const hub = createHub()
    const a = openTab(hub, 'u1')
    const b = openTab(hub, 'u1')
    const hideA = a.show(['orders', 'pending'])
    const hideB = b.show(['orders', 'pending'])
    const hideProfile = b.show(['profile'])
    b.show(['transactions', 'list'])()
    await settle()
    expect(b.fetches).toEqual({ 'orders/pending': 1, profile: 1, 'transactions/list': 1 })

    await runMutation(a, [['orders', 'detail', 'ESC-1'], ['orders'], ['transactions']])
    await settle()

    expect(hub.posted).toEqual([
      { type: 'invalidate', from: a.crossTab.tabId, user: 'u1', roots: ['orders', 'transactions'] },
    ])
    expect(a.fetches['orders/pending']).toBe(2)
    expect(b.fetches).toEqual({ 'orders/pending': 2, profile: 1, 'transactions/list': 1 })
    expect(b.queryClient.getQueryState(['transactions', 'list'])?.isInvalidated).toBe(true)
    expect(b.queryClient.getQueryState(['profile'])?.isInvalidated).toBe(false)
    hideA()
    hideB()
    hideProfile()
  })

  it('ignores messages of another user and of a tab that does not know its user', async () => {
    const hub = createHub()
    const a = openTab(hub, 'u1')
    const other = openTab(hub, 'u2')
    const unknown = openTab(hub, null)
    const hideOther = other.show(['orders'])
    const hideUnknown = unknown.show(['orders'])
    await settle()
    await runMutation(a, [['orders']])
    await settle()
    expect(other.fetches.orders).toBe(1)
    expect(unknown.fetches.orders).toBe(1)
    // A tab with no user posts nothing.
    await runMutation(unknown, [['orders']])
    expect(hub.posted).toHaveLength(1)
    hideOther()
    hideUnknown()
  })

  it('ignores malformed messages', async () => {
    const hub = createHub()
    const b = openTab(hub, 'u1')
    const hide = b.show(['orders'])
    await settle()
    const listener = vi.fn()
    b.crossTab.subscribe(listener)
    for (const junk of [
      null,
      'invalidate',
      { type: 'invalidate', from: 'x', user: 'u1' },
      { type: 'invalidate', from: 'x', user: 'u1', roots: [] },
      { type: 'invalidate', from: 'x', user: 'u1', roots: ['../orders'] },
      { type: 'invalidate', from: 'x', user: 'u1', roots: [['orders']] },
      { type: 'invalidate', from: '', user: 'u1', roots: ['orders'] },
      { type: 'refetch-everything', from: 'x', user: 'u1' },
      { type: 'signed-out', from: 'x' },
      // The session is not on the bus (storage events carry it): these are no messages either.
      { type: 'signed-out', from: 'x', user: 'u1' },
      { type: 'signed-in', from: 'x', user: 'u1' },
    ]) {
      hub.inject(junk)
    }
    await settle()
    expect(listener).not.toHaveBeenCalled()
    expect(b.fetches.orders).toBe(1)
    hide()
  })

  it("drops this tab's own messages (a second channel in the same tab)", () => {
    const hub = createHub()
    const listener = vi.fn()
    const tab = createCrossTab({ currentUser: () => 'u1', channel: hub.join(), tabId: 'me' })
    tab.subscribe(listener)
    hub.inject({ type: 'invalidate', from: 'me', user: 'u1', roots: ['orders'] })
    hub.inject({ type: 'invalidate', from: 'you', user: 'u1', roots: ['orders'] })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('takes the string roots of query keys', () => {
    expect(rootsOf([['orders', 'detail', 'x'], ['orders'], ['profile'], [42], []])).toEqual([
      'orders',
      'profile',
    ])
  })
})

/**
 * One browser's localStorage as Chromium shares it: each tab reads its own copy; a change made in
 * one tab reaches every other tab key by key, each in a later task followed by its `storage` event
 * (so the first event of a sign-in already shows the new session_id, but still the old access
 * token: in Chromium, 200 of 200 tries). Writing a value a key already has fires nothing.
 */
function createBrowserStorage() {
  const tabs = new Set<{ items: Map<string, string>; target: EventTarget; area: Storage }>()
  function open() {
    // A new tab starts from what the storage holds (any open tab's copy: they agree when idle).
    const [first] = tabs
    const items = new Map<string, string>(first?.items)
    const target = new EventTarget()
    const change = (key: string, value: string | null) => {
      if ((items.get(key) ?? null) === value) return
      if (value === null) items.delete(key)
      else items.set(key, value)
      for (const other of tabs) {
        if (other.items === items) continue
        setTimeout(() => {
          if (value === null) other.items.delete(key)
          else other.items.set(key, value)
          const event = new Event('storage')
          Object.assign(event, { key, storageArea: other.area })
          other.target.dispatchEvent(event)
        }, 0)
      }
    }
    const area = {
      get length() {
        return items.size
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => change(key, value),
      removeItem: (key: string) => change(key, null),
      clear: () => {
        for (const key of [...items.keys()]) change(key, null)
      },
    } as Storage
    tabs.add({ items, target, area })
    const events = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    } as unknown as Window
    return { storage: area, events }
  }
  return { open }
}

/** The refresh lock, granted at once (it has its own tests). */
const lockOfOneTab = {
  request: (_name: string, _options: unknown, work: () => Promise<unknown>) => work(),
} as unknown as LockManager

const profiles: Record<string, User> = {
  'access-u1': { id: 'U1', email: 'u1@x.test' } as User,
  'access-u1-renewed': { id: 'U1', email: 'u1@x.test' } as User,
  'access-u2': { id: 'U2', email: 'u2@x.test' } as User,
}

/**
 * One tab of the app's session wiring (as src/main.tsx): a real token store on the browser's
 * storage, the app's query client with its bus on the hub, followInvalidations and followSession.
 * `router.invalidate` notes the access token it was called under (what the guards refetch with).
 */
async function openSessionTab(
  browser: ReturnType<typeof createBrowserStorage>,
  hub: ReturnType<typeof createHub>,
) {
  const { storage, events } = browser.open()
  const store = createTokenStore({
    storage,
    refresh: vi.fn(() =>
      Promise.resolve({ access_token: 'access-u1-renewed', refresh_token: 'r2' }),
    ),
    revoke: vi.fn(() => Promise.resolve()),
    events,
    locks: lockOfOneTab,
  })
  // As in src/main.tsx: the bus reads the user lazily from the cache of the client it is handed to.
  const crossTab = createCrossTab({
    currentUser: () => cachedUserKey(queryClient),
    channel: hub.join(),
  })
  const queryClient = createQueryClient({ crossTab })
  followInvalidations(crossTab, queryClient)
  const invalidatedUnder: (string | null)[] = []
  const router = {
    invalidate: vi.fn(() => {
      invalidatedUnder.push(store.getSnapshot().accessToken)
      return Promise.resolve()
    }),
  }
  followSession(store, queryClient, router, { storage })
  const profileOf = (token: string | null) => profiles[token ?? ''] ?? null
  /** What a signed-in page has cached: the profile and an order list. */
  const loadPages = () => {
    const user = profileOf(store.getSnapshot().accessToken)
    queryClient.setQueryData(sessionKeys.profile, user)
    queryClient.setQueryData(['orders', 'all'], [`order of ${String(user?.id)}`])
  }
  await store.initialize(() => Promise.resolve(profileOf(store.getSnapshot().accessToken)))
  router.invalidate.mockClear()
  invalidatedUnder.length = 0
  return { store, queryClient, crossTab, router, invalidatedUnder, storage, loadPages }
}

describe('the session across tabs (storage events; nothing on the bus)', () => {
  async function threeTabsOfU1() {
    const browser = createBrowserStorage()
    const hub = createHub()
    const first = browser.open().storage
    first.setItem(STORAGE_KEYS.session, 's1')
    first.setItem(STORAGE_KEYS.refresh, 'r1')
    first.setItem(STORAGE_KEYS.access, 'access-u1')
    await settle()
    const tabs = [
      await openSessionTab(browser, hub),
      await openSessionTab(browser, hub),
      await openSessionTab(browser, hub),
    ]
    for (const tab of tabs) {
      expect(tab.store.getSnapshot()).toMatchObject({ status: 'signed-in', sessionId: 's1' })
      tab.loadPages()
    }
    return { hub, tabs: tabs as [(typeof tabs)[0], (typeof tabs)[0], (typeof tabs)[0]] }
  }

  it('a sign-out in one tab signs the others out and clears their caches; nothing is posted', async () => {
    const { hub, tabs } = await threeTabsOfU1()
    const [a, b, c] = tabs

    a.store.signOut()
    expect(a.queryClient.getQueryData(sessionKeys.profile)).toBeUndefined()
    await settle()

    // B and C followed (signed out, cache cleared, guards re-run), and told the server nothing.
    for (const tab of [b, c]) {
      expect(tab.store.getSnapshot()).toMatchObject({ status: 'signed-out', cause: 'other-tab' })
      expect(tab.queryClient.getQueryData(sessionKeys.profile)).toBeUndefined()
      expect(tab.queryClient.getQueryData(['orders', 'all'])).toBeUndefined()
      expect(tab.router.invalidate).toHaveBeenCalled()
    }
    expect(hub.posted).toEqual([])
  })

  it('another user signing in over the stored session: the other tabs drop the data they hold, and re-run the guards only once the new token is there', async () => {
    const { hub, tabs } = await threeTabsOfU1()
    const [a, b] = tabs
    // Tab A writes a new session over u1's stored one (its sign-in form shows while start-up runs).
    a.store.setTokens({ access_token: 'access-u2', refresh_token: 'r-u2' })
    const sessionId = a.store.getSnapshot().sessionId
    expect(sessionId).not.toBe('s1')

    await settle()
    expect(b.store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      accessToken: 'access-u2',
      sessionId,
      cause: 'other-tab',
    })
    // u1's data is gone; the guards re-ran once, under u2's token (never under u1's).
    expect(b.queryClient.getQueryData(sessionKeys.profile)).toBeUndefined()
    expect(b.queryClient.getQueryData(['orders', 'all'])).toBeUndefined()
    expect(b.invalidatedUnder).toEqual(['access-u2'])
    b.loadPages()
    expect(cachedUserKey(b.queryClient)).toBe('u2')
    expect(hub.posted).toEqual([])
  })

  it('a refresh in another tab (same session, new token) keeps every cache and re-runs nothing', async () => {
    const { tabs } = await threeTabsOfU1()
    const [a, b] = tabs
    await expect(a.store.refresh()).resolves.toBe('access-u1-renewed')

    await settle()
    expect(b.store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      accessToken: 'access-u1-renewed',
      sessionId: 's1',
    })
    for (const tab of tabs) {
      expect(cachedUserKey(tab.queryClient)).toBe('u1')
      expect(tab.queryClient.getQueryData(['orders', 'all'])).toEqual(['order of U1'])
      expect(tab.router.invalidate).not.toHaveBeenCalled()
    }
  })

  it('invalidations still reach the tabs of the same user', async () => {
    const { hub, tabs } = await threeTabsOfU1()
    const [a, b] = tabs
    await runMutation({ ...a, fetches: {}, show: () => () => undefined }, [['orders']])
    await settle()
    expect(hub.posted).toEqual([
      { type: 'invalidate', from: a.crossTab.tabId, user: 'u1', roots: ['orders'] },
    ])
    expect(b.queryClient.getQueryState(['orders', 'all'])?.isInvalidated).toBe(true)
  })
})
