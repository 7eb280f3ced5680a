import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'

/**
 * What a route loader (or any code outside React) calls to have a query's data: the cached data as
 * it is, however old, else one fetch shared with any under way (`query()` with staleTime 'static':
 * ensureQueryData's successor in this TanStack Query). The component then reads the same options
 * with useSuspenseQuery, which refetches stale data in the background: 'static' is this read's
 * only, never the query's (an observer's stale time decides when it refetches). A failure rejects
 * (the route's errorComponent shows it) and is logged once by the QueryCache through
 * `meta.failureLog`; a loader that only warms the cache for a widget says
 * `void loadQuery(...).catch(noop)`.
 */
export function loadQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): Promise<TData> {
  return queryClient.query({ ...options, staleTime: 'static' })
}
