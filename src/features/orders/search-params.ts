import * as v from 'valibot'
import { ORDER_STATUSES } from '~/contract/escrow'

/** The tabs of the orders page: every order, or one status group of GET /escrow/all. */
export const ORDER_TABS = ['all', ...ORDER_STATUSES] as const
export type OrderTab = (typeof ORDER_TABS)[number]

export const ORDER_SORTS = ['date', 'total'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** What the URL holds when nothing is chosen; stripped from the URL so /orders stays clean. */
export const ORDERS_SEARCH_DEFAULTS = {
  status: 'all',
  q: '',
  sort: 'date',
  dir: 'desc',
} as const satisfies OrdersSearch

/**
 * `/orders?status=pending&q=lagos&sort=total&dir=asc`. Every key is optional in a link and always
 * has a value when read; a value that is not allowed falls back to its default instead of failing.
 */
export const OrdersSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(ORDER_TABS), 'all'), 'all'),
  // The router parses `?q=123` as a number; a search for digits is still text.
  q: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(200)),
      '',
    ),
    '',
  ),
  sort: v.fallback(v.optional(v.picklist(ORDER_SORTS), 'date'), 'date'),
  dir: v.fallback(v.optional(v.picklist(SORT_DIRECTIONS), 'desc'), 'desc'),
})
export type OrdersSearch = v.InferOutput<typeof OrdersSearchSchema>

/** The sign-in page's search that brings a signed-out viewer back to this order afterwards. */
export function signInSearch(publicId: string): { redirect: string } {
  return { redirect: `/orders/${encodeURIComponent(publicId)}` }
}
