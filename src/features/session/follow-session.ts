import type { QueryClient } from '@tanstack/react-query'
import type { TokenStore } from '~/lib/token-store'

/**
 * Keeps the app in step with the session, whichever tab changed it: a sign-out drops every cached
 * server answer (so Back cannot show protected data) and re-runs the route guards, which send the
 * user to /login; a sign-in in another tab, or start-up recovering once the provider is reachable
 * again, moves this tab off /login to its return path.
 */
export function followSession(
  store: TokenStore,
  queryClient: QueryClient,
  router: { invalidate: () => Promise<void> },
): () => void {
  let previous = store.getSnapshot()
  return store.subscribe(() => {
    const next = store.getSnapshot()
    if (previous.status === 'signedIn' && next.status === 'signedOut') {
      queryClient.clear()
      void router.invalidate()
    } else if (
      next.status === 'signedIn' &&
      previous.status === 'signedOut' &&
      next.cause !== 'this-tab'
    ) {
      void router.invalidate()
    }
    previous = next
  })
}
