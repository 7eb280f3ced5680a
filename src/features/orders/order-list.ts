import type { Order, OrdersByStatus } from '~/contract/escrow'
import { toKobo } from '~/lib/money'
import type { OrderSort, OrderTab, OrdersSearch, SortDirection } from './search-params'

/** The "User ID" column: the receiver's name, else the e-mail the order was sent to. */
export function counterpartLabel(order: Order): string {
  return firstText(order.receiver?.full_name, order.receiver_email, order.receiver?.email) ?? '—'
}

/** The first value that has text in it (null, undefined and blank strings are skipped). */
export function firstText(...values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const trimmed = value?.trim()
    if (trimmed) return trimmed
  }
  return null
}

export function ordersOfTab(grouped: OrdersByStatus, tab: OrderTab): Order[] {
  if (tab !== 'all') return grouped[tab]
  return [...grouped.pending, ...grouped.active, ...grouped.completed, ...grouped.cancelled]
}

/** Lower-cased text a search can match: escrow id, item, and both parties' names and e-mails. */
function searchableText(order: Order): string {
  return [
    order.public_id,
    order.item_name,
    order.receiver?.full_name,
    order.receiver?.email,
    order.receiver_email,
    order.initiator?.full_name,
    order.initiator?.email,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase()
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase()
}

/** Case-insensitive substring search; an empty query keeps every order. */
export function filterOrders(orders: readonly Order[], query: string): Order[] {
  const needle = normalizeQuery(query)
  if (!needle) return [...orders]
  return orders.filter((order) => searchableText(order).includes(needle))
}

const sortKeys: Record<OrderSort, (order: Order) => number> = {
  date: (order) => Date.parse(order.created_at),
  total: (order) => toKobo(order.item_price),
}

/** A stable sort by date or total; ties keep the newest first, then the escrow id. */
export function sortOrders(orders: readonly Order[], sort: OrderSort, dir: SortDirection): Order[] {
  const keyOf = sortKeys[sort]
  const sign = dir === 'asc' ? 1 : -1
  const keyed = orders.map((order) => ({ order, key: keyOf(order), created: Date.parse(order.created_at) }))
  keyed.sort(
    (a, b) =>
      sign * (a.key - b.key) ||
      b.created - a.created ||
      a.order.public_id.localeCompare(b.order.public_id),
  )
  return keyed.map(({ order }) => order)
}

/** The rows the orders table shows for the URL's tab, query and sort. */
export function visibleOrders(grouped: OrdersByStatus, search: OrdersSearch): Order[] {
  return sortOrders(filterOrders(ordersOfTab(grouped, search.status), search.q), search.sort, search.dir)
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
