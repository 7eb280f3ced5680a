import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-error'
import { rootsOf, type CrossTab } from './cross-tab'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error
    mutationMeta: {
      /** Query keys to invalidate (and wait for) once the mutation settles. */
      invalidates?: readonly QueryKey[]
    }
    queryMeta: {
      /**
       * Logged (console.error) once when the query fails for good, after its retries: the spec's
       * "logged" failures. Screens still show their own error state.
       */
      failureLog?: string
    }
  }
}

const MAX_RETRIES = 2

/** Retry what may pass next time (network, 5xx, 429), never a 4xx answer or a malformed body. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network') return true
  return (
    error.kind === 'http' && error.status !== null && (error.status >= 500 || error.status === 429)
  )
}

export interface QueryClientOptions {
  /**
   * Other tabs learn of every settled mutation: the roots of its `meta.invalidates` are posted
   * before this tab's own invalidation, so all tabs refetch at once.
   */
  crossTab?: Pick<CrossTab, 'post'> | undefined
}

export function createQueryClient({ crossTab }: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = query.meta?.failureLog
        if (message) console.error(message, error)
      },
    }),
    mutationCache: new MutationCache({
      onSettled: async (_data, _error, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? []
        const roots = rootsOf(keys)
        if (crossTab && roots.length > 0) crossTab.post({ type: 'invalidate', roots })
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      },
    }),
  })
  return queryClient
}
