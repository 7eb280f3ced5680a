import { queryOptions, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { User } from '~/contract/auth'
import { apiJson } from '~/lib/api-client'
import { loadQuery } from '~/lib/route-loading'
import { queryRoots } from '~/lib/query-keys'

export const sessionKeys = {
  profile: queryRoots.profile,
}

export const sessionQueries = {
  /**
   * GET /auth/me, which carries the balances (wallet_balance, escrow_balance) that the other party
   * changes (a payment, a release, a refund) and a withdrawal settling: never cached as static.
   * Screens read it with the app's stale time (query-client.ts), so a focus or a screen mounting
   * after it asks again; loadQuery's 'static' is one read of the cache by a loader, not this
   * query's; a new server notification invalidates it at once (features/notifications).
   */
  profile: () =>
    queryOptions({
      queryKey: sessionKeys.profile,
      queryFn: ({ signal }) => apiJson(User, 'auth/me', { signal }),
    }),
}

/**
 * For loaders (loadQuery): the signed-in layout's loader starts it for every signed-in page; a
 * loader awaits it only when it needs the profile itself (e.g. to build another query's key).
 */
export function loadProfile(queryClient: QueryClient): Promise<User> {
  return loadQuery(queryClient, sessionQueries.profile())
}

export interface ProfileReadOptions {
  /**
   * Logged once by the QueryCache when the profile cannot be loaded (the query's
   * `meta.failureLog`), for a screen whose spec asks for its own message.
   */
  failureLog?: string | undefined
}

function profileQuery({ failureLog }: ProfileReadOptions) {
  return queryOptions({
    ...sessionQueries.profile(),
    ...(failureLog === undefined ? {} : { meta: { failureLog } }),
  })
}

/**
 * The signed-in user's profile. Suspends while it loads (the route's pending view, or the nearest
 * `QueryBoundary`); a failure goes to the nearest error boundary (the route's errorComponent).
 */
export function useProfile(options: ProfileReadOptions = {}): User {
  return useSuspenseQuery(profileQuery(options)).data
}

/**
 * The profile query without suspending, for what must show before the profile is there or say
 * its failure its own way (the app shell, a greeting, a page with its own error view).
 */
export function useProfileQuery({
  enabled = true,
  ...options
}: ProfileReadOptions & { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery(options), enabled })
}

/**
 * Whose data this is in this browser (drafts, disputes): the profile's id, else its e-mail,
 * lower-cased. Null when the profile has neither: then nothing may be stored per user (a name is
 * no key: two people may share one).
 */
export function userKeyOf(user: Pick<User, 'id' | 'email'>): string | null {
  const id = typeof user.id === 'string' ? blankToUndefined(user.id) : user.id
  const key = id ?? blankToUndefined(user.email)
  return key === undefined ? null : String(key).toLowerCase()
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined
}
