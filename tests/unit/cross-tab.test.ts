import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import {
  createCrossTab,
  followInvalidations,
  rootsOf,
  type ChannelLike,
  type CrossTab,
} from '~/lib/cross-tab'
import { followSession } from '~/lib/session/follow-session'
import { sessionKeys } from '~/lib/session/profile'
import { createQueryClient } from '~/lib/query-client'
import type { SessionSnapshot, TokenStore } from '~/lib/session/token-store'

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

  it('delivers signed-in whoever sent it (a tab holding another user’s data must hear it)', () => {
    const hub = createHub()
    const listener = vi.fn()
    const tab = createCrossTab({ currentUser: () => 'u1', channel: hub.join() })
    tab.subscribe(listener)
    hub.inject({ type: 'signed-in', from: 'x', user: 'u2' })
    hub.inject({ type: 'signed-out', from: 'x', user: 'u2' })
    expect(listener.mock.calls).toEqual([[{ type: 'signed-in', from: 'x', user: 'u2' }]])
  })

  it('takes the string roots of query keys', () => {
    expect(rootsOf([['orders', 'detail', 'x'], ['orders'], ['profile'], [42], []])).toEqual([
      'orders',
      'profile',
    ])
  })
})

/** The part of the token store followSession uses, signed in until signOut(). */
function fakeTokenStore() {
  let snapshot: SessionSnapshot = {
    status: 'signedIn',
    accessToken: 'a',
    sessionId: 's1',
    cause: 'this-tab',
  }
  const listeners = new Set<() => void>()
  const store = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signOut: vi.fn(() => {
      snapshot = { status: 'signedOut', accessToken: null, sessionId: null, cause: 'this-tab' }
      for (const listener of [...listeners]) listener()
    }),
  }
  return store
}

describe('cross-tab session messages', () => {
  it('a tab that hears signed-out signs out and clears its cache, but never posts signed-out again', async () => {
    const hub = createHub()
    // The tokens are gone from the shared storage: the session ended everywhere.
    const storage = { getItem: () => null }
    const tabs = ['a', 'b', 'c'].map((tabId) => {
      const queryClient = createQueryClient()
      queryClient.setQueryData(sessionKeys.profile, { id: 'U1', email: 'u1@x.test' })
      const crossTab = createCrossTab({
        currentUser: () => (queryClient.getQueryData(sessionKeys.profile) ? 'u1' : null),
        channel: hub.join(),
        tabId,
      })
      const store = fakeTokenStore()
      const router = { invalidate: vi.fn(() => Promise.resolve()) }
      followSession(store as unknown as TokenStore, queryClient, router, { crossTab, storage })
      return { queryClient, crossTab, store, router }
    })
    const [a, b, c] = tabs as [(typeof tabs)[0], (typeof tabs)[0], (typeof tabs)[0]]

    // Tab A signs out itself: it posts once.
    a.store.signOut()
    expect(hub.posted).toEqual([{ type: 'signed-out', from: 'a', user: 'u1' }])
    await settle()

    // B and C followed (signed out, cache cleared, guards re-run) and posted nothing themselves.
    for (const tab of [b, c]) {
      expect(tab.store.signOut).toHaveBeenCalledTimes(1)
      expect(tab.store.getSnapshot().status).toBe('signedOut')
      expect(tab.queryClient.getQueryData(sessionKeys.profile)).toBeUndefined()
      expect(tab.router.invalidate).toHaveBeenCalled()
    }
    await settle()
    expect(hub.posted).toHaveLength(1)
  })
})
