import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query'
import { queryRoots } from '~/lib/query-keys'
import { fetchNotifications, serverNotifications } from './notifications-api'
import { refreshWhatIsNew } from './refresh-on-news'
import type { UserNotification } from './schemas'

export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...queryRoots.notifications, 'list'] as const,
}

/** What the bell and the panel say when the notifications could not be loaded (issue 32 item 8). */
export const NOTIFICATIONS_FAILED = 'Notifications could not be loaded.'

/** Spec §9: the bell's dropdown shows the latest 3. */
export const DROPDOWN_LIMIT = 3

/**
 * How many notifications the bell asks for at a time (issue 32: `GET /notifications?limit=…`);
 * the panel's 'Show older' asks for the next ones (`?before=<the last one's id>`).
 */
export const NOTIFICATIONS_PAGE_SIZE = 20

/**
 * How often the bell asks the server again while the app is open (lifecycle spec §5: the other
 * party's events show without a reload), the same delay as the live order lists. React Query polls
 * only while the document is visible; a tab shown again asks at once (`refetchOnWindowFocus`), and
 * a read mark made in another tab reaches this one through the cross-tab invalidation bus. Each
 * new notification refreshes the data it is about (refresh-on-news.ts). A poll that fails keeps
 * the list it had (and its unread count); the next one tries again.
 */
export const NOTIFICATIONS_POLL_MS = 20_000

/** The pages' cursor: none for the newest page, else the id of the last one shown. */
type Cursor = string | undefined
export type NotificationPages = InfiniteData<UserNotification[], Cursor>

/** The notifications of the pages loaded, newest first, each once (a provider that does not page repeats them). */
export function notificationsOf(
  data: Pick<NotificationPages, 'pages'> | undefined,
): UserNotification[] {
  const seen = new Set<string>()
  const list: UserNotification[] = []
  for (const notification of data?.pages.flat() ?? []) {
    if (seen.has(notification.id)) continue
    seen.add(notification.id)
    list.push(notification)
  }
  return list
}

/**
 * The cursor of the page after `last`, or undefined when there is none to offer. Paged or not, the
 * provider's answer is a valid list: a page shorter than asked is the last one; a longer one is the
 * whole list of a provider that does not page; and a page that brings no id the earlier pages did
 * not have (the whole list again) ends the paging too.
 */
export function nextCursor(last: UserNotification[], pages: UserNotification[][]): Cursor {
  if (last.length !== NOTIFICATIONS_PAGE_SIZE) return undefined
  const earlier = new Set(pages.slice(0, -1).flatMap((page) => page.map(({ id }) => id)))
  if (last.every(({ id }) => earlier.has(id))) return undefined
  return last.at(-1)?.id
}

export const notificationQueries = {
  list: () =>
    serverNotifications()
      ? infiniteQueryOptions({
          queryKey: notificationKeys.list(),
          // A notification this tab has not seen yet refreshes what it is about (the order, the
          // lists, the balances, the transactions, the dispute): the other party's doings show at
          // the next poll or focus. Only the newest page brings news. See refresh-on-news.ts.
          queryFn: async ({ signal, client, queryKey, pageParam }) => {
            const page = await fetchNotifications(signal, {
              limit: NOTIFICATIONS_PAGE_SIZE,
              before: pageParam,
            })
            if (pageParam === undefined) {
              const previous = client.getQueryData<NotificationPages>(queryKey)
              refreshWhatIsNew(client, previous && notificationsOf(previous), page)
            }
            return page
          },
          initialPageParam: undefined as Cursor,
          getNextPageParam: nextCursor,
          refetchInterval: NOTIFICATIONS_POLL_MS,
          refetchOnWindowFocus: 'always',
        })
      : infiniteQueryOptions({
          queryKey: notificationKeys.list(),
          // The samples, all at once: one page.
          queryFn: ({ signal }) => fetchNotifications(signal),
          initialPageParam: undefined as Cursor,
          getNextPageParam: (): Cursor => undefined,
          // The samples change only through a read mark here or in another tab (both invalidate).
          staleTime: Infinity,
        }),
}
