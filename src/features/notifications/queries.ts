import { queryOptions } from '@tanstack/react-query'
import { queryRoots } from '~/lib/query-keys'
import { fetchNotifications } from './notifications-api'

export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...queryRoots.notifications, 'list'] as const,
}

/** Spec §9: the bell's dropdown shows the latest 3. */
export const DROPDOWN_LIMIT = 3

export const notificationQueries = {
  list: () =>
    queryOptions({
      queryKey: notificationKeys.list(),
      queryFn: fetchNotifications,
      // Local data changes only through markNotificationsRead or another tab, and both invalidate.
      // Drop this once a real endpoint answers.
      staleTime: Infinity,
    }),
}
