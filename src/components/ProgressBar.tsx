import * as styles from './ProgressBar.css'
import { cx } from './cx'

export interface ProgressBarProps {
  /** Number of segments (steps). */
  steps: number
  /** Current step, 1-based; segments up to and including it are filled. */
  current: number
  /** Accessible name, e.g. "Registration progress". */
  label: string
  className?: string
}

export function ProgressBar({ steps, current, label, className }: ProgressBarProps) {
  const total = Math.max(1, Math.floor(steps))
  const done = Math.min(Math.max(Math.floor(current), 0), total)
  const percent = Math.round((done / total) * 100)

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`Step ${done} of ${total} (${percent}%)`}
      className={cx(styles.root, className)}
    >
      {Array.from({ length: total }, (_, index) => (
        <span key={index} className={styles.segment} data-complete={index < done} />
      ))}
    </div>
  )
}
