import { queryOptions } from '@tanstack/react-query'
import { DisputableOrders } from '~/contract/escrow'
import { apiJson } from '~/lib/api-client'
import { queryRoots } from '~/lib/query-keys'
import { listDisputes } from './dispute-repository'

export const disputeKeys = {
  all: queryRoots.disputes,
  list: (userKey: string) => [...queryRoots.disputes, 'list', userKey] as const,
  /**
   * GET /escrow/available-dispute is order data from the server: it lives under the orders root,
   * so accepting or declining an order (which invalidates that root) refreshes the selector too.
   */
  available: () => [...queryRoots.orders, 'available-dispute'] as const,
}

export const AVAILABLE_FAILURE_LOG = 'Failed to fetch orders for the dispute selector'

export const disputeQueries = {
  list: (userKey: string) =>
    queryOptions({
      queryKey: disputeKeys.list(userKey),
      queryFn: () => listDisputes(userKey),
    }),
  /** The escrows a dispute can be raised about (spec §7). */
  available: () =>
    queryOptions({
      queryKey: disputeKeys.available(),
      queryFn: ({ signal }) => apiJson(DisputableOrders, 'escrow/available-dispute', { signal }),
      meta: { failureLog: AVAILABLE_FAILURE_LOG },
    }),
}
