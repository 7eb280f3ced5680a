import type { RefObject } from 'react'
import { useId } from 'react'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import type { UserNotification } from '../schemas'
import * as styles from './NotificationsPanel.css'
import { NotificationSummary } from './NotificationSummary'

export interface NotificationsPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  notifications: readonly UserNotification[]
  onMarkRead: (id: string) => void
  onMarkAllRead: () => void
  /** Server notifications: choosing one (its summary, a button) marks it read and opens its link. */
  onOpen?: ((notification: UserNotification) => void) | undefined
  /** The panel opens from the dropdown, not a trigger of its own: focus goes back here on close. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/** The right-hand panel 'All Notifications', each unread one with its own 'Mark as read'. */
export function NotificationsPanel({
  open,
  onOpenChange,
  notifications,
  onMarkRead,
  onMarkAllRead,
  onOpen,
  returnFocusTo,
}: NotificationsPanelProps) {
  const unreadIds = notifications.filter((notification) => !notification.read).map(({ id }) => id)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title="All Notifications"
      returnFocusTo={returnFocusTo}
    >
      {notifications.length === 0 ? (
        <p className={styles.empty}>No notifications</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            {/* aria-disabled, not disabled: a disabled button would drop the focus it has just used. */}
            <Button
              tone="secondary"
              size="sm"
              aria-disabled={unreadIds.length === 0}
              onClick={() => {
                if (unreadIds.length > 0) onMarkAllRead()
              }}
            >
              Mark all as read
            </Button>
          </div>
          <ul className={styles.list}>
            {notifications.map((notification) => (
              <PanelItem
                key={notification.id}
                notification={notification}
                onMarkRead={() => onMarkRead(notification.id)}
                onOpen={onOpen ? () => onOpen(notification) : undefined}
              />
            ))}
          </ul>
        </>
      )}
    </Dialog>
  )
}

function PanelItem({
  notification,
  onMarkRead,
  onOpen,
}: {
  notification: UserNotification
  onMarkRead: () => void
  onOpen: (() => void) | undefined
}) {
  const summaryId = useId()
  return (
    <li className={styles.item}>
      {onOpen ? (
        <button id={summaryId} type="button" className={styles.open} onClick={onOpen}>
          <NotificationSummary notification={notification} />
        </button>
      ) : (
        <span id={summaryId}>
          <NotificationSummary notification={notification} />
        </span>
      )}
      {notification.read ? null : (
        <Button
          tone="ghost"
          size="sm"
          className={styles.markOne}
          aria-describedby={summaryId}
          onClick={onMarkRead}
        >
          Mark as read
        </Button>
      )}
    </li>
  )
}
