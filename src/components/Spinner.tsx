import { visuallyHidden } from '~styles/utilities.css'
import * as styles from './Spinner.css'
import { cx } from './cx'

export interface SpinnerProps {
  /** Read by screen readers; not shown. */
  label?: string
  className?: string
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.root, className)}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  )
}
