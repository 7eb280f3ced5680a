import { queryOptions } from '@tanstack/react-query'
import { DisputableOrders } from '~/contract/escrow'
import { apiJson } from '~/lib/api-client'
import { queryRoots } from '~/lib/query-keys'
import { listDisputes, listLocalOpenDisputes } from './dispute-repository'
import { fetchDispute, fetchDisputes } from './disputes-api'

export const disputeKeys = {
  all: queryRoots.disputes,
  /** The disputes kept in this browser (the `disputes` part off). */
  list: (userKey: string) => [...queryRoots.disputes, 'list', userKey] as const,
  /** The caller's disputes on the server (lifecycle spec §3, the `disputes` part on). */
  serverList: () => [...queryRoots.disputes, 'server', 'list'] as const,
  /** One dispute on the server, with its messages. */
  detail: (id: string) => [...queryRoots.disputes, 'server', 'detail', id] as const,
  /** With the part on: the disputes still kept in this browser, to submit or discard. */
  localOpen: (userKey: string) => [...queryRoots.disputes, 'local-open', userKey] as const,
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
  serverList: () =>
    queryOptions({
      queryKey: disputeKeys.serverList(),
      queryFn: ({ signal }) => fetchDisputes(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: disputeKeys.detail(id),
      queryFn: ({ signal }) => fetchDispute(id, signal),
    }),
  localOpen: (userKey: string) =>
    queryOptions({
      queryKey: disputeKeys.localOpen(userKey),
      queryFn: () => listLocalOpenDisputes(userKey),
      staleTime: Infinity,
    }),
  /** The escrows a dispute can be raised about (spec §7). */
  available: () =>
    queryOptions({
      queryKey: disputeKeys.available(),
      queryFn: ({ signal }) => apiJson(DisputableOrders, 'escrow/available-dispute', { signal }),
      meta: { failureLog: AVAILABLE_FAILURE_LOG },
    }),
}
