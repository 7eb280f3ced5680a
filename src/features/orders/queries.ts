import { queryOptions, type Query } from '@tanstack/react-query'
import { MonthlyStats, Order, OrdersByStatus, PendingOrders } from '~/contract/escrow'
import { apiJson } from '~/lib/api-client'
import { queryRoots } from '~/lib/query-keys'

export const orderKeys = {
  grouped: () => [...queryRoots.orders, 'grouped'] as const,
  pending: () => [...queryRoots.orders, 'pending'] as const,
  monthlyStats: () => [...queryRoots.orders, 'monthly-stats'] as const,
  detail: (publicId: string, access: OrderAccess) =>
    [...queryRoots.orders, 'detail', publicId, access] as const,
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

/**
 * How often a screen showing pending or active orders asks again, so the counterparty's changes
 * (an order accepted or cancelled on the other side) show within 30 s. React Query runs the
 * interval only while the document is visible (`refetchIntervalInBackground` stays false) and only
 * while a component shows the query; each refetch (an invalidation, a focus) restarts it.
 */
export const LIVE_ORDERS_INTERVAL_MS = 20_000

/** Statuses the counterparty can still change. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['pending', 'active'])

export function isLiveOrder(order: Pick<Order, 'status'> | undefined): boolean {
  return order !== undefined && LIVE_STATUSES.has(order.status)
}

/**
 * Polling for the lists that show pending or active orders: every LIVE_ORDERS_INTERVAL_MS while
 * visible, and on focus (the tab shown again) whatever the stale time, so a tab that was hidden
 * shows the other party's changes at once.
 */
const liveList = {
  refetchInterval: LIVE_ORDERS_INTERVAL_MS,
  refetchOnWindowFocus: 'always',
} as const

/** The same for one order, only while it is pending or active (a completed order stays put). */
export function liveDetailInterval(query: Pick<Query<Order>, 'state'>): number | false {
  return isLiveOrder(query.state.data) ? LIVE_ORDERS_INTERVAL_MS : false
}

export function liveDetailOnFocus(query: Pick<Query<Order>, 'state'>): boolean | 'always' {
  return isLiveOrder(query.state.data) ? 'always' : true
}

export const orderQueries = {
  grouped: () =>
    queryOptions({
      queryKey: orderKeys.grouped(),
      queryFn: ({ signal }) => apiJson(OrdersByStatus, 'escrow/all', { signal }),
      ...liveList,
    }),
  pending: () =>
    queryOptions({
      queryKey: orderKeys.pending(),
      queryFn: ({ signal }) => apiJson(PendingOrders, 'escrow/pending', { signal }),
      // Spec §8: the dashboard's failures are logged; the widget shows a retry.
      meta: { failureLog: 'Failed to load pending escrows' },
      ...liveList,
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
      refetchInterval: liveDetailInterval,
      refetchOnWindowFocus: liveDetailOnFocus,
    }),
}

/**
 * The orders page's chart code (visx) in a chunk of its own: the route's loader starts it alongside
 * the data, and the overview loads it lazily from here too.
 */
export const loadOrdersChart = () => import('./components/list/OrdersOverviewChart')
