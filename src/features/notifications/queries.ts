import { queryOptions } from '@tanstack/react-query'
import { queryRoots } from '~/lib/query-keys'
import { fetchNotifications, serverNotifications } from './notifications-api'
import { refreshWhatIsNew } from './refresh-on-news'
import type { UserNotification } from './schemas'

export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...queryRoots.notifications, 'list'] as const,
}

/** Spec §9: the bell's dropdown shows the latest 3. */
export const DROPDOWN_LIMIT = 3

/**
 * How often the bell asks the server again while the app is open (lifecycle spec §5: the other
 * party's events show without a reload), the same delay as the live order lists. React Query polls
 * only while the document is visible; a tab shown again asks at once (`refetchOnWindowFocus`), and
 * a read mark made in another tab reaches this one through the cross-tab invalidation bus. Each
 * new notification refreshes the data it is about (refresh-on-news.ts).
 */
export const NOTIFICATIONS_POLL_MS = 20_000

export const notificationQueries = {
  list: () =>
    serverNotifications()
      ? queryOptions({
          queryKey: notificationKeys.list(),
          // A notification this tab has not seen yet refreshes what it is about (the order, the
          // lists, the balances, the transactions, the dispute): the other party's doings show at
          // the next poll or focus. See refresh-on-news.ts.
          queryFn: async ({ signal, client, queryKey }) => {
            const next = await fetchNotifications(signal)
            refreshWhatIsNew(client, client.getQueryData<UserNotification[]>(queryKey), next)
            return next
          },
          refetchInterval: NOTIFICATIONS_POLL_MS,
          refetchOnWindowFocus: 'always',
        })
      : queryOptions({
          queryKey: notificationKeys.list(),
          queryFn: ({ signal }) => fetchNotifications(signal),
          // The samples change only through a read mark here or in another tab (both invalidate).
          staleTime: Infinity,
        }),
}
