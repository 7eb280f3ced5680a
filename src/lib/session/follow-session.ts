import type { QueryClient } from '@tanstack/react-query'
import type { User } from '~/contract/auth'
import type { CrossTab } from '~/lib/cross-tab'
import { STORAGE_KEYS } from './storage-keys'
import type { TokenStore } from './token-store'
import { sessionKeys, sessionQueries, userKeyOf } from './profile'

/** The user key of the profile this tab has loaded, or null (signed out, or not loaded yet). */
export function cachedUserKey(queryClient: QueryClient): string | null {
  const user = queryClient.getQueryData<User>(sessionKeys.profile)
  return user ? userKeyOf(user) : null
}

export interface FollowSessionOptions {
  /** Tells other tabs at once (sign-out, sign-in) and hears them; see src/lib/cross-tab.ts. */
  crossTab?: CrossTab | undefined
  /** Where the tokens live (window.localStorage). */
  storage?: Pick<Storage, 'getItem'>
  /** Window-like target for `pagehide`/`pageshow` (omit in unit tests). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Document }
}

/**
 * Keeps the app in step with the session, whichever tab changed it: a sign-out drops every cached
 * server answer (so Back cannot show protected data) and re-runs the route guards, which send the
 * user to /login; a sign-in in another tab, or start-up recovering once the provider is reachable
 * again, moves this tab off /login to its return path.
 *
 * Across tabs: the tokens themselves follow through `storage` events (the token store). On top of
 * that this tab posts `signed-out` when it ended the session and `signed-in` (with the new user)
 * when it started one; a tab that hears `signed-in` for a different user than the data it holds
 * drops that data. A page restored from the back/forward cache is hidden until it has checked that
 * its session still exists.
 */
export function followSession(
  store: TokenStore,
  queryClient: QueryClient,
  router: { invalidate: () => Promise<void> },
  { crossTab, storage = window.localStorage, events }: FollowSessionOptions = {},
): () => void {
  let previous = store.getSnapshot()
  /** Set while this tab acts on another tab's message: what it does then is never posted again. */
  let following = false
  const sessionEndedEverywhere = () => storage.getItem(STORAGE_KEYS.access) === null

  const unsubscribeStore = store.subscribe(() => {
    const next = store.getSnapshot()
    if (previous.status === 'signedIn' && next.status === 'signedOut') {
      const user = cachedUserKey(queryClient)
      void queryClient.cancelQueries()
      queryClient.clear()
      void router.invalidate()
      // A tab-local sign-out (start-up could not reach the provider) keeps the other tabs' session.
      if (!following && next.cause === 'this-tab' && user !== null && sessionEndedEverywhere()) {
        crossTab?.post({ type: 'signed-out', user })
      }
    } else if (next.status === 'signedIn' && previous.status === 'signedOut') {
      if (next.cause === 'this-tab' && crossTab) {
        const announced = crossTab
        void queryClient.query({ ...sessionQueries.profile(), staleTime: 'static' }).then(
          (user) => announced.post({ type: 'signed-in', user: userKeyOf(user) }),
          () => undefined,
        )
      } else if (next.cause !== 'this-tab') {
        void router.invalidate()
      }
    } else if (next.status === 'signedIn' && previous.status === 'loading') {
      // /login does not wait for start-up: once it has signed in, the guards move the visitor on.
      void router.invalidate()
    }
    previous = next
  })

  const unsubscribeBus = crossTab?.subscribe((message) => {
    if (message.type === 'signed-out') {
      // Usually the `storage` event has signed this tab out already; if the message came first and
      // the tokens are gone here too, sign out now (no tokens left: nothing is sent to the server).
      if (store.getSnapshot().status === 'signedIn' && sessionEndedEverywhere()) {
        following = true
        try {
          store.signOut()
        } finally {
          following = false
        }
      }
    } else if (message.type === 'signed-in') {
      const mine = cachedUserKey(queryClient)
      if (mine !== null && mine !== message.user) {
        // The shared tokens now belong to someone else: nothing cached here is theirs.
        void queryClient.cancelQueries()
        queryClient.clear()
        void router.invalidate()
      }
    }
  })

  // Back/forward cache: a frozen page would paint its last (protected) screen on restore before
  // any script ran. Hide it as it is frozen; on restore show it again once the session is checked.
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted && store.getSnapshot().status === 'signedIn') {
      events?.document.documentElement.style.setProperty('visibility', 'hidden')
    }
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return
    const show = () => events?.document.documentElement.style.removeProperty('visibility')
    if (store.getSnapshot().status === 'signedIn' && sessionEndedEverywhere()) {
      store.signOut()
      void router.invalidate().finally(show)
    } else {
      show()
    }
  }
  events?.addEventListener('pagehide', onPageHide)
  events?.addEventListener('pageshow', onPageShow)

  return () => {
    unsubscribeStore()
    unsubscribeBus?.()
    events?.removeEventListener('pagehide', onPageHide)
    events?.removeEventListener('pageshow', onPageShow)
  }
}
