import { useMutation } from '@tanstack/react-query'
import { markAllNotificationsRead, markNotificationRead } from './notifications-api'
import { notificationKeys } from './queries'

/** The notifications' mutation keys: their own object, apart from the query keys (./queries.ts). */
export const notificationMutationKeys = {
  markRead: ['notifications', 'mark-read'],
  markAllRead: ['notifications', 'mark-all-read'],
} as const

/**
 * Marks one notification read. The invalidation reaches every tab (the cross-tab bus) and the
 * server's mark every device.
 */
export function useMarkNotificationRead() {
  return useMutation({
    mutationKey: notificationMutationKeys.markRead,
    meta: { invalidates: [notificationKeys.all] },
    mutationFn: (id: string) => markNotificationRead(id),
  })
}

/** 'Mark all as read': the server's read-all (with the samples: every unread id shown). */
export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationKey: notificationMutationKeys.markAllRead,
    meta: { invalidates: [notificationKeys.all] },
    mutationFn: (unreadIds: readonly string[]) => markAllNotificationsRead(unreadIds),
  })
}
