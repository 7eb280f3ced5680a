import { useRouter } from '@tanstack/react-router'
import { useMarkNotificationRead } from './mutations'
import { notificationTarget } from './notification-link'
import type { UserNotification } from './schemas'

/**
 * Choosing a notification (lifecycle spec §5): it is marked read and its link opens. Returns
 * whether the app navigates (false for a sample, which has no link, or a link that would leave the
 * app: it is only marked read).
 */
export function useChooseNotification(): (notification: UserNotification) => boolean {
  const router = useRouter()
  const markRead = useMarkNotificationRead()
  return (notification) => {
    if (!notification.read) markRead.mutate(notification.id)
    const target = notificationTarget(notification.link)
    if (target === null) return false
    void router.navigate({ href: target })
    return true
  }
}
