import { readNotificationIds } from './read-marks'
import { SAMPLE_NOTIFICATIONS } from './sample-notifications'
import type { UserNotification } from './schemas'

/**
 * Stands in for a notifications endpoint: the sample notifications with the read marks this browser
 * keeps. An endpoint would replace these two functions and nothing else.
 */
export function fetchNotifications(): Promise<UserNotification[]> {
  const readIds = new Set(readNotificationIds.get())
  return Promise.resolve(
    SAMPLE_NOTIFICATIONS.map((notification) => ({
      ...notification,
      read: notification.read || readIds.has(notification.id),
    })),
  )
}

export function markNotificationsRead(ids: readonly string[]): Promise<void> {
  readNotificationIds.set((previous) => {
    const added = ids.filter((id) => !previous.includes(id))
    return added.length === 0 ? previous : [...previous, ...added]
  })
  return Promise.resolve()
}
