import { useMutation } from '@tanstack/react-query'
import { markNotificationsRead } from './notifications-api'
import { notificationKeys } from './queries'

/** The notifications' mutation keys: their own object, apart from the query keys (./queries.ts). */
export const notificationMutationKeys = {
  markRead: ['notifications', 'mark-read'],
} as const

/** Marks one or more notifications read (pass every unread id for "Mark all as read"). */
export function useMarkNotificationsRead() {
  return useMutation({
    mutationKey: notificationMutationKeys.markRead,
    meta: { invalidates: [notificationKeys.all] },
    mutationFn: (ids: readonly string[]) => markNotificationsRead(ids),
  })
}
