import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Menu, MenuItem, MenuSeparator } from '~/components/Menu'
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../mutations'
import { serverNotifications } from '../notifications-api'
import { DROPDOWN_LIMIT, notificationQueries } from '../queries'
import { useChooseNotification } from '../use-choose-notification'
import { useReadMarksFromOtherTabs } from '../use-read-marks-from-other-tabs'
import { BellIcon } from './BellIcon'
import * as styles from './NotificationsBell.css'
import { NotificationsPanel } from './NotificationsPanel'
import { NotificationSummary } from './NotificationSummary'

/**
 * The header bell: unread count badge, a dropdown of the latest notifications (the shared Menu:
 * arrow keys, Tab kept inside, Escape closes and returns focus) and the 'All Notifications' panel.
 * With the provider's notifications (lifecycle spec §5) the list, its order and the count are the
 * server's, polled while the app is open; choosing one marks it read and opens its link. Without,
 * the samples, and choosing one only marks it read.
 */
export function NotificationsBell() {
  const fromServer = serverNotifications()
  useReadMarksFromOtherTabs(!fromServer)
  const { data: notifications = [] } = useQuery(notificationQueries.list())
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const choose = useChooseNotification()
  const [panelOpen, setPanelOpen] = useState(false)
  const bellRef = useRef<HTMLButtonElement>(null)
  // 'View all' opens the panel once the dropdown has closed (and focused the bell).
  const openPanelOnClose = useRef(false)

  const unreadIds = notifications.filter((notification) => !notification.read).map(({ id }) => id)
  const latest = notifications.slice(0, DROPDOWN_LIMIT)
  const markAllRead = () => markAll.mutate(unreadIds)

  return (
    <>
      <Menu
        label="Notifications"
        align="end"
        onCloseAutoFocus={() => {
          if (!openPanelOnClose.current) return
          openPanelOnClose.current = false
          setPanelOpen(true)
        }}
        trigger={
          <button
            ref={bellRef}
            type="button"
            className={styles.trigger}
            aria-label={
              unreadIds.length > 0 ? `Notifications, ${unreadIds.length} unread` : 'Notifications'
            }
          >
            <BellIcon />
            {unreadIds.length > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {unreadIds.length > 9 ? '9+' : unreadIds.length}
              </span>
            ) : null}
          </button>
        }
      >
        <p className={styles.heading} aria-hidden="true">
          Notifications
        </p>
        {latest.length === 0 ? <p className={styles.empty}>No notifications</p> : null}
        {latest.map((notification) => (
          <MenuItem
            key={notification.id}
            onSelect={(event) => {
              // Opening its link closes the dropdown; marking read only keeps it open, so the
              // change can be seen.
              if (fromServer && choose(notification)) return
              event.preventDefault()
              if (!fromServer && !notification.read) markRead.mutate(notification.id)
            }}
          >
            <NotificationSummary notification={notification} />
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem
          disabled={unreadIds.length === 0}
          onSelect={(event) => {
            event.preventDefault()
            markAllRead()
          }}
        >
          Mark all as read
        </MenuItem>
        <MenuItem
          onSelect={() => {
            openPanelOnClose.current = true
          }}
        >
          View all
        </MenuItem>
      </Menu>
      <NotificationsPanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        notifications={notifications}
        onMarkRead={(id) => markRead.mutate(id)}
        onMarkAllRead={markAllRead}
        onOpen={
          fromServer
            ? (notification) => {
                if (choose(notification)) setPanelOpen(false)
              }
            : undefined
        }
        returnFocusTo={bellRef}
      />
    </>
  )
}
