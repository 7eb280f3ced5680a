import { useInfiniteQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Menu, MenuItem, MenuSeparator } from '~/components/Menu'
import { onDemand } from '~/components/on-demand'
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../mutations'
import { serverNotifications } from '../notifications-api'
import {
  DROPDOWN_LIMIT,
  NOTIFICATIONS_FAILED,
  notificationQueries,
  notificationsOf,
} from '../queries'
import { useChooseNotification } from '../use-choose-notification'
import { useReadMarksFromOtherTabs } from '../use-read-marks-from-other-tabs'
import { BellIcon } from './BellIcon'
import * as styles from './NotificationsBell.css'
import { NotificationSummary } from './NotificationSummary'

/** The 'All Notifications' panel: its own chunk, loaded when it first opens. */
const NotificationsPanel = onDemand(() =>
  import('./NotificationsPanel').then((module) => module.NotificationsPanel),
)

/**
 * The header bell: unread count badge, a dropdown of the latest notifications (the shared Menu:
 * arrow keys, Tab kept inside, Escape closes and returns focus) and the 'All Notifications' panel.
 * With the provider's notifications (lifecycle spec §5) the list, its order and the count are the
 * server's, polled while the app is open; choosing one marks it read and opens its link. Without,
 * the samples, and choosing one only marks it read. The server's list comes a page at a time (the
 * panel's 'Show older'; a provider that does not page sends it whole). When loading fails the bell
 * says so with 'Try again' instead of 'No notifications', and keeps what it had (the list and its
 * unread count); the next poll tries again.
 */
export function NotificationsBell() {
  const fromServer = serverNotifications()
  useReadMarksFromOtherTabs(!fromServer)
  const list = useInfiniteQuery(notificationQueries.list())
  const notifications = notificationsOf(list.data)
  // A failed 'Show older' is the panel's to say; the bell says a failed load or poll.
  const failed = list.isError && !list.isFetchNextPageError
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
        {failed ? (
          <>
            <p className={styles.failed}>{NOTIFICATIONS_FAILED}</p>
            <MenuItem
              onSelect={(event) => {
                // The menu stays open: the list shows here once it has loaded.
                event.preventDefault()
                void list.refetch()
              }}
            >
              Try again
            </MenuItem>
          </>
        ) : latest.length === 0 ? (
          <p className={styles.empty}>No notifications</p>
        ) : null}
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
        failed={list.isError}
        onRetry={() => {
          void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())
        }}
        older={list.hasNextPage}
        loadingOlder={list.isFetchingNextPage}
        onShowOlder={() => {
          if (!list.isFetchingNextPage) void list.fetchNextPage()
        }}
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
