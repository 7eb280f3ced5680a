import { visuallyHidden } from '~styles/utilities.css'
import { formatOrderDate } from '~/lib/dates'
import type { UserNotification } from '../schemas'
import * as styles from './NotificationSummary.css'

/** One notification as the dropdown and the panel show it; unread ones carry a dot and say so. */
export function NotificationSummary({ notification }: { notification: UserNotification }) {
  const { title, desc, time, read } = notification
  return (
    <span className={styles.root} data-read={read}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.title}>
          {read ? null : <span className={visuallyHidden}>Unread: </span>}
          {title}
        </span>
        <span className={styles.desc}>{desc}</span>
        <time className={styles.time} dateTime={time}>
          {formatOrderDate(time)}
        </time>
      </span>
    </span>
  )
}
