import type { QueryClient } from '@tanstack/react-query'
import type { User } from '~/contract/auth'
import { STORAGE_KEYS } from './storage-keys'
import type { TokenStore } from './token-store'
import { sessionKeys, userKeyOf } from './profile'

/** The user key of the profile this tab has loaded, or null (signed out, or not loaded yet). */
export function cachedUserKey(queryClient: QueryClient): string | null {
  const user = queryClient.getQueryData<User>(sessionKeys.profile)
  return user ? userKeyOf(user) : null
}

export interface FollowSessionOptions {
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
 * Across tabs it follows the token store alone, which follows the stored tokens through `storage`
 * events: a sign-out elsewhere removes them (this tab signs out), and a sign-in elsewhere while
 * this tab is still signed in arrives as a new session id, whose cached data (the previous
 * session's, maybe another user's) is dropped and fetched again under the new session. A page
 * restored from the back/forward cache is hidden until it has checked that its session still exists.
 */
export function followSession(
  store: TokenStore,
  queryClient: QueryClient,
  router: { invalidate: () => Promise<void> },
  { storage = window.localStorage, events }: FollowSessionOptions = {},
): () => void {
  let previous = store.getSnapshot()
  const sessionEndedEverywhere = () => storage.getItem(STORAGE_KEYS.access) === null

  const dropCache = () => {
    void queryClient.cancelQueries()
    queryClient.clear()
  }

  const unsubscribeStore = store.subscribe(() => {
    const next = store.getSnapshot()
    if (previous.status === 'signed-in' && next.status === 'signed-out') {
      dropCache()
      void router.invalidate()
    } else if (next.status === 'signed-in' && previous.status === 'signed-out') {
      if (next.cause !== 'this-tab') void router.invalidate()
    } else if (next.status === 'signed-in' && previous.status === 'loading') {
      // /login does not wait for start-up: once it has signed in, the guards move the visitor on.
      void router.invalidate()
    } else if (
      next.status === 'signed-in' &&
      previous.status === 'signed-in' &&
      next.sessionId !== previous.sessionId
    ) {
      // Another sign-in replaced the session this tab's data belongs to: nothing cached is theirs.
      // (The store adopts a new session only with its own access token.)
      dropCache()
      void router.invalidate()
    }
    previous = next
  })

  // Back/forward cache: a frozen page would paint its last (protected) screen on restore before
  // any script ran. Hide it as it is frozen; on restore show it again once the session is checked.
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted && store.getSnapshot().status === 'signed-in') {
      events?.document.documentElement.style.setProperty('visibility', 'hidden')
    }
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return
    const show = () => events?.document.documentElement.style.removeProperty('visibility')
    if (store.getSnapshot().status === 'signed-in' && sessionEndedEverywhere()) {
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
    events?.removeEventListener('pagehide', onPageHide)
    events?.removeEventListener('pageshow', onPageShow)
  }
}
