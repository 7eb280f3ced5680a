import { useMutation } from '@tanstack/react-query'
import { markNotificationsRead } from './notifications-api'
import { notificationKeys } from './queries'

/** Marks one or more notifications read (pass every unread id for "Mark all as read"). */
export function useMarkNotificationsRead() {
  return useMutation({
    mutationKey: [...notificationKeys.all, 'mark-read'],
    meta: { invalidates: [notificationKeys.all] },
    mutationFn: (ids: readonly string[]) => markNotificationsRead(ids),
  })
}
