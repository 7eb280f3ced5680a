import * as styles from './StatusBadge.css'
import { cx } from './cx'

export type { BadgeTone } from './StatusBadge.css'

const toneByStatus = new Map<string, styles.BadgeTone>([
  ['pending', 'warning'],
  ['active', 'info'],
  ['processing', 'info'],
  ['completed', 'success'],
  ['cancelled', 'neutralDark'],
  ['failed', 'danger'],
  ['disputed', 'danger'],
  // A cancelled order whose money went back to the buyer (lifecycle spec §2).
  ['refunded', 'neutralDark'],
])

/**
 * The badge takes any feature's status (orders arrive normalised from their contract, others may
 * not): known statuses are matched whatever their case or padding.
 */
function statusKey(status: string): string {
  return status.trim().toLowerCase()
}

/** Tone of a status; unknown statuses are neutral. */
export function statusTone(status: string): styles.BadgeTone {
  return toneByStatus.get(statusKey(status)) ?? 'neutral'
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export interface StatusBadgeProps {
  status: string
  /** The words to show instead of the status's own (e.g. 'Under dispute'); the tone stays the status's. */
  label?: string | undefined
  className?: string
}

export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const key = statusKey(status)
  const tone = statusTone(key)
  // Known statuses read the same whatever case the server sent; others are shown as sent.
  const text = label ?? (toneByStatus.has(key) ? capitalise(key) : capitalise(status.trim()))

  return (
    <span className={cx(styles.badge({ tone }), className)} data-tone={tone} data-status={key}>
      {text}
    </span>
  )
}
