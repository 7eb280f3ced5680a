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

/**
 * Which notifications to ask for (issue 32): at most `limit`, older than the one with id `before`.
 * A provider that pages answers that page; one that does not answers the whole list, which is
 * just as valid (queries.ts tells them apart). Nothing asked: the whole list either way.
 */
export interface NotificationsPage {
  limit?: number | undefined
  before?: string | undefined
}

/** GET /notifications (newest first, parsed with the contract's schema), or the samples (all of them). */
export function fetchNotifications(
  signal?: AbortSignal,
  { limit, before }: NotificationsPage = {},
): Promise<UserNotification[]> {
  if (serverNotifications()) {
    const searchParams = new URLSearchParams()
    if (limit !== undefined) searchParams.set('limit', String(limit))
    if (before !== undefined) searchParams.set('before', before)
    const query = searchParams.size > 0 ? { searchParams } : {}
    return apiJson(Notifications, 'notifications', { signal, ...query })
  }
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
