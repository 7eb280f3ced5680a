import * as styles from './Timeline.css'
import { cx } from './cx'

export interface TimelineEvent {
  /** Already formatted for display. */
  date: string
  label: string
  description?: string
  current?: boolean
  /** Dated ahead (a due date, a deadline): drawn as still to come wherever it stands in the list. */
  upcoming?: boolean
}

export interface TimelineProps {
  events: TimelineEvent[]
  /** Accessible name of the list, e.g. "Order progress". */
  label?: string
  className?: string
}

type EventState = 'past' | 'current' | 'future'

/**
 * Events before the current one are past, after it future; with no current event all are past.
 * An upcoming event is future wherever it stands.
 */
function stateOf(index: number, currentIndex: number, upcoming = false): EventState {
  if (upcoming && index !== currentIndex) return 'future'
  if (currentIndex === -1 || index < currentIndex) return 'past'
  return index === currentIndex ? 'current' : 'future'
}

export function Timeline({ events, label, className }: TimelineProps) {
  const currentIndex = events.findIndex((event) => event.current)

  return (
    <ol aria-label={label} className={cx(styles.list, className)}>
      {events.map((event, index) => (
        <li
          key={`${index}-${event.label}`}
          className={styles.item}
          data-state={stateOf(index, currentIndex, event.upcoming)}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true" />
          <div className={styles.content}>
            <span className={styles.label}>{event.label}</span>
            {event.date && <span className={styles.date}>{event.date}</span>}
            {event.description && <p className={styles.description}>{event.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}
