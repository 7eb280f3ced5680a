import * as styles from './Timeline.css'
import { cx } from './cx'

export interface TimelineEvent {
  /** Already formatted for display. */
  date: string
  label: string
  description?: string
  current?: boolean
}

export interface TimelineProps {
  events: TimelineEvent[]
  /** Accessible name of the list, e.g. "Order progress". */
  label?: string
  className?: string
}

type EventState = 'past' | 'current' | 'future'

/** Events before the current one are past, after it future; with no current event all are past. */
function stateOf(index: number, currentIndex: number): EventState {
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
          data-state={stateOf(index, currentIndex)}
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
