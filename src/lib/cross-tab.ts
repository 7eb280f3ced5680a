import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'

/**
 * The app's one cross-tab message bus (a BroadcastChannel: every browser we support has it, so
 * there is no `storage` fallback). It carries query invalidations only: the query-key roots a
 * settled mutation invalidated and the session's user key, never tokens or order data.
 *
 * - Each tab posts with its own tab id and the user key of its session; messages from this tab (a
 *   second channel object in the same tab, a test hub) are dropped, so nothing echoes.
 * - A received message is acted on locally and never posted again.
 * - Anything that does not parse is ignored; so is a message from another user's session (or when
 *   this tab does not know its user yet).
 *
 * The session is not on the bus: sign-out and sign-in reach other tabs as the token store's
 * `storage` events (see follow-session.ts), like every value kept in localStorage (local settings,
 * read marks). A `storage` event fires once the new value is readable in the other tab, which a
 * message on a separate channel does not promise.
 */
export const CROSS_TAB_CHANNEL = 'escrow-app'

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
/** A query-key root such as 'orders' (see `queryRoots`). */
const QueryRoot = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/))

export const CrossTabMessage = v.object({
  type: v.literal('invalidate'),
  from: Id,
  user: Id,
  roots: v.pipe(v.array(QueryRoot), v.minLength(1), v.maxLength(20)),
})
export type CrossTabMessage = v.InferOutput<typeof CrossTabMessage>

/**
 * What a tab sends; the bus adds its tab id and the session's user key. A tab without a user (signed
 * out, profile not loaded, or a profile with neither id nor e-mail: see userKeyOf) sends nothing.
 */
export interface CrossTabPost {
  type: 'invalidate'
  roots: readonly string[]
}

/** The part of BroadcastChannel the bus uses (a fake in unit tests). */
export interface ChannelLike {
  postMessage: (message: unknown) => void
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void
  close: () => void
}

export interface CrossTabOptions {
  /** The session's user key (null when signed out or before the profile is known). */
  currentUser: () => string | null
  /** Defaults to a BroadcastChannel named CROSS_TAB_CHANNEL; null turns the bus off. */
  channel?: ChannelLike | null
  /** Defaults to a random id. */
  tabId?: string
}

export interface CrossTab {
  readonly tabId: string
  /** Posts to every other tab of this origin; does nothing when this tab has no user to speak for. */
  post: (message: CrossTabPost) => void
  /** Messages from other tabs, checked as described above. Returns the unsubscribe function. */
  subscribe: (listener: (message: CrossTabMessage) => void) => () => void
  close: () => void
}

function defaultChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CROSS_TAB_CHANNEL) : null
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

export function createCrossTab({
  currentUser,
  channel = defaultChannel(),
  tabId = randomId(),
}: CrossTabOptions): CrossTab {
  const listeners = new Set<(message: CrossTabMessage) => void>()

  function onMessage(event: MessageEvent) {
    const parsed = v.safeParse(CrossTabMessage, event.data)
    if (!parsed.success) return
    const message = parsed.output
    if (message.from === tabId || message.user !== currentUser()) return
    for (const listener of [...listeners]) listener(message)
  }

  channel?.addEventListener('message', onMessage)

  return {
    tabId,
    post(message) {
      if (!channel) return
      const user = currentUser()
      if (user === null) return
      const outgoing: CrossTabMessage = {
        type: 'invalidate',
        from: tabId,
        user,
        roots: [...message.roots],
      }
      channel.postMessage(outgoing)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      listeners.clear()
      channel?.removeEventListener('message', onMessage)
      channel?.close()
    },
  }
}

/** The distinct string roots of some query keys: ['orders', 'detail', 'x'] → 'orders'. */
export function rootsOf(keys: readonly (readonly unknown[])[]): string[] {
  const roots = new Set<string>()
  for (const key of keys) {
    const root = key[0]
    if (typeof root === 'string' && v.is(QueryRoot, root)) roots.add(root)
  }
  return [...roots]
}

/**
 * Another tab's mutation settled: invalidate the same roots here. Active queries (on screen)
 * refetch once, inactive ones only become stale. Returns the unsubscribe function.
 */
export function followInvalidations(crossTab: CrossTab, queryClient: QueryClient): () => void {
  return crossTab.subscribe((message) => {
    for (const root of message.roots) void queryClient.invalidateQueries({ queryKey: [root] })
  })
}
