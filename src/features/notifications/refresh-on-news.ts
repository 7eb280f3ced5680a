import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { queryRoots } from '~/lib/query-keys'
import type { UserNotification } from './schemas'

/**
 * What a new server notification refreshes (lifecycle spec §5: the provider writes one for the
 * other party on every order and dispute event, and for the user on a settled withdrawal). It is
 * read from the one field the contract names for it, the `link`, never from the title:
 *
 * - `/orders/ESC-…`: the orders (the order, the lists and counts), the balances (the profile) and
 *   the transactions (a payment, a release, an automatic release, a refund);
 * - `/transactions` (a settled withdrawal): the balances and the transactions;
 * - `/disputes?dispute=DSP-…`: the disputes and the same three (a resolution releases or refunds
 *   the order); so does anything else, or no link, rather than leave a screen behind.
 *
 * By the roots of src/lib/query-keys.ts: only the queries on screen refetch, the rest are only
 * marked stale.
 */
export function keysRefreshedBy(link: string | undefined): readonly QueryKey[] {
  const path = appPathOf(link)
  if (path?.startsWith('/orders/')) return ORDER
  if (path === '/transactions') return MONEY
  return DISPUTE_OR_ANY
}

const MONEY: readonly QueryKey[] = [queryRoots.profile, queryRoots.transactions]
const ORDER: readonly QueryKey[] = [queryRoots.orders, ...MONEY]
const DISPUTE_OR_ANY: readonly QueryKey[] = [queryRoots.disputes, ...ORDER]

/** The path of an app link (`/orders/ESC-1?x#y` → `/orders/ESC-1`), or null for any other. */
function appPathOf(link: string | undefined): string | null {
  if (link === undefined || !link.startsWith('/') || link.startsWith('//')) return null
  try {
    const url = new URL(link, 'https://app.invalid')
    return url.origin === 'https://app.invalid' ? url.pathname : null
  } catch {
    return null
  }
}

/**
 * The keys to invalidate when the list `next` replaces `previous` in this tab's cache: those of
 * the notifications whose id the previous list did not have. None on the first load (`previous`
 * undefined: every screen fetches its own data then anyway) and none when nothing is new (a poll
 * with nothing new refetches nothing else).
 */
export function keysToRefresh(
  previous: readonly Pick<UserNotification, 'id'>[] | undefined,
  next: readonly Pick<UserNotification, 'id' | 'link'>[],
): QueryKey[] {
  if (previous === undefined) return []
  const seen = new Set(previous.map(({ id }) => id))
  const keys = new Map<string, QueryKey>()
  for (const notification of next) {
    if (seen.has(notification.id)) continue
    for (const key of keysRefreshedBy(notification.link)) keys.set(JSON.stringify(key), key)
  }
  return [...keys.values()]
}

/**
 * Invalidates what the new notifications are about (keysToRefresh), without waiting: the bell
 * shows the list at once and the screens refetch beside it. This tab only: every tab polls its own
 * list (and at focus), so each sees the same news itself; posting it to the others as well would
 * make them refetch twice.
 */
export function refreshWhatIsNew(
  queryClient: QueryClient,
  previous: readonly Pick<UserNotification, 'id'>[] | undefined,
  next: readonly Pick<UserNotification, 'id' | 'link'>[],
): void {
  for (const queryKey of keysToRefresh(previous, next))
    void queryClient.invalidateQueries({ queryKey })
}
