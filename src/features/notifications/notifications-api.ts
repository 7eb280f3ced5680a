import { Notifications } from '~/contract/notifications'
import { api, apiJson } from '~/lib/api-client'
import { requestVoid } from '~/lib/http'
import { hasFeature } from '~/lib/provider-features'
import { readNotificationIds } from './read-marks'
import { SAMPLE_NOTIFICATIONS } from './sample-notifications'
import type { UserNotification } from './schemas'

/**
 * Where the notifications come from: the provider's (lifecycle spec §5) when it offers the
 * `notifications` part, else the base spec's samples with the read marks this browser keeps.
 */
export const serverNotifications = (): boolean => hasFeature('notifications')

/** GET /notifications (newest first, parsed with the contract's schema), or the samples. */
export function fetchNotifications(signal?: AbortSignal): Promise<UserNotification[]> {
  if (serverNotifications()) return apiJson(Notifications, 'notifications', { signal })
  const readIds = new Set(readNotificationIds.get())
  return Promise.resolve(
    SAMPLE_NOTIFICATIONS.map((notification) => ({
      ...notification,
      read: notification.read || readIds.has(notification.id),
    })),
  )
}

/** POST /notifications/{id}/read, or a local read mark. */
export function markNotificationRead(id: string): Promise<void> {
  if (serverNotifications())
    return requestVoid(api, `notifications/${encodeURIComponent(id)}/read`, { method: 'post' })
  return markLocallyRead([id])
}

/** POST /notifications/read-all, or local read marks for the unread ones shown. */
export function markAllNotificationsRead(unreadIds: readonly string[]): Promise<void> {
  if (serverNotifications()) return requestVoid(api, 'notifications/read-all', { method: 'post' })
  return markLocallyRead(unreadIds)
}

function markLocallyRead(ids: readonly string[]): Promise<void> {
  readNotificationIds.set((previous) => {
    const added = ids.filter((id) => !previous.includes(id))
    return added.length === 0 ? previous : [...previous, ...added]
  })
  return Promise.resolve()
}
