import type { RefObject } from 'react'
import { useEffect, useId, useRef } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { NOTIFICATIONS_FAILED } from '../queries'
import type { UserNotification } from '../schemas'
import * as styles from './NotificationsPanel.css'
import { NotificationSummary } from './NotificationSummary'

export interface NotificationsPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  notifications: readonly UserNotification[]
  /** The last load failed (the first, a poll, or 'Show older'): said, with 'Try again'. */
  failed: boolean
  onRetry: () => void
  /** Older notifications may be asked for ('Show older'). */
  older: boolean
  loadingOlder: boolean
  onShowOlder: () => void
  onMarkRead: (id: string) => void
  onMarkAllRead: () => void
  /** Server notifications: choosing one (its summary, a button) marks it read and opens its link. */
  onOpen?: ((notification: UserNotification) => void) | undefined
  /** The panel opens from the dropdown, not a trigger of its own: focus goes back here on close. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * The right-hand panel 'All Notifications', each unread one with its own 'Mark as read', and
 * 'Show older' while the provider has more to page through. A failed load is said above what was
 * there before, with 'Try again'.
 */
export function NotificationsPanel({
  open,
  onOpenChange,
  notifications,
  failed,
  onRetry,
  older,
  loadingOlder,
  onShowOlder,
  onMarkRead,
  onMarkAllRead,
  onOpen,
  returnFocusTo,
}: NotificationsPanelProps) {
  const unreadIds = notifications.filter((notification) => !notification.read).map(({ id }) => id)
  const listRef = useRef<HTMLUListElement>(null)

  // 'Show older' is gone once there is nothing more: focus then goes to the first older one (or
  // the last one there is) rather than fall to the page. While more may come it stays on the button.
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || loadingOlder) return
    focusFrom.current = null
    if (older) return
    const rows = listRef.current?.children ?? []
    rows[Math.min(from, rows.length - 1)]?.querySelector<HTMLElement>('button')?.focus()
  }, [older, loadingOlder])

  const showOlder = () => {
    focusFrom.current = notifications.length
    onShowOlder()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title="All Notifications"
      returnFocusTo={returnFocusTo}
    >
      {failed ? (
        <Alert tone="critical" as="div">
          <span>{NOTIFICATIONS_FAILED}</span>
          <Button type="button" size="sm" tone="secondary" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {notifications.length === 0 ? (
        failed ? null : (
          <p className={styles.empty}>No notifications</p>
        )
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
          <ul ref={listRef} className={styles.list}>
            {notifications.map((notification) => (
              <PanelItem
                key={notification.id}
                notification={notification}
                onMarkRead={() => onMarkRead(notification.id)}
                onOpen={onOpen ? () => onOpen(notification) : undefined}
              />
            ))}
          </ul>
          {older ? (
            <div className={styles.toolbar}>
              {/* Busy but not disabled while they load: focus stays on it for the next page. */}
              <Button
                tone="secondary"
                size="sm"
                aria-busy={loadingOlder || undefined}
                onClick={() => {
                  if (!loadingOlder) showOlder()
                }}
              >
                Show older
              </Button>
            </div>
          ) : null}
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
