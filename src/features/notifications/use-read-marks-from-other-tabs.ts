import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationKeys } from './queries'
import { readNotificationIds } from './read-marks'

/**
 * Another tab marked sample notifications read: refetch, so badge and lists match in every tab.
 * Off (`enabled` false) with the server's notifications, whose read marks travel as invalidations.
 */
export function useReadMarksFromOtherTabs(enabled = true): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return undefined
    return readNotificationIds.subscribe((cause) => {
      if (cause === 'other-tab') {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
      }
    })
  }, [enabled, queryClient])
}
