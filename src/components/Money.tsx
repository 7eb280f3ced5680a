import { formatKobo } from '~/lib/money'
import * as styles from './Money.css'
import { cx } from './cx'

export interface MoneyProps {
  /** Amount in integer kobo. */
  kobo: number
  /** Shows '****' instead of the amount (summary card eye toggle). */
  masked?: boolean
  className?: string
}

export function Money({ kobo, masked = false, className }: MoneyProps) {
  if (masked) {
    return (
      <span role="img" aria-label="Hidden amount" className={cx(styles.money, className)}>
        ****
      </span>
    )
  }
  return <span className={cx(styles.money, className)}>{formatKobo(kobo)}</span>
}
