/**
 * Two "tabs" (two token stores and two authed clients over one storage) against the sandbox's own
 * Hono app: the races of a shared session, with real refresh rotation, revocation and reuse detection.
 */
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenPair } from '~/contract/auth'
import { DEMO_ACCOUNTS } from '~/contract/demo-accounts'
import { OrdersByStatus } from '~/contract/escrow'
import { ApiError } from '~/lib/api-error'
import { createAuthedClient, requestJson, type HttpClient } from '~/lib/http'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import {
  createTokenStore,
  RefreshError,
  type EndedSession,
  type TokenStore,
} from '~/lib/session/token-store'
import { createSandbox, type Sandbox } from '../../src/server/app'

// The client reads the page's origin at import (Node has no window): the sandbox's own origin.
vi.hoisted(() => {
  Object.assign(globalThis, { window: { location: { origin: 'http://localhost' } } })
})

const [SELLER, BUYER] = DEMO_ACCOUNTS

/** One localStorage shared by the tabs; each write reaches the other tabs as a `storage` event, later. */
function sharedStorage() {
  const items = new Map<string, string>()
  const tabs: { area: Storage; target: EventTarget }[] = []
  function notifyOthers(from: Storage, key: string | null) {
    for (const tab of tabs) {
      if (tab.area === from) continue
      setTimeout(() => {
        const event = new Event('storage')
        Object.assign(event, { key, storageArea: tab.area })
        tab.target.dispatchEvent(event)
      }, 0)
    }
  }
  function view(): { area: Storage; target: EventTarget } {
    const area: Storage = {
      get length() {
        return items.size
      },
      clear() {
        items.clear()
        notifyOthers(area, null)
      },
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem(key) {
        items.delete(key)
        notifyOthers(area, key)
      },
      setItem(key, value) {
        items.set(key, value)
        notifyOthers(area, key)
      },
    }
    const tab = { area, target: new EventTarget() }
    tabs.push(tab)
    return tab
  }
  return { items, view }
}

interface Gate {
  held: Promise<void>
  release: () => void
}

function gate(): Gate {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  return { held, release }
}

/** The sandbox app as `fetch`: `hold(path)` keeps matching requests from reaching it until released. */
function sandboxFetch(sandbox: Sandbox, log: string[]) {
  const holds = new Map<string, Gate>()
  const answerHolds = new Map<string, Gate>()
  const fetchFn = async (input: Request | URL | string, init?: RequestInit) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname.replace('/api/v1', '')
    log.push(`sent ${request.method} ${path}`)
    const hold = holds.get(path)
    if (hold) {
      await Promise.race([
        hold.held,
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => {
            reject(request.signal.reason as Error)
          })
        }),
      ])
    }
    const response = await sandbox.app.request(request)
    // The server has acted; its answer is late (a slow mobile network).
    const answerHold = answerHolds.get(path)
    if (answerHold) {
      answerHolds.delete(path)
      await answerHold.held
    }
    log.push(
      `${request.method} ${path} ${String(response.status)} ${request.headers.get('Authorization') ?? ''}`,
    )
    return response
  }
  return {
    fetch: fetchFn,
    holdAnswer(path: string): Gate {
      const held = gate()
      answerHolds.set(path, held)
      return held
    },
    hold(path: string): Gate {
      const held = gate()
      holds.set(path, held)
      return held
    },
  }
}

async function world() {
  const sandbox = await createSandbox({ dataDir: null })
  const log: string[] = []
  const net = sandboxFetch(sandbox, log)
  const storage = sharedStorage()
  const publicCall = async (path: string, init: RequestInit) => {
    const response = await net.fetch(`http://localhost/api/v1/${path}`, init)
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown }
  }
  async function login(email: string, password: string) {
    const { status, body } = await publicCall('auth/login', {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    })
    if (status !== 200) throw new Error(`login ${String(status)}`)
    return v.parse(TokenPair, body)
  }
  function tab(name: string) {
    const { area, target } = storage.view()
    const store: TokenStore = createTokenStore({
      storage: area,
      refresh: async (refreshToken) => {
        const { status, body } = await publicCall('auth/refresh', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: refreshToken }),
        })
        if (status === 200) return v.parse(TokenPair, body)
        throw new RefreshError(status >= 500 ? 'unavailable' : 'rejected')
      },
      revoke: async ({ accessToken, refreshToken }: EndedSession) => {
        await publicCall('auth/logout', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
          },
          body: JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}),
        })
      },
      locks: undefined,
      events: target,
    })
    const client: HttpClient = createAuthedClient(store, {
      fetch: net.fetch,
      prefixUrl: 'http://localhost/api/v1',
    })
    stores.push(store)
    return { name, store, client }
  }
  const stores: TokenStore[] = []
  return { sandbox, log, net, storage, login, tab, stores }
}

let cleanup: (() => void)[] = []
afterEach(() => {
  for (const step of cleanup) step()
  cleanup = []
  vi.useRealTimers()
})

async function signedInTabs(count: number) {
  const w = await world()
  cleanup.push(() => {
    for (const store of w.stores) store.dispose()
  })
  const tabs = Array.from({ length: count }, (_, index) => w.tab(String(index)))
  for (const tab of tabs) await tab.store.initialize(() => Promise.resolve({}))
  tabs[0]?.store.setTokens(await w.login(SELLER.email, SELLER.password))
  await settle()
  for (const tab of tabs) expect(tab.store.getSnapshot().status).toBe('signed-in')
  return { w, tabs }
}

const refreshesIn = (log: string[]) => log.filter((line) => line.startsWith('POST /auth/refresh'))
const refreshesSent = (log: string[]) => log.filter((line) => line === 'sent POST /auth/refresh')

/** Waits for the storage events (dispatched on timers) and the work they start. */
const settle = async () => {
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(20)
  else await new Promise((resolve) => setTimeout(resolve, 20))
}

function orderForm(name: string): FormData {
  const form = new FormData()
  const fields = {
    name,
    price: '15213',
    description: 'Two pieces, royal blue.',
    delivery_date: '2099-07-01',
    receiver_email: 'newperson@example.com',
    receiver_phone: '08012345612',
    role: 'seller',
    logistic_service: 'gig',
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 7])
  form.append('images', new File([png], 'a.png', { type: 'image/png' }))
  return form
}

describe('a request retried after a 401 never goes out as somebody else', () => {
  it("a slow create of Ada's, with Ada signed out and Bayo signed in meanwhile in another tab, is not created as Bayo", async () => {
    const w = await world()
    cleanup.push(() => {
      for (const store of w.stores) store.dispose()
    })
    const one = w.tab('one')
    const two = w.tab('two')
    await one.store.initialize(() => Promise.resolve({}))
    await two.store.initialize(() => Promise.resolve({}))
    one.store.setTokens(await w.login(SELLER.email, SELLER.password))
    await settle()
    expect(two.store.getSnapshot().status).toBe('signed-in')

    const held = w.net.hold('/escrow/create')
    const creating = requestJson(one.client, v.unknown(), 'escrow/create', {
      method: 'post',
      body: orderForm('Ada’s beads, slow network'),
    }).catch((error: unknown) => error)
    await settle()

    two.store.signOut()
    await settle()
    two.store.setTokens(await w.login(BUYER.email, BUYER.password))
    await settle()
    expect(one.store.getSnapshot().status).toBe('signed-in')
    held.release()
    const outcome = await creating

    expect(outcome).toBeInstanceOf(ApiError)
    const buyerToken = w.storage.items.get(STORAGE_KEYS.access) ?? ''
    const buyerOrders = await requestJson(two.client, OrdersByStatus, 'escrow/all')
    const names = Object.values(buyerOrders)
      .flat()
      .map((order) => (order as { name?: string }).name)
    expect(names).not.toContain('Ada’s beads, slow network')
    expect(
      w.log.filter((line) => line.includes('/escrow/create') && line.includes(buyerToken)),
    ).toEqual([])
  })
})

describe('a refresh answered late', () => {
  it('is awaited, not abandoned at 8 s and spent again: one refresh, the late answer kept, the session alive', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const { w, tabs } = await signedInTabs(1)
    const [one] = tabs as [(typeof tabs)[number]]
    const late = w.net.holdAnswer('/auth/refresh')
    const sent = await one.store.credentialsForRequest()
    const waiting = one.store.tokenAfterUnauthorized(sent)
    await vi.advanceTimersByTimeAsync(8_000)
    // The request went on without the refresh; the refresh itself goes on.
    await expect(waiting).resolves.toBe(sent.token)
    await vi.advanceTimersByTimeAsync(60_000)
    late.release()
    await vi.waitFor(() => {
      expect(one.store.getSnapshot().accessToken).not.toBe(sent.token)
    })
    expect(refreshesSent(w.log)).toHaveLength(1)
    expect(one.store.getSnapshot().status).toBe('signed-in')
    await expect(requestJson(one.client, v.unknown(), 'auth/me')).resolves.toBeTruthy()
  })
})

describe('two tabs without Web Locks', () => {
  it('reach the refresh time together: one refresh through the storage lease, both stay signed in on its tokens', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const { w, tabs } = await signedInTabs(2)
    const before = tabs[0]?.store.getSnapshot().accessToken
    // The first refresh's answer is slow, so the other tab's timer surely fires while it is out.
    const late = w.net.holdAnswer('/auth/refresh')
    // Both tabs time the token from the same arrival: their timers fire together.
    await vi.advanceTimersByTimeAsync(11 * 60_000)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(refreshesSent(w.log)).toHaveLength(1)
    late.release()
    await vi.waitFor(() => {
      const tokens = tabs.map((tab) => tab.store.getSnapshot().accessToken)
      expect(tokens[0]).not.toBe(before)
      expect(tokens[1]).toBe(tokens[0])
    })
    expect(refreshesSent(w.log)).toHaveLength(1)
    expect(refreshesIn(w.log)[0]).toContain(' 200 ')
    for (const tab of tabs) {
      await expect(requestJson(tab.client, v.unknown(), 'auth/me')).resolves.toBeTruthy()
    }
  })
})
