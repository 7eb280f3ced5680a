import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationKeys } from './queries'
import { readNotificationIds } from './read-marks'

/** Another tab marked notifications read: refetch, so badge and lists match in every tab. */
export function useReadMarksFromOtherTabs(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      readNotificationIds.subscribe((cause) => {
        if (cause === 'other-tab') {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
        }
      }),
    [queryClient],
  )
}
