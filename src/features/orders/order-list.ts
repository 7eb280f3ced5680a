import type { Order, OrdersByStatus } from '~/contract/escrow'
import { toKobo } from '~/lib/money'
import { firstText } from '~/lib/names'
import type { OrderSort, OrderTab, OrdersSearch, SortDirection } from './search-params'

/** The "User ID" column: the receiver's name, else the e-mail the order was sent to. */
export function counterpartLabel(order: Order): string {
  return firstText(order.receiver?.full_name, order.receiver_email, order.receiver?.email) ?? '—'
}

export function ordersOfTab(grouped: OrdersByStatus, tab: OrderTab): Order[] {
  if (tab !== 'all') return grouped[tab]
  return [...grouped.pending, ...grouped.active, ...grouped.completed, ...grouped.cancelled]
}

function sameEmail(a: string | null | undefined, b: string): boolean {
  return a?.trim().toLowerCase() === b
}

/**
 * Lower-cased text a search can match: escrow id, item, and the counterpart's name and e-mail.
 * The counterpart is whichever party is not the viewer (both parties while the viewer is unknown),
 * so searching for one's own name does not match every order.
 */
function searchableText(order: Order, viewerEmail: string): string {
  const initiator = [order.initiator?.full_name, order.initiator?.email]
  const receiver = [order.receiver?.full_name, order.receiver?.email, order.receiver_email]
  const viewerIsInitiator = viewerEmail !== '' && sameEmail(order.initiator?.email, viewerEmail)
  const viewerIsReceiver =
    viewerEmail !== '' &&
    (sameEmail(order.receiver_email, viewerEmail) || sameEmail(order.receiver?.email, viewerEmail))
  return [
    order.public_id,
    order.item_name,
    ...(viewerIsInitiator ? [] : initiator),
    ...(viewerIsReceiver ? [] : receiver),
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase()
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase()
}

/** Case-insensitive substring search; an empty query keeps every order. */
export function filterOrders(orders: readonly Order[], query: string, viewerEmail = ''): Order[] {
  const needle = normalizeQuery(query)
  if (!needle) return [...orders]
  const viewer = viewerEmail.trim().toLowerCase()
  return orders.filter((order) => searchableText(order, viewer).includes(needle))
}

const sortKeys: Record<OrderSort, (order: Order) => number> = {
  date: (order) => Date.parse(order.created_at),
  total: (order) => toKobo(order.item_price),
}

/** A stable sort by date or total; ties keep the newest first, then the escrow id. */
export function sortOrders(orders: readonly Order[], sort: OrderSort, dir: SortDirection): Order[] {
  const keyOf = sortKeys[sort]
  const sign = dir === 'asc' ? 1 : -1
  const keyed = orders.map((order) => ({
    order,
    key: keyOf(order),
    created: Date.parse(order.created_at),
  }))
  keyed.sort(
    (a, b) =>
      sign * (a.key - b.key) ||
      b.created - a.created ||
      a.order.public_id.localeCompare(b.order.public_id),
  )
  return keyed.map(({ order }) => order)
}

/** The rows the orders table shows for the URL's tab, query and sort. */
export function visibleOrders(
  grouped: OrdersByStatus,
  search: OrdersSearch,
  viewerEmail = '',
): Order[] {
  const matching = filterOrders(ordersOfTab(grouped, search.status), search.q, viewerEmail)
  return sortOrders(matching, search.sort, search.dir)
}

export function orderCounts(grouped: OrdersByStatus) {
  return {
    active: grouped.active.length,
    pending: grouped.pending.length,
    completed: grouped.completed.length,
    cancelled: grouped.cancelled.length,
  }
}

/** 'No pending orders found.', 'No orders found.' (All), or 'No orders match "lagos".' */
export function emptyListMessage(tab: OrderTab, query: string): string {
  const kind = tab === 'all' ? 'orders' : `${tab} orders`
  const trimmed = query.trim()
  return trimmed ? `No ${kind} match "${trimmed}".` : `No ${kind} found.`
}
