import { queryOptions } from '@tanstack/react-query'
import { MonthlyStats, Order, OrdersByStatus, PendingOrders } from '~/contract/escrow'
import { apiJson } from '~/lib/api-client'
import { queryRoots } from '~/lib/query-keys'

export const orderKeys = {
  grouped: () => [...queryRoots.orders, 'grouped'] as const,
  pending: () => [...queryRoots.orders, 'pending'] as const,
  monthlyStats: () => [...queryRoots.orders, 'monthly-stats'] as const,
  detail: (publicId: string, access: OrderAccess) =>
    [...queryRoots.orders, 'detail', publicId, access] as const,
  accept: () => [...queryRoots.orders, 'accept'] as const,
  decline: () => [...queryRoots.orders, 'decline'] as const,
}

/**
 * The server answers GET /escrow/{id} with both parties' contacts to a signed-in caller and with
 * them partly hidden to anyone else: the viewer's access is part of the detail's key, so signing
 * in never shows a cached signed-out answer.
 */
export type OrderAccess = 'signed-in' | 'signed-out'

export function orderPath(publicId: string, action?: 'accept' | 'cancel'): string {
  const base = `escrow/${encodeURIComponent(publicId)}`
  return action ? `${base}/${action}` : base
}

export const orderQueries = {
  grouped: () =>
    queryOptions({
      queryKey: orderKeys.grouped(),
      queryFn: ({ signal }) => apiJson(OrdersByStatus, 'escrow/all', { signal }),
    }),
  pending: () =>
    queryOptions({
      queryKey: orderKeys.pending(),
      queryFn: ({ signal }) => apiJson(PendingOrders, 'escrow/pending', { signal }),
      // Spec §8: the dashboard's failures are logged; the widget shows a retry.
      meta: { failureLog: 'Failed to load pending escrows' },
    }),
  monthlyStats: () =>
    queryOptions({
      queryKey: orderKeys.monthlyStats(),
      queryFn: ({ signal }) => apiJson(MonthlyStats, 'escrow/monthly-stats', { signal }),
    }),
  detail: (publicId: string, access: OrderAccess = 'signed-in') =>
    queryOptions({
      queryKey: orderKeys.detail(publicId, access),
      queryFn: ({ signal }) => apiJson(Order, orderPath(publicId), { signal }),
    }),
}

/**
 * The orders page's chart code (visx) in a chunk of its own: the route's loader starts it alongside
 * the data, and the overview loads it lazily from here too.
 */
export const loadOrdersChart = () => import('./components/list/OrdersOverviewChart')
